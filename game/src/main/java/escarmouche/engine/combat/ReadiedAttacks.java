package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Footprints;
import escarmouche.engine.component.TurnComponent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * ACT-READY: a creature that readied an attack against an enemy (or against whichever enemy comes first)
 * strikes it, with its reaction, on the first step of that enemy's own move that brings it from outside
 * into the reach of the readied weapon.
 * The readied attack lasts until the start of the creature's next turn. It is one melee attack through
 * the attack service, named ACT-READY; a creature that cannot act, has no reaction left or does not see
 * the enemy lets the moment pass (and keeps its readied attack for a later step). So does one frightened
 * since it readied, under the house rules (COND-FRIGHTENED: it may only defend itself), with a note saying
 * so as a withheld opportunity attack has; plain 5e lets it strike, at a disadvantage the roll applies.
 * Like an attack on its turn, the blow strains a character at exactly 0 hit points (HP-DISABLED);
 * readying it did not.
 */
public final class ReadiedAttacks {
    private final Battle battle;
    private final AttackService attacks;
    private final DamageSystem damage;

    public ReadiedAttacks(Battle battle, AttackService attacks, DamageSystem damage) {
        this.battle = battle;
        this.attacks = attacks;
        this.damage = damage;
    }

    /** The weapon a readied attack uses: the named one, else the first melee weapon, else a fist. */
    public static Weapon weapon(Creature c, String id) {
        if (id != null) {
            Weapon w = c.arsenal.find(id);
            return w != null ? w : Unarmed.ID.equals(id) ? Unarmed.STRIKE : null;
        }
        for (Weapon w : c.arsenal.weapons) if (w.canMelee()) return w;
        return Unarmed.STRIKE;
    }

    /**
     * The reach of {@code r}'s readied weapon when its readied attack awaits {@code mover} (named, or any
     * enemy), else -1. Whether it strikes also asks {@link #canStrike}, dearer (a line of sight): asked only
     * of a step that enters the reach. The move planner warns with the same two answers.
     */
    public static int reachAgainst(Creature r, Creature mover) {
        TurnComponent.Readied ready = r.turn.readied;
        if (ready == null || !ready.awaits(mover.id()) || !mover.alive() || !r.hostileTo(mover)) return -1;
        // COND-CHARMED: a blow readied before the charm, or for any enemy, never falls on the charmer.
        if (r.charmedBy(mover)) return -1;
        return AttackService.reachOf(r, weapon(r, ready.weapon()));
    }

    /**
     * Whether {@code r} can let its readied attack fall on {@code mover} now: it acts, has its reaction, may go
     * at a foe (house COND-FRIGHTENED, {@link OnlyDefends}), sees it and can aim at it ({@link
     * Sight#canSeeAndAim}). The move planner warns with this answer.
     * With {@link #reachAgainst}'s COND-CHARMED, these are the two refusals CommandChecks#attackBarred gives.
     */
    public static boolean canStrike(Battle battle, Creature r, Creature mover) {
        return poised(r) && OnlyDefends.refusal(battle, r).isEmpty() && Sight.canSeeAndAim(battle, r, mover);
    }

    /** Whether {@code r} could take a reaction at all: it acts, has its reaction left and is not surprised. */
    private static boolean poised(Creature r) {
        return r.canAct() && !r.turn.reactionUsed && !r.has(Condition.SURPRISED);
    }

    /**
     * After {@code mover} stepped from {@code from}: every creature whose readied attack it triggers
     * strikes, in combatant order. Returns whether any did.
     */
    public boolean afterStep(Creature mover, Pos from) {
        boolean struck = false;
        // Asked after every step of every move; most fights never see a readied attack.
        if (!battle.everReadied()) return false;
        for (Creature r : battle.creatures()) {
            int reach = reachAgainst(r, mover);
            if (reach < 0) continue;
            int before = Footprints.distance(from, mover.body.width(), mover.body.height(), r.at(), r.body.width(),
                    r.body.height());
            if (before <= reach || r.distanceTo(mover) > reach || !poised(r)) continue;
            // COND-FRIGHTENED [HOUSE]: frightened since it readied, it may only defend itself. The blow is held,
            // said as a withheld opportunity attack is (fear before sight, as OpportunityRules asks them), and
            // stays readied: the fear may end before its next turn.
            if (OnlyDefends.refusal(battle, r).isPresent()) {
                withheld(r, mover);
                continue;
            }
            if (!Sight.canSeeAndAim(battle, r, mover)) continue;
            Weapon w = weapon(r, r.turn.readied.weapon());
            // GRAP-START: a hold taken since it readied may leave the weapon a hand too few: a blow then.
            if (!Hands.toAttackWhileHolding(w, r.stats.bearsShield(), battle.holding(r))) w = Unarmed.STRIKE;
            r.turn.readied = null;
            r.turn.reactionUsed = true;
            battle.emit(new NoteEvent(r.id(), r.id() + "'s readied attack goes off as " + mover.id() + " comes within reach",
                    List.of("ACT-READY")));
            attacks.attack(r, mover, w, new AttackService.Options(null, null, false, List.of("ACT-READY")));
            // HP-DISABLED: the attack is strenuous whenever it is made, so the blow readied at 0 drops it to -1.
            damage.strain(r);
            struck = true;
        }
        return struck;
    }

    /** The note of a readied attack that fear holds back (COND-FRIGHTENED, ACT-READY). */
    private void withheld(Creature r, Creature mover) {
        if (!battle.log().wants(NoteEvent.class)) return;
        battle.emit(new NoteEvent(r.id(), r.id() + " makes no readied attack as " + mover.id() + " comes within reach: "
                + r.id() + " is frightened", List.of("COND-FRIGHTENED", "ACT-READY")));
    }
}
