package escarmouche.ui.page;

/**
 * A 95 % confidence interval on a share, as fractions from 0 to 1.
 *
 * <p>Wilson's score interval rather than the textbook "p plus or minus 1.96 standard errors": it stays
 * inside 0..1 and does not shrink to nothing when every fight ends the same way (400 wins out of 400 still
 * leaves room for a rare loss).
 */
public record OddsInterval(double low, double high) {
    /** The z of a two-sided 95 % interval. */
    static final double Z = 1.959964;

    public static OddsInterval wilson(int successes, int trials) {
        if (trials <= 0) return new OddsInterval(0, 1);
        double n = trials;
        double p = successes / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
        return new OddsInterval(Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * The interval on the difference of two shares {@code a - b}, from each one's Wilson interval
     * (Newcombe's method 10). The two sets of fights are taken as independent, which is cautious when
     * they share their seeds: the true interval is then narrower.
     */
    public static OddsInterval difference(int aSuccesses, int aTrials, int bSuccesses, int bTrials) {
        double a = aTrials == 0 ? 0 : (double) aSuccesses / aTrials;
        double b = bTrials == 0 ? 0 : (double) bSuccesses / bTrials;
        OddsInterval ia = wilson(aSuccesses, aTrials);
        OddsInterval ib = wilson(bSuccesses, bTrials);
        double d = a - b;
        double low = d - Math.sqrt(square(a - ia.low) + square(ib.high - b));
        double high = d + Math.sqrt(square(ia.high - a) + square(b - ib.low));
        return new OddsInterval(low, high);
    }

    /** Whether no difference (0) lies inside: the two rules cannot be told apart by these fights. */
    public boolean holdsZero() {
        return low <= 0 && high >= 0;
    }

    private static double square(double x) {
        return x * x;
    }
}
