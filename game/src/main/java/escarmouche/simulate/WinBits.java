package escarmouche.simulate;

import java.util.BitSet;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Which runs the party won, one bit a run, shared by every worker of one simulation: a worker sets the
 * bits of its own runs, so however many workers there are, the runs' bits take {@code runs / 8} bytes in
 * all (1.25 MB for ten million).
 */
final class WinBits {
    private final AtomicLongArray words;

    WinBits(int runs) {
        words = new AtomicLongArray((runs + 63) >>> 6);
    }

    /** Marks run {@code index} as won by the party. */
    void set(int index) {
        long bit = 1L << index;
        words.getAndAccumulate(index >>> 6, bit, (a, b) -> a | b);
    }

    /** A copy, once the workers are done. */
    BitSet toBitSet() {
        long[] copy = new long[words.length()];
        for (int i = 0; i < copy.length; i++) copy[i] = words.get(i);
        return BitSet.valueOf(copy);
    }
}
