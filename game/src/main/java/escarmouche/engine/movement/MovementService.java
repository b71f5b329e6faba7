package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.magic.SpellService;
import escarmouche.rules.core.Ability;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grapple.Grapple;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Speed;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import escarmouche.rules.opportunity.MoveKind;

/**
 * Voluntary movement in the engine: plans each move with the pure movement rules (careful, risky,
 * crawling, the cheapest path) and carries it out square by square with its opportunity attacks and the
 * creatures it drags. A refused move is a {@link Checked} refusal, found before
 * anything changes or is rolled.
 */
public final class MovementService {
    private final Battle battle;
    private final MoveContexts contexts;
    private final AbilityChecks checks;
    private final MovementBudget budget;
    private final MovePlanner planner;
    private final MovementSystem system;
    private final OpportunitySystem opportunities;
    private Slopes slopes = Slopes.MAP;

    public MovementService(Battle battle, ConditionSystem conditions, DamageSystem damage, AttackService attacks,
            SpellService spells) {
        this.battle = battle;
        this.contexts = new MoveContexts(battle);
        this.checks = new AbilityChecks(battle);
        this.budget = new MovementBudget(battle);
        this.planner = new MovePlanner(battle, contexts, checks);
        this.system = new MovementSystem(battle, conditions, damage, budget, new ReadiedAttacks(battle, attacks, damage));
        this.opportunities = new OpportunitySystem(new OpportunityAttacks(battle, attacks, spells, damage));
        battle.ecs().addSystem(system);
        battle.ecs().addSystem(opportunities);
    }

    /** The speed a creature has now, after conditions (COND-GRAPPLED ...) and wounds (MOVE-WOUNDED). */
    public int effectiveSpeed(Creature c) {
        return budget.effectiveSpeed(c);
    }

    public Speed.Effective speed(Creature c) {
        return budget.speed(c);
    }

    /** Brings the active creature's movement in line with its speed after something changed it. */
    public void refreshBudget(Creature c) {
        budget.refresh(c);
    }

    /**
     * Checks a {@code move}: careful along the path, or risky with a Str or Dex check ({@code risky}
     * "str"/"dex"), rolled with the game's dice. Nothing changes until {@link #carryOut}.
     */
    public Checked<PlannedMove> planMove(Creature c, List<Pos> path, String risky) {
        return risky == null ? planner.careful(c, path) : planRisky(c, path, Ability.byId(risky), battle.dice());
    }

    /** Checks a {@code crawl}: a prone creature's move (MOVE-PRONE), its check rolled with the game's dice. */
    public Checked<PlannedMove> planCrawl(Creature c, List<Pos> path) {
        return planner.crawl(c, path, battle.dice());
    }

    /**
     * Why {@code c} may not walk ({@code move}) now, whatever the path: held, no movement left, prone (MOVE-PRONE);
     * or empty. The checks {@link #planMove} makes before it looks at the path.
     */
    public Optional<Outcome.Refused> cannotWalk(Creature c) {
        return planner.cannotWalk(c);
    }

    /** Why {@code c} may not crawl now, whatever the path (MOVE-PRONE: it is not prone), or empty: {@link #planCrawl}'s. */
    public Optional<Outcome.Refused> cannotCrawl(Creature c) {
        return planner.cannotCrawl(c);
    }

    /**
     * Sets a checked move under way: the movement system walks it, step by step, with its opportunity
     * attacks, when the engine next updates ({@link Battle#resolve()}); {@code afterwards} runs once it
     * has ended.
     */
    public void carryOut(PlannedMove move, Runnable afterwards) {
        system.start(move, afterwards);
    }

    /** Why the creature's last move cannot be taken back now ({@code undo}), or null when it can. */
    public String whyNoTakeBack(Creature c) {
        return system.whyNoTakeBack(c);
    }

    /** Takes the creature's last move back; only after {@link #whyNoTakeBack} answered null. */
    public void takeBack(Creature c) {
        system.takeBack(c);
    }

    /** A question answered as if {@code c} stood on {@code at} (see {@link MovementSystem#asIfAt}). */
    public <T> T asIfAt(Creature c, Pos at, java.util.function.Supplier<T> question) {
        return system.asIfAt(c, at, question);
    }

