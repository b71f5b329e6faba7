package escarmouche.engine.battle;

import com.badlogic.ashley.core.Engine;
import escarmouche.engine.component.BodyComponent;
import escarmouche.engine.component.Placements;
import escarmouche.events.Event;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CoverSurvey;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.PathScratch;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of one fight: its Ashley engine, map, creatures, dice, rule set, log, round and turn order.
 * Each game owns one; nothing here is shared between games.
 */
public final class Battle {
    private final Engine ecs;
    /** Replaced, never mutated, when a door opens or closes: rules always see one consistent map. */
    private Grid grid;
    private final RuleSet rules;
    private final Dice dice;
    private final EventLog log;
    private final List<Creature> creatures = new ArrayList<>();
    /** The read-only view {@link #creatures()} hands out: made once, it is asked for thousands of times a turn. */
    private final List<Creature> creaturesView = Collections.unmodifiableList(creatures);
    private final Map<String, Creature> byId = new LinkedHashMap<>();
    private final GroundItems ground = new GroundItems();
    private final String name;
    private List<Creature> order = List.of();
    private int round;
    private int turnIndex = -1;
    private String winner;
    private final Map<String, String> yielded = new LinkedHashMap<>();
    private Resolving[] resolving = new Resolving[0];
    /** The resolving systems that {@link Resolving#mayWait may wait}, in the same order. */
    private Resolving[] waiters = new Resolving[0];
    private int systemsSeen;
    private final CoverCache coverCache;
    /** The path finders' working arrays, from the memory this battle shares with those played before it. */
    private final PathScratch paths;
    /** The memory it shares with the battles played before it, for {@link #doorPathScratch}. */
    private final CoverMemory memory;
    /** The words of scripted intents, from the same memory. */
    private final IntentWords intentWords;
    /**
     * Conditions some creature has held at some point of this battle: most fights never see a grapple, so
     * the questions about who holds whom, asked for every move, can answer "no one" without looking.
     */
    private final EnumSet<Condition> everHeld = EnumSet.noneOf(Condition.class);
    /** {@link #living()} and its sides, null until asked and after each arrival and death. */
    private Rosters rosters;
    /** Whether some creature has readied an attack in this battle (ACT-READY), for the same reason. */
    private boolean everReadied;
    /** Every move of a creature of this battle to another square, counted for the caches of who stands where. */
    private final Placements placements = new Placements();
    /** Who stands on each square, brought up to date when asked ({@link #whereabouts()}). */
    private final Whereabouts whereabouts = new Whereabouts();

    public Battle(String name, Engine ecs, Grid grid, RuleSet rules, Dice dice) {
        this(name, ecs, grid, rules, dice, new CoverMemory());
    }

    /** A battle that keeps its cover answers in {@code cover}, which battles played after it may share. */
    public Battle(String name, Engine ecs, Grid grid, RuleSet rules, Dice dice, CoverMemory cover) {
        this.coverCache = new CoverCache(cover);
        this.paths = cover.paths();
        this.memory = cover;
        this.intentWords = cover.intentWords();
        this.name = name;
        this.ecs = ecs;
        this.grid = grid;
        this.rules = rules;
        this.dice = dice;
        this.log = new EventLog(() -> round);
    }

    public void add(Creature c) {
        everHeld.addAll(c.conditions.set);
        rosters = null;
        creatures.add(c);
        byId.put(c.id(), c);
        ecs.addEntity(c.entity());
    }

    public String name() {
        return name;
    }

    /** Notes that a creature gains {@code c} (the condition system calls it for every condition it adds). */
    public void noteHeld(Condition c) {
        everHeld.add(c);
    }

    /** False only when no creature has held {@code c} in this battle: then none holds it now. */
    public boolean everHeld(Condition c) {
        return everHeld.contains(c);
    }

