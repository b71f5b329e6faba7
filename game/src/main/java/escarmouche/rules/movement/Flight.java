package escarmouche.rules.movement;

import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.DiceExpression;
import java.util.Set;

/**
 * MOVE-FLY: a flying creature that is knocked prone or held at speed 0 falls, unless it can hover. The
 * map has no heights, so a flyer is taken to be 3 m up: the fall deals 1d6 bludgeoning (as 5e, 1d6 per
 * 3 m fallen) and it lands prone.
 */
public final class Flight {
    private Flight() {}

    /** Height of a flying creature above the ground, in squares of 1.5 m. */
    public static final int DEFAULT_ALTITUDE = 2;

    /** Whether gaining {@code gained} makes an airborne creature with {@code conditions} fall. */
    public static boolean falls(Set<Condition> conditions, Condition gained) {
        if (!conditions.contains(Condition.FLYING) || conditions.contains(Condition.HOVERING)) return false;
        return gained == Condition.PRONE || gained == Condition.GRAPPLED || gained == Condition.RESTRAINED
                || gained.incapacitates();
    }

    /** Falling damage from {@code altitude} squares: 1d6 per 3 m (2 squares), at least 1d6, at most 20d6. */
    public static DiceExpression fallDamage(int altitude) {
        int dice = Math.max(1, Math.min(20, altitude / 2));
        return DiceExpression.parse(dice + "d6");
    }
}
