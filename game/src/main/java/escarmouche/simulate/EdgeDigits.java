package escarmouche.simulate;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * A bound of a win rate's interval as the reports write it: to a tenth of a percent, but with more digits
 * when a tenth would put it on 0 or 100 where it is not. Three wins in 20,000 fights have an interval of
 * 0.0051% to 0.044%, which read "0.0-0.0%" beside a rate the fights say is not nothing; 20,000 wins in
 * 20,000 leave the rate at least 99.981%, not "100.0". Such a bound keeps two significant digits of its
 * distance from the edge: "0.0051", "0.044", "99.981".
 */
public final class EdgeDigits {
    /** Closer than this to 0 or 100 is floating-point noise, not a bound: no count of fights gives it. */
    private static final double NOISE = 1e-9;
    private static final MathContext TWO = new MathContext(2, RoundingMode.HALF_UP);

    private EdgeDigits() {}

    /** {@code percent} (0 to 100) with a decimal point: "42.1", "0.0", "100.0", "0.0051", "99.981". */
    public static String percent(double percent) {
        // Wilson's bound at an edge comes out of floating point a hair from it (99.99999999999997): that is the edge.
        if (percent < NOISE) return "0.0";
        if (percent > 100 - NOISE) return "100.0";
        String tenth = String.format(Locale.ROOT, "%.1f", percent);
        if (tenth.equals("0.0") && percent > 0) return near(percent);
        if (tenth.equals("100.0") && percent < 100) {
            BigDecimal distance = new BigDecimal(100 - percent).round(TWO).stripTrailingZeros();
            return BigDecimal.valueOf(100).subtract(distance).toPlainString();
        }
        return tenth;
    }

    private static String near(double percent) {
        return new BigDecimal(percent).round(TWO).stripTrailingZeros().toPlainString();
    }
}
