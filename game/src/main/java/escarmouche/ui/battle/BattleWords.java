package escarmouche.ui.battle;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.movement.Reactors;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.grid.WayDown;
import escarmouche.rules.health.Dying;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Direction;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/** Creatures, squares and surroundings in words: the look mode and the screen-reader friendly summary. */
public final class BattleWords {
    /** English, the words of the tests and of the default: the engine's own. */
    private static final FightTerms ENGLISH = new FightTerms(ScreenMessages.of(Language.EN));

    private final ScreenFight fight;
    private final FightTerms w;

    /** In the fight's own language. */
    public BattleWords(ScreenFight fight) {
        this(fight, Unseen.terms(fight.messages(), fight));
    }

    /** In the session's language (a table's fight is shared by players who may speak different ones). */
    BattleWords(ScreenFight fight, FightTerms terms) {
        this.fight = fight;
        this.w = terms;
    }

    private Battle battle() {
        return fight.battle();
    }

    /** "Brunhild (Br)", or "g2 (Goblin)" when the id is what names it; "Goblin 47 (ab)" says its label once. */
    public String who(Creature c) {
        String name = fight.name(c.id());
        String labelled = " (" + fight.label(c).trim() + ")";
        return name.equals(c.id()) && !c.name().equals(c.id()) ? name + " (" + c.name() + ")"
                : name.endsWith(labelled) ? name : name + labelled;
    }

    public static String health(Creature c) {
        return health(c, ENGLISH);
    }

    static String health(Creature c, FightTerms w) {
        int hp = c.hp();
        int max = Math.max(1, c.health.maxHp);
        boolean feminine = w.feminine(c.id());
        if (!c.alive()) return w.tf("health.dead", feminine);
        // Asleep with its hit points whole (a sleep spell) is not "down": it wakes when hurt.
        if (c.has(Condition.UNCONSCIOUS) && hp > 0 && !c.health.out) return w.tf("health.unconscious", feminine, hp, max);
        // HP-DYING: a character below 0 is dying, so many points from death at -10 (HP-DEAD), or stable.
        if (c.has(Condition.STABLE)) return w.t("health.stable", hp, max);
        if (dying(c)) return w.tf("health.dying", feminine, hp, max, hp - Dying.DEATH_AT);
        if (c.has(Condition.UNCONSCIOUS) || c.health.out) return w.t("health.down", hp, max);
        String state = hp >= max ? "unhurt" : hp > max / 2 ? "light" : hp > 0 ? "bad" : hp == 0 ? "zero" : "below";
        return w.t("health", w.tf("health." + state, feminine), hp, max,
                c.health.tempHp > 0 ? w.temporary(c.health.tempHp) : "");
    }

    /**
     * HP-DYING: a character below 0 hit points and not stable, losing one a turn until -10. Plain 5e has no
     * hit points below 0.
     */
    static boolean dying(Creature c) {
        return c.alive() && dying(c.isPc(), c.hp(), c.has(Condition.STABLE));
    }

    /** The same for a living creature as a state of the fight gives it (a replay's): a character, its hit points, stable. */
    public static boolean dying(boolean pc, int hp, boolean stable) {
        return pc && Dying.stateOf(hp) == Dying.State.DYING && !stable;
    }

    /**
     * Its reaction as look says it: ready, spent, or none while it cannot take one (COND-INCAPACITATED: down,
     * unconscious, paralysed, stunned...).
     */
    private String action(Creature c) {
        // COND-INCAPACITATED alone leaves a creature its turn to move in, and no action to take in it.
        if (!c.canAct()) return w.t("act.none");
        return w.state(!c.actionSpent(), "used");
    }

    private String reaction(Creature c) {
        if (!c.standing() || c.incapacitated()) return w.t("reaction.none");
        return w.state(!c.turn.reactionUsed, "spent");
    }

    /** Greatest melee reach over its weapons, in squares. */
    public static int reach(Creature c) {
        int r = c.stats.reach;
        for (Weapon w : c.arsenal.weapons) if (w.canMelee()) r = Math.max(r, AttackService.reachOf(c, w));
        return r;
    }

