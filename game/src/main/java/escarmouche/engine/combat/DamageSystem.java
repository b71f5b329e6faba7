package escarmouche.engine.combat;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.utils.ImmutableArray;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Resolving;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.engine.component.Mappers;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.DyingEvent;
import escarmouche.events.HealEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.ShockEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.damage.DamageLimits;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.damage.Healing;
import escarmouche.rules.damage.TemporaryHitPoints;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.health.Exhaustion;
import escarmouche.rules.health.KnockOut;
import escarmouche.rules.health.SystemShock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The one owner of hit points ({@code HealthComponent}): damage through the pipeline and temporary hit
 * points, then what falling below zero means (HP-DISABLED, HP-DYING, HP-DEAD for PCs; HP-SHOCK for
 * monsters and NPCs; HP-KO); healing (DMG-HEAL), temporary hit points (DMG-TEMP), exhaustion
 * (HP-EXHAUSTION), the dying character's bleeding and the strain of acting while disabled. Only this
 * system and the helpers it creates ({@link HitPointStates}, {@link FiveEDying}) write those fields;
 * {@code ComponentOwnershipTest} checks it.
 *
 * <p>An Ashley system over every entity with hit points. A hit or a healing either happens at once
 * ({@link #apply}, {@link #heal}: the caller needs what was dealt, and the events keep the order of the
 * resolution) or waits in the system's queue ({@link #post}, {@link #postHealing}) until the engine
 * updates; the queue belongs to the system, not to a component, because an entity holds one component of
 * each type and one resolution may hit a creature several times.
 */
public final class DamageSystem extends EntitySystem implements Resolving {
    /**
     * Its place in the engine's update, where systems run by ascending priority: after movement (10),
     * opportunity attacks (20) and grappling (40), which may post hits; before conditions (60) and the
     * turn bookkeeping (90), which then see the hit points it left.
     */
    public static final int PRIORITY = SystemOrder.DAMAGE;

    private final Battle battle;
    private final ConditionSystem conditions;
    private final HitPointStates states;
    private final FiveEDying fiveE;
    private final ConcentrationSaves concentration;
    /** Hits and healings waiting for the engine's update, first posted first applied. */
    private final ArrayDeque<Pending> queue = new ArrayDeque<>();
    private ImmutableArray<Entity> entities;

    /** What waits in the queue: a hit or a healing. */
    private sealed interface Pending {}

    private record Hit(Creature target, Request request) implements Pending {}

    private record Heal(Creature target, int amount, List<Roll> rolls, String source, List<String> rules)
            implements Pending {}

    public DamageSystem(Battle battle, ConditionSystem conditions) {
        super(PRIORITY);
        this.battle = battle;
        this.conditions = conditions;
        this.states = new HitPointStates(battle, conditions, this::kill);
        this.fiveE = new FiveEDying(battle, conditions, this);
        this.concentration = new ConcentrationSaves(battle, conditions);
    }

    @Override
    public void addedToEngine(Engine engine) {
        entities = engine.getEntitiesFor(Mappers.WITH_HEALTH);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        entities = null;
    }

    /** Queues a hit, applied as {@link #apply} would when the engine next updates. */
    public void post(Creature target, Request request) {
        queue.addLast(new Hit(target, request));
    }

    /** Queues a healing, applied as {@link #heal} would when the engine next updates. */
    public void postHealing(Creature target, int amount, List<Roll> rolls, String source, List<String> rules) {
        queue.addLast(new Heal(target, amount, List.copyOf(rolls), source, List.copyOf(rules)));
    }

    /** Whether hits or healings wait in the queue. */
    public boolean hasWork() {
        return !queue.isEmpty();
    }

    /**
     * Applies what waits, in the order it was posted, through the same code as {@link #apply} and
     * {@link #heal}. Anything posted while the queue drains is applied in the same update.
     * A creature no longer in the engine takes nothing.
     */
    @Override
    public void update(float deltaTime) {
        Pending p;
        while ((p = queue.pollFirst()) != null) {
            if (p instanceof Hit h) {
                if (inEngine(h.target())) apply(h.target(), h.request());
            } else if (p instanceof Heal h && inEngine(h.target())) {
                heal(h.target(), h.amount(), h.rolls(), h.source(), h.rules());
            }
        }
    }

    private boolean inEngine(Creature c) {
        return entities == null || entities.contains(c.entity(), true);
    }

    /**
     * One hit's damage.
     *
     * @param weaponMagic the weapon's magic bonus, or -1 for damage not from a weapon
     * @param knockOut    HP-KO: a melee attacker chose to knock out rather than kill
     * @param critical    the damage comes from a critical hit (plain 5e counts two death-save failures)
     * @param saveHalves  a successful save halves the damage, after the multiplier (ATK-CRIT) and, under the house
     *                    rules, after the flat reductions (DMG-VULN)
     * @param subtracted  the positions in {@code rolls} of the dice taken off (1d6-1d2's d2), for the event
     */
    public record Request(String source, DamageType type, List<Roll> rolls, List<Modifier> modifiers, int rolled,
                          int multiplier, int weaponMagic, boolean knockOut, List<String> rules, boolean critical,
                          boolean saveHalves, List<Integer> subtracted) {
        public Request {
            subtracted = subtracted == null ? List.of() : List.copyOf(subtracted);
        }

        public Request(String source, DamageType type, List<Roll> rolls, List<Modifier> modifiers, int rolled,
                       int multiplier, int weaponMagic, boolean knockOut, List<String> rules, boolean critical,
                       boolean saveHalves) {
            this(source, type, rolls, modifiers, rolled, multiplier, weaponMagic, knockOut, rules, critical, saveHalves,
                    List.of());
        }

        /** This request with the dice at {@code positions} of its rolls taken off rather than added. */
        public Request subtracting(List<Integer> positions) {
            return new Request(source, type, rolls, modifiers, rolled, multiplier, weaponMagic, knockOut, rules,
                    critical, saveHalves, positions);
        }

        public Request(String source, DamageType type, List<Roll> rolls, List<Modifier> modifiers, int rolled,
                       int multiplier, int weaponMagic, boolean knockOut, List<String> rules, boolean critical) {
            this(source, type, rolls, modifiers, rolled, multiplier, weaponMagic, knockOut, rules, critical, false);
        }

        public Request(String source, DamageType type, List<Roll> rolls, List<Modifier> modifiers, int rolled,
                       int multiplier, int weaponMagic, boolean knockOut, List<String> rules) {
            this(source, type, rolls, modifiers, rolled, multiplier, weaponMagic, knockOut, rules, multiplier > 1);
        }
    }

    /** Applies the damage and returns what the target took (temporary hit points included). */
    public int apply(Creature target, Request request) {
        if (!target.alive()) return 0;
        boolean petrified = target.has(Condition.PETRIFIED);
        DamagePipeline.Defence defence = defenceOf(target, petrified);
        DamagePipeline.Result result = DamagePipeline.apply(
                new DamagePipeline.Hit(request.rolled(), request.multiplier(), request.type(), request.weaponMagic(),
                        request.saveHalves()),
                defence, battle.rules());
        // The pipeline first (it rolls nothing), so that the list of rules is made at its full size; the event
        // gets it read-only rather than a copy, as nothing else holds it or changes it after.
        List<String> requested = request.rules();
        List<String> pipeline = result.rules();
        List<String> rules = new ArrayList<>(requested.size() + pipeline.size() + 2);
        for (int i = 0, n = requested.size(); i < n; i++) rules.add(requested.get(i));
        if (petrified) rules.add("COND-PETRIFIED");
        int amount = result.finalDamage();
        TemporaryHitPoints.Split split = TemporaryHitPoints.absorb(target.health.tempHp, amount);
        target.health.tempHp = split.tempLeft();
        int before = target.health.hp;
        // Held at minus a billion (DamageLimits): hit after hit on a creature far below 0 would wrap round to above.
        target.health.hp = DamageLimits.hitPointsAfter(target.health.hp, split.toHitPoints());
        // Plain 5e has no negative hit points: the event already shows the 0 the creature is left at.
        if (!battle.house(RulePart.HIT_POINTS)) target.health.hp = Math.max(0, target.health.hp);
        // HP-KO: the blow knocks out rather than kills, so a character is left above death (HP-DEAD), and the
        // event shows the hit points it is really left at, and what the knock-out did.
        KnockOut knockOut = request.knockOut() && split.toHitPoints() > 0 && target.health.hp <= 0
                ? KnockOut.of(battle.house(RulePart.HIT_POINTS), target.isPc(), target.health.hp) : null;
        if (knockOut != null) {
            rules.add(requested.size(), "HP-KO");
            target.health.hp = knockOut.hitPoints(target.health.hp);
        }
        // Most hits meet no defence: no steps, and the shared empty list of reductions.
        List<DamagePipeline.Step> steps = result.steps();
        List<DamageEvent.Reduction> reductions = steps.isEmpty() ? List.of() : new ArrayList<>(steps.size());
        for (int i = 0, n = steps.size(); i < n; i++) {
            DamagePipeline.Step s = steps.get(i);
            reductions.add(new DamageEvent.Reduction(s.rule(), s.amount(), s.immune() ? Boolean.TRUE : null));
        }
        for (int i = 0, n = pipeline.size(); i < n; i++) {
            String r = pipeline.get(i);
            if (!rules.contains(r)) rules.add(r);
        }
        if (split.absorbed() > 0) rules.add("DMG-TEMP");
        battle.emit(new DamageEvent(target.id(), request.source(), request.type().id(), request.rolls(),
                request.modifiers(), request.rolled(), request.multiplier(),
                request.saveHalves() ? result.saveHalf() : null, reductions, split.absorbed(), amount,
                target.health.hp, Collections.unmodifiableList(rules),
                request.subtracted().isEmpty() ? null : request.subtracted(), knockOut == null ? null : knockOut.id()));
        if (split.toHitPoints() > 0) afterDamage(target, before, split.toHitPoints(), request);
        // 5e: damage taken, temporary hit points included, calls for a concentration save, once per hit.
        concentration.afterDamage(target, amount);
        return amount;
    }

    /**
     * The defences a hit on {@code target} meets now: its own, and while petrified a halving of every
     * type among its resistances (COND-PETRIFIED), which does not add to a flat resistance of its own to the
     * same type: whichever leaves less damage counts (DMG-RESIST-HALF). The attack preview weighs its odds
     * against the same.
     */
    public static DamagePipeline.Defence defenceOf(Creature target) {
        return defenceOf(target, target.has(Condition.PETRIFIED));
    }

    private static DamagePipeline.Defence defenceOf(Creature target, boolean petrified) {
        return petrified ? petrified(target.defence.defence) : target.defence.defence;
    }

    /**
     * COND-PETRIFIED: resistance (halving) to every damage type, added to the creature's own resistances; the
     * pipeline weighs it against a flat one to the same type, the one leaving less damage counting (DMG-RESIST-HALF).
     */
    private static DamagePipeline.Defence petrified(DamagePipeline.Defence d) {
        List<Resistance> r = new ArrayList<>(d.resistances());
        r.add(Resistance.halving(null));
        return new DamagePipeline.Defence(r, d.vulnerabilities(), d.damageReduction(), d.hitOnlyByMagic(),
                d.intangible(), d.zoid());
    }

    private void afterDamage(Creature target, int before, int lost, Request request) {
        if (!target.alive()) return;
        int hp = target.health.hp;
        if (request.knockOut() && hp <= 0) {
            knockOut(target);
            return;
        }
        if (!battle.house(RulePart.HIT_POINTS)) {
            fiveE.afterDamage(target, before, lost, request.critical());
            return;
        }
        if (target.isPc()) {
            // HP-DYING: any damage makes a stable character dying again.
            if (hp < 0) conditions.remove(target, Condition.STABLE, "damaged again", "HP-DYING");
            states.settle(target);
            return;
        }
        if (hp < 0) systemShock(target);
    }

    /** HP-KO: unconscious and stable instead of dying (plain 5e: at 0 hit points). */
    private void knockOut(Creature target) {
        if (!battle.house(RulePart.HIT_POINTS)) target.health.hp = 0;
        if (!target.isPc()) target.health.out = true;
        target.health.knockedOut = true;
        conditions.addFromHitPoints(target, Condition.UNCONSCIOUS, "knocked out", "HP-KO");
        conditions.addFromHitPoints(target, Condition.STABLE, "knocked out", "HP-KO");
        states.settle(target);
    }

    /** HP-SHOCK: every time a monster or NPC is damaged and left below 0. */
    private void systemShock(Creature target) {
        SystemShock.Result shock = SystemShock.roll(target.health.hp, target.stats.systemShock, battle.dice());
        SystemShock.Decision d = SystemShock.decide(shock.failed(), target.isNpc(), target.health.shockFailures);
        target.health.shockFailures = d.failuresInARow();
        battle.emit(new ShockEvent(target.id(), List.of(shock.roll()), shock.below(), shock.total(),
                shock.threshold(), d.outcome().id(), List.of("HP-SHOCK")));
        if (d.outcome() == SystemShock.Outcome.DIES) {
            kill(target, "HP-SHOCK");
        } else if (d.outcome() == SystemShock.Outcome.OUT && !target.health.out) {
            target.health.out = true;
            conditions.addFromHitPoints(target, Condition.INCAPACITATED, "out of the fight (system shock)", "HP-SHOCK");
        }
    }

    public void kill(Creature target, String rule) {
        if (!target.alive()) return;
        target.health.dead = true;
        battle.noteDeath();
        battle.emit(new DeathEvent(target.id(), List.of(rule)));
        conditions.onDeath(target);
    }

    /**
     * HP-DYING: a dying character who failed to stabilise at the end of its turn loses 1 hit point; the
     * event shows the roll and what is left, then the conditions follow (at -10, HP-DEAD).
     */
    public void bleed(Creature c, Roll roll) {
        c.health.hp -= 1;
        battle.emit(new DyingEvent(c.id(), List.of(roll), "loses-hp", c.health.hp, List.of("HP-DYING")));
        settle(c);
    }

    /** HP-DISABLED: whether a strenuous action begun now is taken at 0 hit points, and so costs 1 after it. */
    public boolean disabledNow(Creature actor) {
        return actor.has(Condition.DISABLED) && actor.alive() && actor.health.hp == 0;
    }

    /**
     * HP-DISABLED: a strenuous action (an attack, a grapple or shove, a spell) taken at exactly 0 hit
     * points drops the character to -1, unconscious and dying.
     */
    public void strain(Creature actor) {
        strain(actor, disabledNow(actor));
    }

    /**
     * HP-DISABLED for an action that may change its own actor's hit points (cure wounds cast on itself):
     * {@code atZero} says whether it was taken at 0. The seed's "you lose 1 hit point right after it" is read
     * as a cost of the action, whatever the action did: healed from 0 to 8, the caster ends at 7, conscious.
     */
    public void strain(Creature actor, boolean atZero) {
        if (!atZero || !actor.alive()) return;
        if (actor.health.hp != 0) {
            actor.health.hp -= 1;
            battle.emit(new NoteEvent(actor.id(), actor.id() + " acted at 0 HP: the strain costs 1 HP after it (HP "
                    + actor.health.hp + ")", List.of("HP-DISABLED")));
            states.settle(actor);
            return;
        }
        if (!actor.has(Condition.DISABLED)) return;
        actor.health.hp = -1;
        battle.emit(new NoteEvent(actor.id(), actor.id() + " strains at 0 HP and drops to -1",
                List.of("HP-DISABLED")));
        conditions.remove(actor, Condition.DISABLED, "strenuous action", "HP-DISABLED");
        conditions.addFromHitPoints(actor, Condition.UNCONSCIOUS, "dying", "HP-DYING");
    }

    /** Plain 5e (dd5): the death saving throw of a character at 0 hit points as its turn starts. */
    public void deathSave(Creature c) {
        fiveE.startOfTurn(c);
    }

    /**
     * DMG-HEAL: adds hit points up to the maximum (halved by HP-EXHAUSTION 4+), from a negative total if
     * need be. Back above 0, what hit points caused ends (dying, knocked out, system shock). A PC healed
     * from below 0 to exactly 0 is no longer dying but stays unconscious, as HP-DYING keeps a stable PC
     * unconscious until healed above 0. Returns the hit points gained.
     */
    public int heal(Creature target, int amount, List<Roll> rolls, String source, List<String> rules) {
        if (!target.alive()) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is dead: healing does nothing", List.of("DMG-HEAL")));
            return 0;
        }
        int before = target.health.hp;
        int max = Exhaustion.maxHp(target.health.exhaustion, target.health.maxHp);
        target.health.hp = Healing.apply(before, max, amount);
        int gained = target.health.hp - before;
        List<String> fired = new ArrayList<>(rules);
        if (!fired.contains("DMG-HEAL")) fired.add("DMG-HEAL");
        battle.emit(new HealEvent(target.id(), rolls, gained, target.health.hp, List.copyOf(fired), amount, source));
        afterHealing(target, before);
        return gained;
    }

    /**
     * Healed to 0 or more, a creature is no longer dying, knocked out or out of the fight; what it is then
     * follows from its hit points alone (a character at exactly 0 is disabled, HP-DISABLED).
     */
    private void afterHealing(Creature target, int before) {
        int hp = target.health.hp;
        if (hp < 0 || hp == before) return;
        target.health.deathSuccesses = 0;
        target.health.deathFailures = 0;
        target.health.out = false;
        target.health.knockedOut = false;
        target.health.shockFailures = 0;
        states.settle(target);
    }

    /**
     * Makes the conditions that hit points cause match them (HP-DISABLED at exactly 0, HP-DYING below,
     * HP-DEAD at -10), for hit points changed outside a hit or healing, or set by the scenario.
     */
    public void settle(Creature target) {
        states.settle(target);
    }

    /**
     * DMG-TEMP from a spell: its id and its caster's id are two arguments of the note ("by false-life from w",
     * the phrase engine.note.temporary.spell), so that the log says each by its name, in any language.
     */
    public void grantTemporary(Creature target, int amount, String spellId, String casterId) {
        grantTemporary(target, amount, spellId + " from " + casterId);
    }

    /** DMG-TEMP: temporary hit points do not stack; the creature keeps the higher amount. */
    public void grantTemporary(Creature target, int amount, String source) {
        int before = target.health.tempHp;
        target.health.tempHp = TemporaryHitPoints.grant(before, amount);
        // One point is said in the singular (the phrases engine.note.temporary.one...).
        String text = target.id() + " is offered " + amount
                + (amount == 1 ? " temporary hit point" : " temporary hit points")
                + (source == null ? "" : " by " + source) + ": keeps " + target.health.tempHp
                + (before > 0 ? " (had " + before + "; they do not stack)" : "");
        battle.emit(new NoteEvent(target.id(), text, List.of("DMG-TEMP")));
    }

    /**
     * HP-EXHAUSTION: adds (or with a negative count removes) levels. At 4 the hit point maximum is halved
     * and current hit points drop to it; at 6 the creature dies.
     */
    public void exhaust(Creature target, int levels, String reason) {
        if (!target.alive() || levels == 0) return;
        int level = Exhaustion.clamp(target.health.exhaustion + levels);
        target.health.exhaustion = level;
        // The reason is a phrase of the bundles (engine.cond.exhausted.by), its own words kept distinct enough
        // that a French log finds it again and says the level's effects in French.
        battle.emit(new ConditionEvent(target.id(), "exhaustion", level > 0,
                reason + " (exhaustion level " + level + "): " + Exhaustion.effects(level),
                List.of("HP-EXHAUSTION"), null, level));
        exhaustionEffects(target, level);
    }

    /**
     * As the fight starts: the exhaustion the scenario gives a creature (HP-EXHAUSTION) takes effect, and
     * its conditions follow its hit points (a character starting at 0 is disabled, below 0 dying).
     */
    public void startOfFight(Creature target) {
        int level = target.health.exhaustion;
        if (level > 0 && target.alive()) {
            // A phrase of the bundles (engine.cond.starts.exhausted), the effects another (engine.exhaustion.N):
            // a French log says both in French.
            battle.emit(new ConditionEvent(target.id(), "exhaustion", true, "starts exhausted: " + Exhaustion.effects(level),
                    List.of("HP-EXHAUSTION"), null, level));
            exhaustionEffects(target, level);
        }
        settle(target);
        // After its hit points had their say: a character listed unconscious at 0 is disabled, not asleep.
        conditions.startsUnconscious(target);
    }

    /** HP-EXHAUSTION 4: current hit points drop to the halved maximum; 6: death. */
    private void exhaustionEffects(Creature target, int level) {
        if (Exhaustion.dead(level)) {
            kill(target, "HP-EXHAUSTION");
            return;
        }
        int max = Exhaustion.maxHp(level, target.health.maxHp);
        if (target.health.hp > max) {
            target.health.hp = max;
            battle.emit(new NoteEvent(target.id(), target.id() + "'s hit point maximum is halved to " + max
                    + " by exhaustion: hp " + max, List.of("HP-EXHAUSTION")));
        }
        settle(target);
    }
}
