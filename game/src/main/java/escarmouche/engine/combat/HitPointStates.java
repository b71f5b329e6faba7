package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.health.HitPointState;
import java.util.function.BiConsumer;

/**
 * Keeps the conditions that hit points cause (disabled, unconscious while dying or knocked out, stable)
 * in line with the hit points themselves ({@link HitPointState}). Called whenever hit points change and
 * once as the fight starts, so a character that comes down to exactly 0 is disabled (HP-DISABLED), one healed
 * up to 0 from below stays unconscious and stable until healed above 0, and one below 0 is unconscious and
 * dying (HP-DYING).
 */
final class HitPointStates {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final BiConsumer<Creature, String> kill;

    HitPointStates(Battle battle, ConditionSystem conditions, BiConsumer<Creature, String> kill) {
        this.battle = battle;
        this.conditions = conditions;
        this.kill = kill;
    }

    void settle(Creature c) {
        if (!c.alive()) return;
        // Plain 5e has no negative hit points: a creature at 0 or below is at 0.
        if (!battle.house(RulePart.HIT_POINTS) && c.health.hp < 0) c.health.hp = 0;
        // Unconscious from its hit points, or listed stable by the scenario: healed to exactly 0, it stays so.
        boolean wasDown = c.conditions.fromHitPoints.contains(Condition.UNCONSCIOUS) || c.has(Condition.STABLE);
        switch (HitPointState.of(battle.rules(), c.isPc(), c.health.hp, c.health.knockedOut, wasDown)) {
            case UP -> up(c);
            case DISABLED -> disabled(c);
            case DOWN -> down(c);
            case DEAD -> kill.accept(c, "HP-DEAD");
            case SHOCK -> conditions.remove(c, Condition.DISABLED, "only a character is disabled", "HP-DISABLED");
        }
    }

    /** Nothing from hit points: what they caused ends. */
    private void up(Creature c) {
        c.health.knockedOut = false;
        for (Condition cond : new Condition[] {Condition.UNCONSCIOUS, Condition.STABLE, Condition.INCAPACITATED}) {
            if (c.conditions.fromHitPoints.contains(cond)) conditions.remove(c, cond, "healed", "DMG-HEAL");
        }
        if (c.has(Condition.DISABLED)) {
            conditions.remove(c, Condition.DISABLED, c.health.hp > 0 ? "healed above 0" : "not a character",
                    "HP-DISABLED");
        }
    }

    /**
     * HP-DISABLED: conscious at exactly 0, come down to it (a hit, a strenuous action), or put there by a
     * scenario that lists it unconscious but not stable. Knocked out (HP-KO), or healed up to 0 while dying or
     * stable, it would be {@code DOWN} instead.
     */
    private void disabled(Creature c) {
        for (Condition cond : new Condition[] {Condition.UNCONSCIOUS, Condition.STABLE}) {
            conditions.remove(c, cond, "at exactly 0 hit points: conscious and disabled", "HP-DISABLED");
        }
        conditions.addFromHitPoints(c, Condition.DISABLED, "at 0 hit points", "HP-DISABLED");
        conditions.markFromHitPoints(c, Condition.DISABLED);
    }

    /** Unconscious: dying or stable below 0, knocked out, healed up to 0, or (plain 5e) at 0. */
    private void down(Creature c) {
        String rule = c.health.knockedOut ? "HP-KO" : "HP-DYING";
        // Said as it is: down at exactly 0 (knocked out there, healed up to it, plain 5e) is not "below 0".
        conditions.remove(c, Condition.DISABLED, c.health.hp < 0 ? "below 0 hit points"
                : c.health.knockedOut ? "knocked out" : "unconscious at 0 hit points", rule);
        // Why: knocked out, stable (a scenario's character listed so, who rolls no d100), or dying.
        String why = c.health.knockedOut ? "knocked out" : c.has(Condition.STABLE) ? "stable" : "dying";
        conditions.addFromHitPoints(c, Condition.UNCONSCIOUS, why, rule);
        // HP-DYING: healed up to exactly 0 it dies no more (the d100 is rolled from -1 down) but stays unconscious
        // until healed above 0: stable.
        if (battle.house(RulePart.HIT_POINTS) && c.isPc() && c.health.hp == 0 && !c.health.knockedOut) {
            conditions.addFromHitPoints(c, Condition.STABLE, "healed to exactly 0 hit points", "HP-DYING");
        }
        // A scenario that starts it unconscious or stable at these hit points says what they cause: healing
        // above 0 ends them as it ends those the fight caused.
        for (Condition cond : new Condition[] {Condition.UNCONSCIOUS, Condition.STABLE}) {
            if (c.has(cond)) conditions.markFromHitPoints(c, cond);
        }
    }
}