    /**
     * Living enemies standing within a creature's melee reach that it may strike: none while it is frightened
     * under the house rules (COND-FRIGHTENED: it may only defend itself; OA-NONE), asked of the opportunity
     * rules themselves ({@link Reactors#mayStrike}) so that look never names a threat they would not let strike.
     */
    public List<Creature> threatened(Creature c) {
        List<Creature> out = new ArrayList<>();
        if (!c.canAct()) return out;
        int reach = reach(c);
        Reactors reactors = new Reactors(battle());
        for (Creature o : Unseen.shown(fight, battle().enemiesOf(c))) {
            if (c.distanceTo(o) <= reach && reactors.mayStrike(c, o)) out.add(o);
        }
        return out;
    }

    /** Living enemies the player can see that have a creature within their reach and may strike it, as {@link #threatened}. */
    public List<Creature> threatsTo(Creature c) {
        List<Creature> out = new ArrayList<>();
        Reactors reactors = new Reactors(battle());
        for (Creature o : Unseen.shown(fight, battle().enemiesOf(c))) {
            if (o.canAct() && o.distanceTo(c) <= reach(o) && reactors.mayStrike(o, c)) out.add(o);
        }
        return out;
    }

    public String conditions(Creature c) {
        List<String> out = new ArrayList<>();
        for (Condition k : c.conditions.set) {
            String source = c.conditions.sources.get(k);
            String word = w.condition(k.id(), fight.words().feminine(c.id()));
            out.add(source != null ? w.t("look.condition.by", word, fight.name(source)) : word);
        }
        // MOVE-SQUEEZE: shown with the conditions, whose like it is for its attacks and saves.
        if (c.squeezed()) out.add(w.condition(ScreenFight.SQUEEZED, fight.words().feminine(c.id())));
        // 5e's concentration: the spell it keeps, which its death, a blow or another such spell may end.
        var kept = c.conditions.concentrating;
        if (kept != null && c.alive()) {
            out.add(w.t("look.concentrating", w.condition(ScreenFight.CONCENTRATING, fight.words().feminine(c.id())),
                    fight.words().thing(kept.spell())));
        }
        return out.isEmpty() ? w.t("look.none") : String.join(", ", out);
    }

    public List<String> creature(Creature c) {
        List<String> out = new ArrayList<>();
        Creature active = battle().active();
        // The words agree with a feminine name ("héroïne nécromancienne, alliée de Kenji"), the class in the
        // session's language as the party screen names it.
        boolean feminine = fight.words().feminine(c.id());
        String side = ScreenFight.party(c) ? w.tf("look.hero", feminine) : w.t("look.monster");
        String relation = active == null || active == c ? "" : w.tf(active.hostileTo(c) ? "look.enemy.of" : "look.ally.of",
                feminine, fight.name(active.id()));
        String kind = c.stats.className == null ? "" : " " + fight.names().classWord(c.stats.className, feminine);
        out.add(w.t("look.creature", who(c), side + kind, relation,
                c.at(), c.body.width() > 1 || c.body.height() > 1 ? w.t("look.size", c.body.width(), c.body.height()) : ""));
        out.add(w.t("look.stats", health(c, w), c.stats.ac, c.stats.speed, reach(c), reaction(c)));
        // ACT-READY: a blade held ready is part of what a creature threatens, as its reach is.
        var ready = c.turn.readied;
        if (ready != null && c.alive()) {
            String weapon = weaponName(ReadiedAttacks.weapon(c, ready.weapon()), fight.names());
            // The blade and the reach are the creature's own: "their mace" for a hero.
            boolean hero = fight.words().person(c.id());
            out.add(ready.target() == null ? w.tp("look.readied.anyone", feminine, hero, weapon)
                    : w.tp("look.readied", feminine, hero, weapon, fight.name(ready.target())));
            // Frightened since it readied (house COND-FRIGHTENED): the blow is held, as the engine holds it.
            if (OnlyDefends.refusal(fight.battle(), c).isPresent()) out.add(w.t("look.readied.held"));
        }
        // Like its defences, a creature's conditions take a row only when it has some: under a tall map at
        // 80x24 a monster's behaviour was cut off by "Conditions: none".
        if (SidePane.shownConditions(c)) out.add(w.t("look.conditions", conditions(c)));
        String defences = defences(c.defence.defence, fight.words().feminine(c.id()));
        if (!defences.isEmpty()) out.add(w.t("look.defences", defences));
        List<String> weapons = counted(c.arsenal.weapons, x -> weapon(x, w, fight.names()));
        out.add(w.t("look.weapons", weapons.isEmpty() ? w.t("look.weapons.none") : String.join(", ", weapons)));
        out.add(w.tf("look.threats", fight.words().feminine(c.id()), names(threatened(c)), names(threatsTo(c))));
        String behaviour = fight.game().intents().behaviourName(c);
        if (behaviour != null && !c.side.playerControlled) {
            var last = fight.game().intents().last(c);
            String intent = last == null ? null : last.text();
            // A rule of the behaviour just named is not named again ("Behaviour: skirmisher · last: skirmisher: ...");
            // an inherited one keeps its origin ("guard: ...").
            boolean named = last != null && !behaviour.equals(last.origin());
            out.add(w.t("look.behaviour", fight.behaviourName(behaviour, c.id()), intent == null
                    ? w.t("look.behaviour.none")
                    : w.t("look.behaviour.last", fight.words().intent(intent, fight.messages(), named))));
        }
        return out;
    }

