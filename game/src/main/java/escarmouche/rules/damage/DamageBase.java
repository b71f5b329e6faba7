package escarmouche.rules.damage;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/**
 * DMG-ROLL: what a damage expression's own number is in the breakdown of a roll, so that the dice and the
 * modifiers of a {@code damage} event always add up to what it says was rolled. The bonus written beside dice
 * (magic missile's 1d4+1, a weapon's 1d6+2) is the modifier {@code flat}. A number alone (a blow's 1) is the
 * damage itself while nothing is added to it; once something is (ATK-UNARMED: 1 + the Str modifier), it is
 * listed first among the modifiers under the name of what deals it ({@code unarmed}, a blowgun, a spell),
 * since the player would otherwise read "+2 Str" and 3 rolled with nothing to explain the third point.
 */
public final class DamageBase {
    private DamageBase() {}

    /**
     * The modifier that says the expression's own number, or null when it needs none (no number, or a number
     * alone with nothing added to it).
     *
     * @param source what deals the damage, named when its number stands alone beside other modifiers
     * @param added  whether other modifiers come with it (an ability's, a weapon's magic)
     */
    public static Modifier of(DiceExpression damage, String source, boolean added) {
        if (damage.flat() == 0) return null;
        if (!damage.dice().isEmpty()) return new Modifier(Modifier.FLAT, damage.flat());
        return added ? new Modifier(source, damage.flat()) : null;
    }

    /** The modifiers of damage rolled from the expression alone, nothing added (poison, a fall). */
    public static List<Modifier> alone(DiceExpression damage) {
        Modifier base = of(damage, null, false);
        return base == null ? List.of() : List.of(base);
    }
}
