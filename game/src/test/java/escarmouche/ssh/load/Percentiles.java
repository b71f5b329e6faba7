package escarmouche.ssh.load;

import java.util.Arrays;

/**
 * Order statistics of a set of durations, by the nearest-rank method (the p-th percentile is the smallest
 * sample with at least p % of the samples at or below it): no interpolation, so every figure printed is a
 * latency that was actually measured.
 *
 * @param count how many samples
 * @param p50   median, in nanoseconds
 * @param p95   95th percentile, in nanoseconds
 * @param p99   99th percentile, in nanoseconds
 * @param max   the largest sample, in nanoseconds
 */
record Percentiles(int count, long p50, long p95, long p99, long max) {
    static final Percentiles NONE = new Percentiles(0, 0, 0, 0, 0);

    static Percentiles of(long[] samples) {
        if (samples.length == 0) return NONE;
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        return new Percentiles(sorted.length, rank(sorted, 50), rank(sorted, 95), rank(sorted, 99),
                sorted[sorted.length - 1]);
    }

    /** The nearest-rank percentile of sorted samples: the value at rank ceil(p/100 * n), counted from 1. */
    static long rank(long[] sorted, int percent) {
        if (percent <= 0 || percent > 100) throw new IllegalArgumentException("percent must be 1 to 100");
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(1, rank) - 1];
    }

    /** Nanoseconds as milliseconds with two decimals, for the tables. */
    static String ms(long nanos) {
        return String.format(java.util.Locale.ROOT, "%.2f", nanos / 1e6);
    }
}
