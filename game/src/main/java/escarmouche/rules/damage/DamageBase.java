package escarmouche.rules.damage;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/**
 * DMG-ROLL: what a damage expression's own number is in the breakdown of a roll, so that the dice and the
 * modifiers of a {@code damage} event always add up to what it says was rolled. The bonus written beside dice
 * (magic missile's 1d4+1, a weapon's 1d6+2) is the modifier {@code flat}. A number alone (ATK-UNARMED's 1, a
 * blowgun's) is listed among the modifiers under the name of what deals it ({@code unarmed}, {@code blowgun}, a
 * spell), first, with or without an ability's modifier beside it: with nothing listed, an event of no dice would
 * say it rolled 1 out of nothing, and with "+2 Str" alone the third point of 3 would go unexplained.
 */
public final class DamageBase {
    private DamageBase() {}

    /**
     * The modifier that says the expression's own number, or null when it has none (dice alone).
     *
     * @param source what deals the damage, named when its number stands alone (null: {@code flat})
     */
    public static Modifier of(DiceExpression damage, String source) {
        if (damage.flat() == 0) return null;
        if (!damage.dice().isEmpty() || source == null) return new Modifier(Modifier.FLAT, damage.flat());
        return new Modifier(source, damage.flat());
    }

    /** The modifiers of damage rolled from the expression alone, nothing added (poison, a fall). */
    public static List<Modifier> alone(DiceExpression damage) {
        Modifier base = of(damage, null);
        return base == null ? List.of() : List.of(base);
    }
}