    /**
     * The living creatures {@code grappler} holds in a grapple (COND-GRAPPLED with it as source), in combatant
     * order; a list to read, not to change. Asked for every move context and many AI decisions, nearly always
     * of someone who holds no one: no list then, and in a fight without a grapple so far, no look either.
     */
    public List<Creature> heldBy(Creature grappler) {
        if (!everHeld(Condition.GRAPPLED)) return List.of();
        List<Creature> out = null;
        Roster all = living();
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (c != grappler && c.alive() && c.has(Condition.GRAPPLED)
                    && grappler.id().equals(c.conditions.sources.get(Condition.GRAPPLED))) {
                if (out == null) out = new ArrayList<>(2);
                out.add(c);
            }
        }
        return out == null ? List.of() : out;
    }

    /** How many creatures {@code grappler} holds ({@link #heldBy}): each keeps one of its hands busy (GRAP-START). */
    public int holding(Creature grappler) {
        return heldBy(grappler).size();
    }

    /** Notes that a creature readies an attack (ACT-READY). */
    public void noteReadied() {
        everReadied = true;
    }

    /** False only when no creature has readied an attack in this battle: then none has one ready now. */
    public boolean everReadied() {
        return everReadied;
    }

    public Engine ecs() {
        return ecs;
    }

    /** Updates beyond this in one resolution mean a system never settles: a bug, not a long fight. */
    private static final int MAX_UPDATES = 100_000;

    /**
     * Resolves what commands and turns left pending: updates the Ashley engine, its systems running in
     * {@link SystemOrder}, until none has work or one waits for a controller's answer. Returns true when
     * everything is resolved, false when a system waits.
     */
    public boolean resolve() {
        for (int i = 0; i < MAX_UPDATES; i++) {
            // Only the systems that may wait are asked whether they do; then any with work runs.
            for (Resolving r : waiters()) if (r.waiting()) return false;
            boolean work = false;
            // waiters() brought the systems up to date just now.
            for (Resolving r : resolving) {
                if (r.hasWork()) {
                    work = true;
                    break;
                }
            }
            if (!work) return true;
            ecs.update(0);
        }
        throw new IllegalStateException("the engine did not settle after " + MAX_UPDATES + " updates");
    }

    /** Whether a system waits for a controller's answer (a reaction the player is asked about). */
    public boolean waiting() {
        for (Resolving r : waiters()) if (r.waiting()) return true;
        return false;
    }

    /** Whether any system but {@code except} has work pending (so that a turn ends only after it). */
    public boolean hasWork(Resolving except) {
        for (Resolving r : resolving()) if (r != except && r.hasWork()) return true;
        for (Resolving r : waiters()) if (r != except && r.waiting()) return true;
        return false;
    }

    /** The resolving systems that may wait, in update order, brought up to date with {@link #resolving()}. */
    private Resolving[] waiters() {
        resolving();
        return waiters;
    }

    /**
     * The engine's resolving systems in update order, looked up again only when systems were added, and
     * with them {@link #waiters}.
     */
    private Resolving[] resolving() {
        var systems = ecs.getSystems();
        if (systems.size() != systemsSeen) {
            List<Resolving> found = new ArrayList<>();
            List<Resolving> mayWait = new ArrayList<>();
            for (int i = 0; i < systems.size(); i++) {
                if (systems.get(i) instanceof Resolving r) {
                    found.add(r);
                    if (r.mayWait()) mayWait.add(r);
                }
            }
            resolving = found.toArray(new Resolving[0]);
            waiters = mayWait.toArray(new Resolving[0]);
            systemsSeen = systems.size();
        }
        return resolving;
    }

    public Grid grid() {
        return grid;
    }

    public void setGrid(Grid grid) {
        this.grid = grid;
    }

    /**
     * ATK-COVER between two spaces on the current map: the answer of {@link Cover#between}, remembered for
     * this map (see {@link CoverCache}).
     */
    public Cover.Level cover(Footprint attacker, Footprint target) {
        return coverCache.between(grid, attacker, target);
    }

    /**
     * A pick of the attacker that the current map leaves clear between the two spaces (its index in the
     * order of {@link Cover#withCreatures}), or -1 when the map covers them: remembered with the cover.
     */
    public int clearPick(Footprint attacker, Footprint target) {
        return coverCache.clearPick(grid, attacker, target);
    }

    /** Where the current map gives cover at all: made once per map, shared as its cover answers are. */
    public CoverSurvey coverSurvey() {
        return coverCache.survey(grid);
    }

    public RuleSet rules() {
        return rules;
    }

    /** Whether this part of the rules is played the house's way in this fight. */
    public boolean house(RulePart part) {
        return rules.house(part);
    }

    public Dice dice() {
        return dice;
    }

    public EventLog log() {
        return log;
    }

    /** Weapons lying on the map. */
    public GroundItems ground() {
        return ground;
    }

    public LoggedEvent emit(Event e) {
        return log.emit(e);
    }

    /** All combatants, in scenario order. */
    public List<Creature> creatures() {
        return creaturesView;
    }

    /**
     * How many times a creature of this battle has been put on another square: with {@link #living()}
     * (made again at each arrival and death), what says that a cache of who stands where still holds.
     */
    public int placements() {
        return placements.count();
    }

    /**
     * The body of the one creature put on another square since {@link #placements()} was {@code since},
     * or null when none was, or more than one (whether it is still living is not asked).
     */
    public BodyComponent movedAloneSince(int since) {
        return placements.aloneSince(since);
    }

    /** The counter the bodies of this battle's creatures count their moves in ({@link CreatureFactory#create}). */
    public Placements placementCounter() {
        return placements;
    }

    /** The words of scripted intents, shared with the battles played before it (see {@link IntentWords}). */
    public IntentWords intentWords() {
        return intentWords;
    }

    /** The path-search arrays of this battle's finders (see {@link CoverMemory#paths}). */
    public PathScratch pathScratch() {
        return paths;
    }

    /** Those of the searches on its map with the closed doors open (see {@link CoverMemory#doorPaths}). */
    public PathScratch doorPathScratch() {
        return memory.doorPaths();
    }

    /**
     * The combatants not dead, in scenario order: what most questions walk through, since the dead are
     * out of every one of them. Made again after each death ({@link #noteDeath}); read-only.
     */
    public Roster living() {
        return rosters().living;
    }

    /** The living on {@code c}'s side, {@code c} included when alive, in scenario order. */
    public Roster sideOf(Creature c) {
        return rosters().sideOf(c);
    }

    /** The living hostile to {@code c} (of another side), in scenario order. */
    public Roster hostilesOf(Creature c) {
        return rosters().hostilesOf(c);
    }

    private Rosters rosters() {
        if (rosters == null) rosters = new Rosters(creatures);
        return rosters;
    }

    /** A creature has just died (the damage system calls it as it marks the death). */
    public void noteDeath() {
        rosters = null;
    }

    public Creature find(String id) {
        return byId.get(id);
    }

    public int round() {
        return round;
    }

    public void setRound(int round) {
        this.round = round;
    }

    public List<Creature> order() {
        return order;
    }

    public void setOrder(List<Creature> order) {
        this.order = List.copyOf(order);
    }

    public int turnIndex() {
        return turnIndex;
    }

    public void setTurnIndex(int i) {
        this.turnIndex = i;
    }

    /** The creature whose turn it is, or null before the first turn and after the end. */
    public Creature active() {
        return turnIndex >= 0 && turnIndex < order.size() && winner == null ? order.get(turnIndex) : null;
    }

    public boolean over() {
        return winner != null;
    }

    public String winner() {
        return winner;
    }

    public void finish(String winner) {
        this.winner = winner;
    }

    /** A side gives up the fight ({@code yield}): none of its creatures counts as in the fight any more. */
    public void yieldSide(String side, String by) {
        yielded.putIfAbsent(side, by);
    }

    /** The creature that gave up the fight for this side, or null while the side fights on. */
    public String yieldedBy(String side) {
        return yielded.get(side);
    }

    /** Whether any side has yielded: nearly never, so the end-of-fight check need not ask side by side. */
    public boolean anyYielded() {
        return !yielded.isEmpty();
    }

    /**
     * Who stands on each square now: mended for the one creature that moved since last asked, made again
     * after an arrival, a death or the moves of several. Read it before anything moves again.
     */
    public Whereabouts whereabouts() {
        int now = placements.count();
        whereabouts.update(living(), now, placements.aloneSince(whereabouts.madeAt()), grid.width(), grid.height());
        return whereabouts;
    }

    /** The living creature whose footprint covers a square, or null. */
    public Creature occupant(Pos p) {
        Whereabouts where = whereabouts();
        if (where.exact() && p.x() >= 0 && p.y() >= 0 && p.x() < where.width() && p.y() < where.height()) {
            int cell = where.cell(p.x(), p.y());
            if (cell >= Whereabouts.EMPTY) return cell == Whereabouts.EMPTY ? null : where.only(cell);
        }
        // Several there (or a square off the map): the first in scenario order whose footprint covers it.
        Roster alive = living();
        for (int i = 0, n = alive.size(); i < n; i++) if (alive.get(i).occupies(p)) return alive.get(i);
        return null;
    }

    /** Living enemies of a creature, in scenario order: a list of its own, which the caller may change. */
    public List<Creature> enemiesOf(Creature c) {
        return copy(hostilesOf(c), null);
    }

    /** Living allies of a creature (itself excluded), in scenario order: a list of its own. */
    public List<Creature> alliesOf(Creature c) {
        return copy(sideOf(c), c);
    }

    private static List<Creature> copy(Roster r, Creature leftOut) {
        List<Creature> out = new ArrayList<>(r.size());
        for (int i = 0, n = r.size(); i < n; i++) if (r.get(i) != leftOut) out.add(r.get(i));
        return out;
    }
}
