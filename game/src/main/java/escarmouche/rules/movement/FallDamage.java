package escarmouche.rules.movement;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;

/**
 * Damage the engine rolls when a creature falls (MOVE-STAIRS: a failed risky check going down stairs or
 * a steep slope hurts like a 3 m fall). Given as data so it is rolled when the fall happens, after any
 * opportunity attack made on the way down.
 */
public record FallDamage(DiceExpression dice, DamageType type, String rule) {
    /** A 3 m fall: 1d6 bludgeoning. */
    public static FallDamage threeMetres() {
        return new FallDamage(DiceExpression.parse("1d6"), DamageType.BLUDGEONING, "MOVE-STAIRS");
    }
}
