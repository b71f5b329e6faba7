package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The runs the party won, marked by workers sharing one set of bits. */
class WinBitsTest {
    @Test
    @DisplayName("Bits on both sides of a word's edge, set from many threads at once, read back as they were set")
    void bitsSetFromManyThreads() {
        int runs = 1000;
        WinBits wins = new WinBits(runs);
        BitSet expected = new BitSet();
        for (int i : new int[] {0, 63, 64, 127, 128, 999}) expected.set(i);
        for (int i = 3; i < runs; i += 7) expected.set(i);
        // Neighbouring runs land in the same word from different threads: none may undo another's bit.
        IntStream.range(0, runs).parallel().filter(expected::get).forEach(wins::set);
        assertEquals(expected, wins.toBitSet());
        assertEquals(new BitSet(), new WinBits(5).toBitSet());
    }
}
