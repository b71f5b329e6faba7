package escarmouche.rules.conditions;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;

/**
 * A weapon whose hit gives a condition (content's {@code "condition"}: the net, COND-RESTRAINED), as 5e has
 * the net, since the house rules say nothing of it: the hit holds the target until it, or a creature next to
 * it, uses its action for a Strength check against DC 10, or until the net is cut: 5 slashing damage dealt
 * to it (AC 10), by the creature or one next to it, frees the creature and destroys the net. A Huge or larger
 * creature shrugs it off.
 */
public final class Snare {
    /** The rule a net's hold is told under (its condition's own). */
    public static final String RULE = "COND-RESTRAINED";
    public static final int ESCAPE_DC = 10;
    public static final Ability ESCAPE_ABILITY = Ability.STR;
    /** The net's armour class, for an attack that would cut it. */
    public static final int CUT_AC = 10;
    /** The slashing damage that cuts the net, dealt by one blow or added up over several. */
    public static final int CUT_DAMAGE = 5;
    /**
     * What an {@code attack} event aimed at the net rather than at the creature names, and the note that says what
     * such a hit did to the net (never a {@code damage} event: the creature loses nothing).
     */
    public static final String OBJECT = "net";

    private Snare() {}

    /** Whether a creature of this size can be caught at all: 5e's net has no effect on Huge or larger ones. */
    public static boolean catches(Size size) {
        return size == null || size.stepsAbove(Size.HUGE) < 0;
    }

    /** Whether {@code weapon} can cut a net: only slashing damage does (5e). */
    public static boolean cuts(Weapon weapon) {
        return weapon != null && weapon.damageType() == DamageType.SLASHING;
    }

    /** The damage still needed to cut a net that has already taken {@code dealt}, never below 0. */
    public static int leftToCut(int dealt) {
        return Math.max(0, CUT_DAMAGE - dealt);
    }
}
