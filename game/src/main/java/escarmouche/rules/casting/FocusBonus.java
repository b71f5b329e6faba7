package escarmouche.rules.casting;

import escarmouche.rules.classes.ClassFeatures;

/**
 * CAST-ROLL: a focus item adds 1 per magic level above 11 to the casting roll, if it is the kind the
 * caster's class uses (staff or wand for wizards, consecrated holy symbol for clerics, necromancers and
 * monks). Never for scrolls or potions: the caller simply does not ask then.
 */
public final class FocusBonus {
    /** Magic items start at level 12; each level above 11 is worth +1. */
    public static final int FIRST_MAGIC_LEVEL = 12;

    private FocusBonus() {}

    /** The bonus, 0 when the item does not suit the class or has no magic level. */
    public static int bonus(String kind, int level, String className) {
        if (kind == null || !ClassFeatures.focusKinds(className).contains(kind)) return 0;
        return Math.max(0, level - (FIRST_MAGIC_LEVEL - 1));
    }
}
