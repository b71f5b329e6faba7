package escarmouche.simulate;

import java.util.Locale;

/**
 * How often one side won the fights that had a winner, with a 95 % Wilson score interval (it stays
 * inside 0..1 and behaves well near the ends, unlike the plain normal interval).
 */
record WinRate(int wins, int decided, int draws) {
    private static final double Z95 = 1.959964;

    double rate() {
        return decided == 0 ? 0 : (double) wins / decided;
    }

    double low() {
        return wilson(-1);
    }

    double high() {
        return wilson(1);
    }

    private double wilson(int sign) {
        if (decided == 0) return sign < 0 ? 0 : 1;
        double n = decided;
        double p = rate();
        double z2 = Z95 * Z95;
        double centre = p + z2 / (2 * n);
        double spread = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return (centre + sign * spread) / (1 + z2 / n);
    }

    /** Whether one half lies inside the 95 % interval. */
    boolean evenWithinNoise() {
        return low() <= 0.5 && 0.5 <= high();
    }

    /** Two-proportion z statistic: how many standard errors apart the two rates are. */
    static double z(WinRate a, WinRate b) {
        int n = a.decided + b.decided;
        if (a.decided == 0 || b.decided == 0) return 0;
        double pooled = (double) (a.wins + b.wins) / n;
        double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / a.decided + 1.0 / b.decided));
        return se == 0 ? 0 : (a.rate() - b.rate()) / se;
    }

    /** Whether two rates differ by less than noise explains at the 95 % level. */
    static boolean agree(WinRate a, WinRate b) {
        return Math.abs(z(a, b)) < Z95;
    }

    String text() {
        return String.format(Locale.ROOT, "%5.1f %% (95 %% interval %.1f-%.1f) of %d decided fights, %d draws",
                100 * rate(), 100 * low(), 100 * high(), decided, draws);
    }
}
