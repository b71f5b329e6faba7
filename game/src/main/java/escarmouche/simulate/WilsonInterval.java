package escarmouche.simulate;

/**
 * A 95 % Wilson score interval for a proportion: how far the true rate may be from the one observed in
 * {@code n} fights. Unlike the plain normal interval it stays inside 0..1 and is sensible near 0 and 1,
 * where a GM's odds often are.
 */
public record WilsonInterval(double low, double high) {
    private static final double Z95 = 1.959964;

    public static WilsonInterval of(long successes, long n) {
        if (n <= 0) return new WilsonInterval(0, 1);
        double p = (double) successes / n;
        double z2 = Z95 * Z95;
        double centre = p + z2 / (2.0 * n);
        double spread = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        double scale = 1 + z2 / n;
        return new WilsonInterval(Math.max(0, (centre - spread) / scale), Math.min(1, (centre + spread) / scale));
    }
}
