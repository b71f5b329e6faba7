package escarmouche.rules.checks;

import escarmouche.rules.core.Advantage;

/**
 * How often each face of a kept d20 comes up, in whole numbers: 1 in 20 each for one die; out of 400 for the
 * higher (advantage) or the lower (disadvantage) of two. Odds worked out with these are exact fractions, so
 * the chances shown never disagree with the dice by a rounding of their own.
 */
public final class D20Weights {
    private D20Weights() {}

    /** The weight of kept face {@code k} (1..20) out of {@link #total}. */
    public static int weight(Advantage a, int k) {
        return switch (a) {
            case NONE -> 1;
            case ADVANTAGE -> 2 * k - 1;
            case DISADVANTAGE -> 41 - 2 * k;
        };
    }

    /** What the weights of the twenty faces add up to: 20 for one die, 400 for two. */
    public static int total(Advantage a) {
        return a == Advantage.NONE ? 20 : 400;
    }
}
