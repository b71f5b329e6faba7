package escarmouche.rules.casting;

import java.util.List;

/**
 * Which spell levels a caster can cast. Its slot row says it: a caster casts cantrips and the spell
 * levels its row of slots lists (the class table's row for its character level, or the slots a
 * scenario gives it), whether or not a slot of that level is left. A 3rd-level wizard's row is
 * {@code [4, 2]}: spells of levels 1 and 2, no fireball.
 */
public final class SpellLevels {
    /** The highest spell level of the game, as in 5e. */
    public static final int MAX = 9;

    private SpellLevels() {}

    /** The highest spell level a caster with this slot row casts (0: cantrips only). */
    public static int highest(List<Integer> slots) {
        return Math.min(MAX, slots.size());
    }

    /** Whether a spell of this level is within the caster's reach (a slot for it may still be spent). */
    public static boolean castable(int spellLevel, List<Integer> slots) {
        return spellLevel == 0 || spellLevel <= highest(slots);
    }

    /**
     * The 5e full caster's highest spell level at a character level (wizard, cleric): level 1 spells at 1,
     * level 2 at 3, 3 at 5 ... 9 at 17. The content's class tables are checked against it.
     */
    public static int fullCaster(int characterLevel) {
        if (characterLevel < 1) throw new IllegalArgumentException("character level " + characterLevel);
        return Math.min(MAX, (characterLevel + 1) / 2);
    }
}