    /** One entry per run of identical weapons, counted: "javelin 1d6 piercing, range 6/24 (×3)". */
    public static List<String> counted(List<Weapon> weapons, Function<Weapon, String> name) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < weapons.size(); ) {
            int n = 1;
            while (i + n < weapons.size() && weapons.get(i + n).equals(weapons.get(i))) n++;
            out.add(copies(name.apply(weapons.get(i)), n));
            i += n;
        }
        return out;
    }

    /**
     * A weapon's words (or a potion's) with how many are carried, when more than one: "javelin 1d6 piercing,
     * range 6/24 (×5)".
     */
    static String copies(String weapon, int n) {
        return n > 1 ? weapon + " (×" + n + ")" : weapon;
    }

    static String weapon(Weapon w) {
        return weapon(w, ENGLISH, ContentNames.english());
    }

    /** The same in the screen's words, the weapon's name in the session's language. */
    static String weapon(Weapon w, FightTerms t, ContentNames names) {
        String s = weaponName(w, names) + " " + w.damage() + " " + t.damageType(w.damageType(), w.damage().maximum());
        if (w.magic() != 0) s += " +" + w.magic();
        if (w.canShoot()) s += t.t("weapon.range", w.normalRange(), w.longRange());
        if (w.canMelee() && w.reach() > 1) s += t.t("weapon.reach", w.reach());
        return s;
    }

    /** A weapon as the player says it: "light crossbow", not its id "light-crossbow". */
    public static String weaponName(Weapon w) {
        return weaponName(w, ContentNames.english());
    }

    /** The same in the session's language ("épée longue"), the English where the content gives none. */
    public static String weaponName(Weapon w, ContentNames names) {
        boolean named = w.name() != null && !w.name().isBlank() && !w.name().equals(w.id());
        return named ? names.weapon(w.id(), w.name()).toLowerCase(names.locale()) : w.id().replace('-', ' ');
    }

    /** @param feminine whether the creature's name is feminine (the sentence about what hits it agrees) */
    private String defences(DamagePipeline.Defence d, boolean feminine) {
        List<String> out = new ArrayList<>();
        for (Resistance r : d.resistances()) {
            String type = r.type() == null ? w.t("defence.all") : w.t("defence.type", w.damageType(r.type()));
            out.add(r.immune() ? w.t("defence.immune", type) : r.half() ? w.t("defence.halves", type)
                    : w.t("defence.resists", type, r.amount()));
        }
        for (DamageType t : d.vulnerabilities()) out.add(w.t("defence.vulnerable", w.t("defence.type", w.damageType(t))));
        if (d.damageReduction() > 0) out.add(w.t("defence.aura", d.damageReduction()));
        if (d.hitOnlyByMagic() > 0) out.add(w.tf("defence.magic", feminine, d.hitOnlyByMagic()));
        if (d.intangible()) out.add(w.tf("defence.intangible", feminine));
        if (d.zoid()) out.add(w.t("defence.zoid"));
        return String.join(", ", out);
    }

    public static String terrain(Terrain t) {
        return terrain(t, ENGLISH);
    }

    static String terrain(Terrain t, FightTerms w) {
        return w.t("terrain." + t.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), DoorWords.KEY);
    }

    public List<String> square(Pos p) {
        List<String> out = new ArrayList<>();
        Terrain t = battle().grid().at(p);
        WayDown down = battle().grid().wayDown(p);
        String ground = (t.isDoor() ? DoorWords.look(fight.game().services().doors, p, w) : terrain(t, w))
                + (down == null ? "" : w.t("look.way.down", down.id()));
        out.add(w.t("look.square", p, battle().grid().inBounds(p) ? ground : w.t("look.outside")));
        List<Weapon> lying = new ArrayList<>();
        for (GroundItems.Item i : battle().ground().at(p)) lying.add(i.weapon());
        if (!lying.isEmpty()) out.add(w.t("look.lying", String.join(", ", counted(lying, x -> weaponName(x, fight.names())))));
        // An unseen foe's square looks empty, and its reach is not told (ACT-HIDE).
        Creature c = battle().occupant(p);
        if (c != null && !Unseen.hidden(fight, c)) out.addAll(creature(c));
        else {
            List<String> reach = new ArrayList<>();
            for (Creature o : Unseen.shown(fight, battle().creatures())) {
                if (o.alive() && o.canAct() && distance(o, p) <= reach(o)) reach.add(fight.name(o.id()));
            }
            if (!reach.isEmpty()) out.add(w.t("look.reach.of", String.join(", ", reach)));
        }
        return out;
    }

    private static int distance(Creature c, Pos p) {
        int best = Integer.MAX_VALUE;
        for (Pos s : c.squares()) best = Math.min(best, s.distance(p));
        return best;
    }

    /** The eight squares around a creature and who can strike it, one sentence a line. */
    public List<String> surroundings(Creature c) {
        List<String> out = new ArrayList<>();
        out.add(w.t("around.self", who(c), c.at(), health(c, w), c.turn.movementLeft, action(c), reaction(c)));
        for (Direction d : Direction.values()) {
            Pos p = d.from(c.at());
            Creature o = battle().occupant(p);
            String what;
            if (o != null && o != c && !Unseen.hidden(fight, o)) {
                what = who(o) + ", " + side(c, o) + ", " + health(o, w);
            } else {
                what = battle().grid().inBounds(p) ? terrain(battle().grid().at(p), w) : w.t("around.edge");
            }
            out.add(w.t("around.square", capital(w.direction(d)), p, what));
        }
        List<Creature> threats = threatsTo(c);
        out.add(threats.isEmpty() ? w.t("around.safe") : w.t("around.threats", describeAll(threats)));
        List<Creature> mine = threatened(c);
        out.add(mine.isEmpty() ? w.t("around.none.mine") : w.t("around.mine", describeAll(mine)));
        out.addAll(furtherOff(c));
        return out;
    }

    /**
     * Every other living creature the player can see beyond the eight squares, nearest first, with which way
     * and how far: what the map shows, for a player who reads the screen by ear.
     */
    private List<String> furtherOff(Creature c) {
        List<Creature> far = new ArrayList<>();
        for (Creature o : Unseen.shown(fight, battle().creatures())) {
            if (o != c && o.alive() && c.distanceTo(o) > 1) far.add(o);
        }
        // A stable sort: at one distance, the creatures keep the fight's order.
        far.sort(Comparator.comparingInt(c::distanceTo));
        List<String> out = new ArrayList<>();
        out.add(far.isEmpty() ? w.t("around.far.none") : w.t("around.far.title"));
        for (Creature o : far) {
            out.add("  " + w.t("around.far", who(o), side(c, o), health(o, w), w.squares(c.distanceTo(o)),
                    w.toward(way(c.at(), o.at())), o.at()));
        }
        return out;
    }

    /** "enemy" or "ally" of {@code c}, agreeing with {@code o}'s name in French (alliée, ennemie). */
    private String side(Creature c, Creature o) {
        return w.tf(o.hostileTo(c) ? "around.enemy" : "around.ally", fight.words().feminine(o.id()));
    }

    /** The nearest of the eight ways from {@code from} to {@code to}: a diagonal unless one axis is twice the other. */
    static Direction way(Pos from, Pos to) {
        int dx = Integer.signum(to.x() - from.x());
        int dy = Integer.signum(to.y() - from.y());
        int ax = Math.abs(to.x() - from.x());
        int ay = Math.abs(to.y() - from.y());
        if (ax >= 2 * ay) dy = 0;
        else if (ay >= 2 * ax) dx = 0;
        for (Direction d : Direction.values()) if (d.dx == dx && d.dy == dy) return d;
        return Direction.NORTH;
    }

    private String describeAll(List<Creature> cs) {
        List<String> out = new ArrayList<>();
        for (Creature o : cs) out.add(w.t("around.threat", who(o), o.at(), reach(o)));
        return String.join("; ", out);
    }

    private String names(List<Creature> cs) {
        if (cs.isEmpty()) return w.t("nobody");
        List<String> out = new ArrayList<>();
        for (Creature o : cs) out.add(fight.name(o.id()));
        return String.join(", ", out);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
