package escarmouche.engine.combat;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.rules.health.Exhaustion;

/**
 * ACT-DODGE for a dodge a scenario lists among a creature's starting conditions: why it is lost before the
 * fight begins. A dodge is lost while its creature is incapacitated or at speed 0; in the fight that is said
 * as the condition comes ({@code ConditionSystem#afterAdding}), but a starting condition comes with the
 * dodge, so nothing said it and the dodge was shown till the dodger's turn.
 */
final class StartingDodge {
    /** The reasons the fight gives when a dodger is incapacitated or held at speed 0 ({@code afterAdding}). */
    static final String INCAPACITATED = "incapacitated: the dodge is lost";
    static final String SPEED_ZERO = "speed 0: the dodge is lost";

    private StartingDodge() {}

    /** The reason the dodge is lost, in the fight's own words, or null when it holds. */
    static String lostBecause(Creature c) {
        // Incapacitated first, as afterAdding asks: an unconscious creature that is also grappled loses it so.
        for (Condition held : c.conditions.set) {
            if (held.incapacitates()) return INCAPACITATED;
        }
        if (c.has(Condition.GRAPPLED) || c.has(Condition.RESTRAINED)
                || Exhaustion.speed(c.health.exhaustion, c.stats.speed) <= 0) {
            return SPEED_ZERO;
        }
        return null;
    }
}
