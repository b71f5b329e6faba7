package escarmouche.engine.combat;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.utils.ImmutableArray;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.engine.component.Mappers;
import escarmouche.events.ConditionEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The condition system: the one owner of every creature's {@link ConditionsComponent}. It adds and removes
 * conditions, announcing each change in the log with its rule, and ends timed ones when their turn comes.
 * Knock-on effects live here so that every way of gaining a condition has them: an unconscious creature
 * falls prone and drops what it holds; an incapacitated one, or one held at speed 0, loses its Dodge; an
 * incapacitated grappler lets go (GRAP-END). It also keeps what goes with conditions: the help marks
 * (ACT-HELP), the saves that can end a spell's condition, the poison behind COND-POISONED, the net behind a
 * COND-RESTRAINED, the stealth total of a hidden creature. Nothing else writes that component ({@code ConditionOwnershipTest}).
 *
 * <p>An Ashley system over {@code Family.all(ConditionsComponent.class)} ({@link Mappers#CONDITIONED}) at
 * priority {@value #PRIORITY}: after movement (10), opportunity attacks (20), grapples (40) and damage (50),
 * before the turn bookkeeping (90). Its work is done when it is called, not in {@link #update}: a condition
 * event must come at its place in the log, between the events of the attack, fall or spell that caused
 * it, and the durations end at the start or end of a named creature's turn, in the order the turn's other
 * effects (poison, saves) expect; so {@code TurnEffects} calls {@link #expireAtStartOf} and
 * {@link #expireAtEndOf} at those moments.
 */
public final class ConditionSystem extends EntitySystem {
    /** Where it runs in the engine's order of systems. */
    public static final int PRIORITY = SystemOrder.CONDITIONS;

    private final Battle battle;
    private java.util.function.BiConsumer<Creature, Condition> grounded = (c, why) -> { };
    private ImmutableArray<Entity> conditioned;
    /**
     * Whether a condition with an end or a Help mark was ever given in this battle: until then the walks
     * through every creature at each turn's start and end have nothing to find, and most fights never
     * give one.
     */
    private boolean everTimed;

    public ConditionSystem(Battle battle) {
        super(PRIORITY);
        this.battle = battle;
    }

    @Override
    public void addedToEngine(Engine engine) {
        conditioned = engine.getEntitiesFor(Mappers.CONDITIONED);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        conditioned = null;
    }

    /** The entities whose conditions it keeps (empty until it is added to an engine). */
    public int tracked() {
        return conditioned == null ? 0 : conditioned.size();
    }

    /** Nothing waits for an update: every change is made, and logged, when it is asked for. */
    @Override
    public void update(float deltaTime) {
        // Deliberately empty; see the class comment.
    }

    /** Who handles a flyer brought down by a new condition (MOVE-FLY); set once when a game is built. */
    public void onGrounded(java.util.function.BiConsumer<Creature, Condition> handler) {
        this.grounded = handler;
    }

    /** Adds a condition until something removes it; does nothing when already present. */
    public void add(Creature target, Condition c, String reason, String rule) {
        add(target, c, reason, rule, null, null);
    }

    public void add(Creature target, Condition c, String reason, String rule, String source) {
        add(target, c, reason, rule, source, null);
    }

    /**
     * Adds a condition that ends as {@code end} says (null: until removed). A creature that already has it
     * keeps a single instance: an untimed one wins, otherwise the newer end replaces the older.
     */
    public void add(Creature target, Condition c, String reason, String rule, String source, ConditionEnd end) {
        give(target, c, reason, rule, source, end);
        // Held until removed: a poison or a spell's save that also held it letting go does not end it (release).
        if (end == null) target.conditions.holdUntilRemoved(c);
    }

    /** {@link #add} without its hold until removed: a poison's or a spell's condition, which its own source ends. */
    private void give(Creature target, Condition c, String reason, String rule, String source, ConditionEnd end) {
        ConditionsComponent cc = target.conditions;
        if (cc.has(c)) {
            if (end == null) cc.clearEnd(c);
            else if (cc.ends.containsKey(c)) {
                everTimed = true;
                cc.setEnd(c, end);
            }
            return;
        }
        cc.gain(c);
        battle.noteHeld(c);
        if (source != null) cc.setSource(c, source);
        if (end != null) {
            everTimed = true;
            cc.setEnd(c, end);
        }
        battle.emit(new ConditionEvent(target.id(), c.id(), true, reason, List.of(rule),
                end == null ? null : end.describe(), null));
        afterAdding(target, c);
    }

    /**
     * COND-UNCONSCIOUS for a creature the scenario starts unconscious (a sleeper): it lies prone and what it
     * holds lies beside it, as for one that falls unconscious during the fight.
     */
    public void startsUnconscious(Creature target) {
        if (!target.alive() || !target.has(Condition.UNCONSCIOUS)) return;
        add(target, Condition.PRONE, "lies unconscious", "COND-UNCONSCIOUS");
        dropHeld(target);
    }

    /**
     * ACT-DODGE for a creature the scenario starts dodging: that is the dodge it took on its turn before the
     * fight, so it ends as the creature's first turn starts ("until the start of its next turn"), as a dodge
     * taken in the fight does; held until removed, it used to last the whole fight. A dodge is lost while its
     * creature is incapacitated or at speed 0: one that starts so (listed unconscious or grappled beside it,
     * exhausted to level 5) loses it at once, with the reason the fight gives when that befalls a dodger
     * ({@link #afterAdding}), rather than show it dodging till its turn. Asked after the hit points and
     * exhaustion have had their say ({@code Game.start}): their events come first, as in the fight.
     */
    public void startsDodging(Creature target) {
        if (!target.has(Condition.DODGING)) return;
        String lost = StartingDodge.lostBecause(target);
        if (lost != null) {
            remove(target, Condition.DODGING, lost, "ACT-DODGE");
            return;
        }
        everTimed = true;
        target.conditions.setEnd(Condition.DODGING, ConditionEnd.startOfNextTurn(target.id()));
        target.conditions.endOnlyOnTime(Condition.DODGING);
    }

    private void afterAdding(Creature target, Condition c) {
        if (escarmouche.rules.movement.Flight.falls(target.conditions.set, c)) grounded.accept(target, c);
        if (c == Condition.UNCONSCIOUS) {
            add(target, Condition.PRONE, "falls unconscious", "COND-UNCONSCIOUS");
            dropHeld(target);
        }
        if (c.incapacitates()) {
            remove(target, Condition.DODGING, StartingDodge.INCAPACITATED, "ACT-DODGE");
            releaseHeldBy(target, " is incapacitated");
            // 5e: an incapacitated caster loses its concentration (a disabled one, conscious, keeps it).
            endConcentration(target, target.id() + " is " + c.id() + " and cannot concentrate");
        }
        if (c == Condition.GRAPPLED || c == Condition.RESTRAINED) {
            remove(target, Condition.DODGING, StartingDodge.SPEED_ZERO, "ACT-DODGE");
        }
    }

    public void remove(Creature target, Condition c, String reason, String rule) {
        remove(target, c, reason, List.of(rule));
    }

    /** {@link #remove(Creature, Condition, String, String)}, naming several rules: the first is what removed it. */
    public void remove(Creature target, Condition c, String reason, List<String> rules) {
        ConditionsComponent cc = target.conditions;
        if (!cc.has(c)) return;
        ConditionsComponent.Caught net = cc.caught != null && cc.caught.condition() == c ? cc.caught : null;
        cc.lose(c);
        if (net != null) netComesDown(target, net);
        battle.emit(new ConditionEvent(target.id(), c.id(), false, reason, rules));
        if (c == Condition.POISONED && cc.poison != null) {
            Poison p = cc.poison;
            cc.poison = null;
            poisonWearsOff(target, p);
        }
    }

    /** The poison no longer holds its victim: its paralysis ends, unless something else holds that too. */
    private void poisonWearsOff(Creature target, Poison p) {
        if (p.paralyzes()) release(target, Condition.PARALYZED, "the poison wears off", "COND-POISONED");
    }

    /**
     * One of the sources of {@code c} lets go (its poison wore off, its spell's save succeeded, its time is
     * up), that source already forgotten: the condition ends unless another still holds it. Several sources
     * share one condition (hold person on a creature a poison paralyses, or paralysed from the start), and
     * each keeps its own hold; the condition ends when the last one lets go, in whichever order.
     */
    private void release(Creature target, Condition c, String reason, String rule) {
        if (!target.has(c) || stillHeld(target.conditions, c)) return;
        remove(target, c, reason, rule);
    }

    /**
     * Whether something still holds {@code c}: a source with no end of its own (a starting condition, a
     * plain add), the poison (COND-POISONED, and COND-PARALYZED when it paralyses), a net (COND-RESTRAINED)
     * or a spell whose save has not ended it yet. A timed end is not counted: it is the poison's own, or that
     * of the source that let go.
     */
    private static boolean stillHeld(ConditionsComponent cc, Condition c) {
        if (cc.heldUntilRemoved(c)) return true;
        Poison p = cc.poison;
        if (p != null && (c == Condition.POISONED || (c == Condition.PARALYZED && p.paralyzes()))) return true;
        if (cc.caught != null && cc.caught.condition() == c) return true;
        List<ConditionsComponent.SaveEnds> saves = cc.saveEnds;
        for (int i = 0; i < saves.size(); i++) {
            if (saves.get(i).condition() == c) return true;
        }
        return false;
    }

    /** A condition caused by hit points (HP-DYING, HP-KO, HP-DISABLED): healing above 0 ends it. */
    public void addFromHitPoints(Creature target, Condition c, String reason, String rule) {
        boolean had = target.has(c);
        add(target, c, reason, rule);
        if (!had) target.conditions.markFromHitPoints(c);
    }

    /**
     * Records that hit points cause {@code c} (HP-DISABLED, HP-DYING), so healing above 0 ends it, even
     * when it was there before (a scenario can start a creature with it).
     */
    public void markFromHitPoints(Creature target, Condition c) {
        target.conditions.markFromHitPoints(c);
    }

    /**
     * COND-POISONED [HOUSE]: poisons that do more than the condition (damage each turn, paralysis) as
     * content describes them; the extra effects last as long as the condition.
     */
    public void poison(Creature target, Poison poison, String source, ConditionEnd end) {
        boolean had = target.has(Condition.POISONED);
        give(target, Condition.POISONED, "poisoned by " + poison.name(), "COND-POISONED", source, end);
        if (had) {
            // A second dose starts the count over (give moved its end): said, or the poison outlasts what the log told.
            if (end != null && target.conditions.ends.containsKey(Condition.POISONED)) {
                battle.emit(new NoteEvent(target.id(), target.id() + " is poisoned again by " + poison.name()
                        + ": the count of turns starts over at " + end.rounds(),
                        List.of("COND-POISONED")));
            }
            return;
        }
        target.conditions.poison = poison;
        if (poison.paralyzes()) {
            // Already paralysed (hold person): no new event, but the poison holds it too (stillHeld).
            give(target, Condition.PARALYZED, "paralyzed by " + poison.name(), "COND-POISONED", source, end);
        }
    }

    /**
     * A weapon's hit leaves it caught ({@code rules.conditions.Snare}: the net restrains): the condition comes
     * with the weapon's hold, which lasts until {@link #freeFromNet}, whoever threw it and whatever becomes of
     * them. Already holding the condition (a starting one), it is held by the net too, which a note says since
     * no condition comes. The caller leaves alone a creature already caught ({@link ConditionsComponent#caught}).
     *
     * @param reason why the condition comes ("caught in the net from hero")
     */
    public void catchIn(Creature target, ConditionsComponent.Caught caught, String reason) {
        Condition c = caught.condition();
        if (target.has(c)) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is already " + c.id() + ": the " + caught.weapon()
                    + " from " + caught.thrower() + " holds it too", List.of(c.ruleId())));
        } else {
            give(target, c, reason, c.ruleId(), caught.thrower(), null);
        }
        target.conditions.caught = caught;
    }

    /**
     * The net lets go (a Strength check freed the creature): its condition ends unless something else still
     * holds it (a starting condition), and the net, loose again, lies in the creature's square.
     */
    public void freeFromNet(Creature target, String reason) {
        letGo(target, reason, false);
    }

    /** The net was cut (5 slashing damage): as {@link #freeFromNet}, but the net is destroyed, left nowhere. */
    public void cutFromNet(Creature target, String reason) {
        letGo(target, reason, true);
    }

    private void letGo(Creature target, String reason, boolean destroyed) {
        ConditionsComponent.Caught caught = target.conditions.caught;
        if (caught == null) return;
        target.conditions.caught = null;
        if (!destroyed) netComesDown(target, caught);
        Condition c = caught.condition();
        release(target, c, reason, c.ruleId());
        // Held by more than the net, the condition stays and no condition event comes: a note says the net let go,
        // and what holds it still, as its catch said the net held it too ("... holds it too").
        if (target.has(c)) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is out of the " + caught.weapon() + ", but still "
                    + c.id() + ": " + stillHolding(target.conditions, c), List.of(c.ruleId())));
        }
    }

    /** What holds {@code c} once a net let go of it ({@link #stillHeld} was true): the first that {@link #release} counts. */
    private static String stillHolding(ConditionsComponent cc, Condition c) {
        if (cc.heldFromStart(c)) return "it has been since the fight began";
        for (ConditionsComponent.SaveEnds save : cc.saveEnds) {
            if (save.condition() == c) return save.spell() + " from " + save.source() + " holds it too, until a save ends it";
        }
        return "something else holds it too";
    }

    /**
     * A thrown net that no longer holds its creature comes down where that creature is now (it went wherever
     * the creature was moved or shoved), a thrown weapon lying loose again. One that stayed in its wielder's
     * hand has nothing to come down.
     */
    private void netComesDown(Creature target, ConditionsComponent.Caught caught) {
        if (caught.thrown() != null) battle.ground().land(target.at(), caught.thrown(), caught.thrower());
    }

    /**
     * The net holding {@code target} takes {@code damage} slashing damage (COND-RESTRAINED: 5e's net is cut by
     * 5 of it, added up over the blows); the caller frees the creature once that is reached.
     */
    public void cutNet(Creature target, int damage) {
        ConditionsComponent.Caught caught = target.conditions.caught;
        if (caught != null && damage > 0) target.conditions.caught = caught.cutBy(damage);
    }

    /** A dead creature lets go of what it grappled and stops grappling others (GRAP-END). */
    public void onDeath(Creature dead) {
        releaseHeldBy(dead, " died");
        // A net holds no corpse: it lies there, loose, for anyone to pick up (the corpse keeps its conditions).
        ConditionsComponent.Caught net = dead.conditions.caught;
        if (net != null) {
            dead.conditions.caught = null;
            netComesDown(dead, net);
        }
        dead.conditions.clearHelps();
        endConcentration(dead, dead.id() + " died");
        // A dead creature is held by no one's spell any more: its casters concentrate on nothing there.
        if (!dead.conditions.saveEnds.isEmpty()) {
            for (ConditionsComponent.SaveEnds s : List.copyOf(dead.conditions.saveEnds)) dropSave(dead, s);
        }
    }

    /**
     * GRAP-END: every creature {@code holder} grapples is let go, with the reason {@code holder.id() + what}.
     * The reason is put in words only when someone is let go: creatures fall and die far more often than
     * they hold anyone.
     */
    private void releaseHeldBy(Creature holder, String what) {
        String reason = null;
        List<Creature> all = battle.creatures();
        for (int i = 0; i < all.size(); i++) {
            Creature other = all.get(i);
            // Not grappled, nothing to remove (remove would do nothing): its source is not looked up.
            if (other == holder || !other.has(Condition.GRAPPLED)) continue;
            if (holder.id().equals(other.conditions.sources.get(Condition.GRAPPLED))) {
                if (reason == null) reason = holder.id() + what;
                remove(other, Condition.GRAPPLED, reason, "GRAP-END");
            }
        }
    }

    /**
     * COND-UNCONSCIOUS: the weapon in hand falls into the creature's square (natural weapons stay), and the
     * one in its other hand too after a two-weapon attack (ATK-TWF).
     */
    private void dropHeld(Creature target) {
        sayDropped(target, dropWeaponInHand(target, "COND-UNCONSCIOUS"));
        sayDropped(target, dropWeaponInOffHand(target, "COND-UNCONSCIOUS"));
    }

    private void sayDropped(Creature target, Weapon held) {
        if (held == null) return;
        // A hero is "they" in English, as the text log says it (the phrase's .they form, engine.note.drops.they).
        battle.emit(new NoteEvent(target.id(), target.id() + " drops " + (target.isPc() ? "their " : "its ") + held.id()
                + " at " + target.at(), List.of("COND-UNCONSCIOUS")));
    }

    /**
     * The weapon in the other hand (ATK-TWF) laid in the creature's square, or null when that hand held none:
     * as it falls unconscious (COND-UNCONSCIOUS), or to free a hand to grapple (GRAP-START), {@code rule}.
     */
    public Weapon dropWeaponInOffHand(Creature c, String rule) {
        Weapon held = c.arsenal.weaponInOffHand();
        c.arsenal.offHand = null;
        if (held == null) return null;
        c.arsenal.weapons.remove(held);
        battle.ground().drop(c.at(), held, c.id(), rule);
        return held;
    }

    /**
     * Takes the weapon in {@code c}'s hand ({@link escarmouche.engine.component.ArsenalComponent#weaponInHand})
     * out of its list and lays it in its square, picking it up again explained by {@code rule}; returns it, or
     * null when its hand held none. Falling unconscious (COND-UNCONSCIOUS) and grappling with full hands
     * (GRAP-START) drop it so; each says it in its own words.
     */
    public Weapon dropWeaponInHand(Creature c, String rule) {
        Weapon held = c.arsenal.weaponInHand();
        if (held == null) return null;
        c.arsenal.weapons.remove(held);
        c.arsenal.inHand = null;
        battle.ground().drop(c.at(), held, c.id(), rule);
        return held;
    }

    /**
     * ACT-HELP: the ally's first attack against the target has advantage until the helper's next turn; with
     * no target, its next ability check does ({@link CheckHelp}).
     */
    public void help(Creature helper, Creature ally, Creature target) {
        everTimed = true;
        ally.conditions.addHelp(new ConditionsComponent.HelpMark(helper.id(), target == null ? null : target.id()));
    }

    /** The help an attacker has against a target, or null. */
    public static ConditionsComponent.HelpMark helpAgainst(Creature attacker, Creature target) {
        // By index: asked at every attack, and an iterator over the read-only view is made each time.
        List<ConditionsComponent.HelpMark> helps = attacker.conditions.helps;
        for (int i = 0, n = helps.size(); i < n; i++) {
            ConditionsComponent.HelpMark h = helps.get(i);
            if (target.id().equals(h.target())) return h;
        }
        return null;
    }

    /** Uses up the help an attacker had against a target (it applies to the first attack only). */
    public void useHelp(Creature attacker, Creature target) {
        ConditionsComponent.HelpMark h = helpAgainst(attacker, target);
        if (h != null) attacker.conditions.removeHelp(h);
    }

    /**
     * ACT-HELP: uses up the help lent to the creature's next ability check, once a check was rolled with it
     * ({@link CheckHelp}). Static: the checks that roll it (contests, terrain checks) do not hold this system.
     */
    public static void useCheckHelp(Creature c) {
        ConditionsComponent.HelpMark h = CheckHelp.mark(c);
        if (h != null) c.conditions.removeHelp(h);
    }

    /** Ends what lasts until the start of {@code active}'s turn, and counts down round durations. */
    public void expireAtStartOf(Creature active) {
        if (!everTimed) return;
        List<Creature> all = battle.creatures();
        for (int i = 0; i < all.size(); i++) {
            Creature c = all.get(i);
            c.conditions.removeHelpsBy(active.id());
            // Most creatures carry no timed condition: nothing to walk through (this runs every turn).
            if (c.conditions.ends.isEmpty()) continue;
            List<Condition> ending = new ArrayList<>();
            for (Map.Entry<Condition, ConditionEnd> e : c.conditions.ends.entrySet()) {
                if (e.getValue().endsAtStartOf(active.id())) ending.add(e.getKey());
                else c.conditions.setEnd(e.getKey(), e.getValue().afterStartOf(active.id()));
            }
            for (Condition cond : ending) {
                timeUp(c, cond, "ends as " + active.id() + "'s turn starts");
            }
        }
    }

    /** Ends what lasts until the end of {@code active}'s turn. */
    public void expireAtEndOf(Creature active) {
        if (!everTimed) return;
        List<Creature> all = battle.creatures();
        for (int i = 0; i < all.size(); i++) {
            Creature c = all.get(i);
            if (c.conditions.ends.isEmpty()) continue;
            List<Condition> ending = new ArrayList<>();
            for (Map.Entry<Condition, ConditionEnd> e : c.conditions.ends.entrySet()) {
                if (e.getValue().endsAtEndOf(active.id())) ending.add(e.getKey());
            }
            for (Condition cond : ending) {
                timeUp(c, cond, "ends as " + active.id() + "'s turn ends");
            }
        }
    }

    /**
     * The end of a timed condition has come: that hold lets go ({@link #release}). COND-POISONED's end is its
     * poison's, so the poison (its damage, its paralysis) ends then even if a spell's hold keeps the condition.
     */
    private void timeUp(Creature c, Condition cond, String reason) {
        ConditionsComponent cc = c.conditions;
        if (!cc.has(cond)) return;
        cc.clearEnd(cond);
        Poison p = cond == Condition.POISONED ? cc.poison : null;
        if (p != null) cc.poison = null;
        release(c, cond, reason, cond.ruleId());
        if (p != null) poisonWearsOff(c, p);
    }

    /** ACT-HIDE, SURP-CHECK: the stealth total a hidden creature's hiding reached. */
    public void rememberStealth(Creature c, int total) {
        c.conditions.stealth = total;
    }

    /** Seen again (ACT-HIDE, ATK-UNSEEN): the stealth total is forgotten. */
    public void forgetStealth(Creature c) {
        c.conditions.stealth = null;
    }

    /**
     * A spell's condition that a save at the end of each of the target's turns ends (hold person). Each
     * such spell holds on its own: a target that already has the condition (a paralysing poison, another
     * hold person, a starting condition) is held by this one too, which a note says since no condition
     * comes, and makes its saves against it; the condition lasts while any source holds it ({@link #release}).
     *
     * @param reason why the condition comes, when it is new ("Hold person from wiz")
     */
    public void holdUntilSave(Creature target, String reason, ConditionsComponent.SaveEnds save) {
        Condition c = save.condition();
        if (target.has(c)) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is already " + c.id() + ": " + save.spell()
                    + " from " + save.source() + " holds it too, until a save ends it", List.of(c.ruleId())));
        } else {
            give(target, c, reason, c.ruleId(), save.source(), null);
        }
        target.conditions.addSaveEnds(save);
    }

    /** The save no longer applies: the condition or the creature is gone. */
    public void dropSave(Creature target, ConditionsComponent.SaveEnds save) {
        target.conditions.removeSaveEnds(save);
        forgetIfNoOneHeld(save);
    }

    /**
     * The save against {@code save}'s spell succeeded: that spell lets go, and the condition ends unless
     * something else still holds it (a poison, another spell, a starting condition).
     */
    public void savedAgainst(Creature target, ConditionsComponent.SaveEnds save) {
        target.conditions.removeSaveEnds(save);
        Condition c = save.condition();
        release(target, c, "saves against " + save.spell(), c.ruleId());
        forgetIfNoOneHeld(save);
    }

    // Concentration (5e, rules.saves.Concentration): the caster's side of a spell whose hold needs it. The
    // held creature's side is its SaveEnds, which names the caster and the spell; ending the concentration
    // lets go of those holds.

    /**
     * After a concentration spell was cast: its caster concentrates on it while it holds someone, for
     * {@code rounds} rounds at most (0: no limit), counted on the caster's turns as 5e counts a minute. A spell
     * that held no one (its target saved) leaves nothing to concentrate on.
     */
    public void concentrate(Creature caster, String spell, String name, Condition condition, int rounds) {
        if (!holdsSomeone(caster.id(), spell)) return;
        ConditionEnd end = rounds > 0 ? ConditionEnd.rounds(rounds, caster.id()) : null;
        caster.conditions.concentrating = new ConditionsComponent.Concentrating(spell, name, condition, rounds, end);
        // 5e: an incapacitated caster cannot concentrate. Its own spell may have just incapacitated it (hold
        // person on itself): afterAdding looked before there was anything to end, so the spell ends here.
        for (Condition c : caster.conditions.set) {
            if (c.incapacitates()) {
                endConcentration(caster, caster.id() + " is " + c.id() + " and cannot concentrate");
                return;
            }
        }
    }

    /**
     * Its concentration ends ({@code why}: "c died", "c's concentration broke"): each creature its spell holds
     * is let go, the condition ending unless something else holds it too, with the reason
     * "hold-person ends: " and why. Nothing happens when it concentrates on nothing.
     */
    public void endConcentration(Creature caster, String why) {
        ConditionsComponent.Concentrating k = caster.conditions.concentrating;
        if (k == null) return;
        caster.conditions.concentrating = null;
        String reason = k.spell() + " ends: " + why;
        List<Creature> all = battle.creatures();
        for (int i = 0; i < all.size(); i++) {
            Creature held = all.get(i);
            if (held.conditions.saveEnds.isEmpty()) continue;
            for (ConditionsComponent.SaveEnds s : List.copyOf(held.conditions.saveEnds)) {
                if (!s.source().equals(caster.id()) || !s.spell().equals(k.spell())) continue;
                held.conditions.removeSaveEnds(s);
                if (held.alive()) release(held, s.condition(), reason, s.condition().ruleId());
            }
        }
    }

    /**
     * As {@code active}'s turn starts: its concentration spell's duration counts down, and ends when its last
     * round is up (hold person, 10 rounds: cast in round 1, it ends as the caster's turn of round 11 starts).
     */
    public void concentrationAtStartOf(Creature active) {
        ConditionsComponent.Concentrating k = active.conditions.concentrating;
        if (k == null || k.end() == null) return;
        if (k.end().endsAtStartOf(active.id())) {
            // A spell of one round says it in the singular (engine.cond.concentration.round).
            endConcentration(active, k.rounds() == 1 ? "its 1 round is up" : "its " + k.rounds() + " rounds are up");
            return;
        }
        active.conditions.concentrating = new ConditionsComponent.Concentrating(k.spell(), k.name(), k.condition(),
                k.rounds(), k.end().afterStartOf(active.id()));
    }

    /**
     * The concentration spell {@code caster} keeps, or null: one whose every hold has ended by some other way
     * (the condition taken off) is forgotten here, so that no Con save is rolled for nothing.
     */
    public ConditionsComponent.Concentrating concentration(Creature caster) {
        ConditionsComponent.Concentrating k = caster.conditions.concentrating;
        if (k == null) return null;
        if (holdsSomeone(caster.id(), k.spell())) return k;
        caster.conditions.concentrating = null;
        return null;
    }

    /** Whether a living creature is still held by {@code caster}'s {@code spell}. */
    private boolean holdsSomeone(String caster, String spell) {
        List<Creature> all = battle.creatures();
        for (int i = 0; i < all.size(); i++) {
            Creature c = all.get(i);
            if (!c.alive() || c.conditions.saveEnds.isEmpty()) continue;
            for (ConditionsComponent.SaveEnds s : c.conditions.saveEnds) {
                if (s.source().equals(caster) && s.spell().equals(spell) && c.has(s.condition())) return true;
            }
        }
        return false;
    }

    /**
     * One hold of a spell is gone (its target saved or died): when it was the spell's last, its caster
     * concentrates on nothing any more, quietly, as 5e's spell ends on its last target; no save is rolled
     * for it after that.
     */
    private void forgetIfNoOneHeld(ConditionsComponent.SaveEnds save) {
        Creature caster = battle.find(save.source());
        if (caster == null) return;
        ConditionsComponent.Concentrating k = caster.conditions.concentrating;
        if (k != null && k.spell().equals(save.spell()) && !holdsSomeone(caster.id(), k.spell())) {
            caster.conditions.concentrating = null;
        }
    }

}
