package escarmouche.rules.casting;

/**
 * The chance, in whole percent (rounded down), that a casting roll works (CAST-ROLL, CAST-SCROLL,
 * CAST-POTION), counted face by face with the same thresholds as {@link CastingRoll#roll}: a natural 20
 * always works, a natural 1 never does (and loses the spell, scroll or potion), any other d20 works when
 * d20 + modifiers reaches {@link CastingRoll#TARGET}. A potion also subtracts 2d4, rolled after the d20.
 */
public final class CastingOdds {
    /** CAST-ROLL: the natural 1 that loses the slot, scroll or potion, whatever the modifiers. */
    public static final int LOST_PERCENT = 5;

    private CastingOdds() {}

    /**
     * @param modifier the sum of the roll's modifiers (ability, focus, segments, melee), without the
     *                 potion's 2d4
     * @param potion   whether the 2d4 penalty of CAST-POTION is subtracted too
     */
    public static int percent(int modifier, boolean potion) {
        int works = 0;
        int cases = 0;
        int[] penalties = potion ? twoD4() : new int[] {0};
        for (int natural = 1; natural <= 20; natural++) {
            for (int penalty : penalties) {
                cases++;
                if (natural == 20 || (natural != 1 && natural + modifier - penalty >= CastingRoll.TARGET)) works++;
            }
        }
        return works * 100 / cases;
    }

    /** The sixteen equally likely totals of 2d4. */
    private static int[] twoD4() {
        int[] out = new int[16];
        int i = 0;
        for (int a = 1; a <= 4; a++) for (int b = 1; b <= 4; b++) out[i++] = a + b;
        return out;
    }
}
