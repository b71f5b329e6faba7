package escarmouche.ssh.load;

import java.util.Arrays;

/** Latency samples from many players at once, in nanoseconds. */
final class Latencies {
    private long[] samples = new long[1024];
    private int size;

    synchronized void add(long nanos) {
        if (size == samples.length) samples = Arrays.copyOf(samples, size * 2);
        samples[size++] = nanos;
    }

    synchronized Percentiles summary() {
        return Percentiles.of(Arrays.copyOf(samples, size));
    }
}