    /** MOVE-FORCED: the one way to put a creature somewhere against its will (see {@link MovementSystem#force}). */
    public void force(Creature c, Pos to, String mode, List<String> rules, MoveKind kind) {
        system.force(c, to, mode, rules, kind);
    }

    /** The opportunity attack a player is being asked about, or null. */
    public OpportunityQuestion question() {
        return opportunities.question();
    }

    /** The player's answer to {@link #question()}; carried out when the engine next updates. */
    public void answer(ReactionChoice choice) {
        opportunities.answer(choice);
    }

    /** Plans a careful move without making it. */
    public Checked<PlannedMove> planCareful(Creature c, List<Pos> path) {
        return planner.careful(c, path);
    }

    /** What a careful walk along {@code path} would cost {@code c} once on its feet (see {@link MovePlanner#walkOnFoot}). */
    public OptionalInt walkOnFoot(Creature c, List<Pos> path) {
        return planner.walkOnFoot(c, path);
    }

    /** Plans a risky move, its check rolled with {@code dice} (fixed dice for a preview). */
    public Checked<PlannedMove> planRisky(Creature c, List<Pos> path, Ability ability, Dice dice) {
        return planner.risky(c, path, ability, slopes.descending(battle.grid(), MoveContexts.body(c), path), dice);
    }

    /** Plans a crawl, its check rolled with {@code dice}. */
    public Checked<PlannedMove> planCrawl(Creature c, List<Pos> path, Dice dice) {
        return planner.crawl(c, path, dice);
    }

    /**
     * How many squares of {@code path}, from the first, {@code c} can walk while the creatures it holds
     * are dragged along (GRAP-DRAG): the whole path when it holds no one. A scripted creature keeps its
     * walks to these, since a move whose step a held creature cannot follow is refused whole.
     */
    public int draggableSteps(Creature c, List<Pos> path) {
        List<Creature> held = contexts.dragged(c);
        if (held.isEmpty()) return path.size();
        // The footprints a careful move's plan walks through (PlannedMove#bodies): no squeezing while dragging.
        List<Body> bodies = new ArrayList<>(path.size() + 1);
        bodies.add(MoveContexts.body(c));
        Body whole = c.ownFootprint();
        for (Pos p : path) bodies.add(whole.moveTo(p));
        return DragTracks.followed(battle, c, held, bodies);
    }

    /** Plans the cheapest careful move to {@code goal} ({@code moveto}). */
    public Checked<PlannedMove> planTowards(Creature c, Pos goal) {
        return planner.towards(c, goal);
    }

    /**
     * The creatures {@code c} holds that its moves drag along at half speed (GRAP-DRAG): each square costs
     * double; one two sizes smaller or more does not slow it.
     */
    public List<Creature> slowingDrags(Creature c) {
        List<Creature> out = new java.util.ArrayList<>();
        for (Creature held : contexts.dragged(c)) {
            if (Grapple.dragFactor(c.body.size, held.body.size) > 1) out.add(held);
        }
        return out;
    }

    /** The enemies {@code c} is engaged with, in combatant order (OA-DISENGAGE). */
    public List<Creature> engaged(Creature c) {
        return new Reactors(battle).engaged(c, contexts.dragged(c));
    }

    /** Whether {@link #engaged} would name anyone, found without listing them. */
    public boolean isEngaged(Creature c) {
        return new Reactors(battle).anyEngaged(c, contexts.dragged(c));
    }

    /** Whether it stands in an enemy's reach, that enemy able to strike it or not (see {@link #engaged}). */
    public boolean inEnemyReach(Creature c) {
        return new Reactors(battle).anyInReach(c, contexts.dragged(c));
    }

    /** Who answers a provoked creature: the game asks the reactor's controller. */
    public void useReactions(Reactions reactions) {
        opportunities.useReactions(reactions);
    }

    /** Which way the map's stairs go (MOVE-STAIRS); by default the map's own ways down ({@link Slopes#MAP}). */
    public void useSlopes(Slopes s) {
        this.slopes = Objects.requireNonNull(s, "slopes");
    }

    public MoveContexts contexts() {
        return contexts;
    }

    public AbilityChecks checks() {
        return checks;
    }
}
