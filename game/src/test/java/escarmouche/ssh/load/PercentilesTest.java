package escarmouche.ssh.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PercentilesTest {
    @Test
    @DisplayName("Load figures: nearest-rank percentiles of 1..100 are 50, 95, 99 and the max 100")
    void nearestRankOnAHundred() {
        long[] samples = new long[100];
        // Shuffled on purpose: the samples come in the order the players' screens answered.
        for (int i = 0; i < 100; i++) samples[i] = (i * 37) % 100 + 1;
        assertEquals(new Percentiles(100, 50, 95, 99, 100), Percentiles.of(samples));
    }

    @Test
    @DisplayName("Load figures: with few samples each percentile is a measured value, never interpolated")
    void fewSamples() {
        assertEquals(new Percentiles(3, 20, 30, 30, 30), Percentiles.of(new long[] {30, 10, 20}));
        assertEquals(new Percentiles(1, 7, 7, 7, 7), Percentiles.of(new long[] {7}));
        assertEquals(Percentiles.NONE, Percentiles.of(new long[0]));
    }

    @Test
    @DisplayName("Load figures: the samples given are left in their order")
    void samplesUntouched() {
        long[] samples = {3, 1, 2};
        Percentiles.of(samples);
        assertEquals(3, samples[0]);
        assertEquals(1, samples[1]);
    }

    @Test
    @DisplayName("Load figures: a percentile outside 1..100 is refused; nanoseconds print as milliseconds")
    void badPercentAndFormat() {
        assertThrows(IllegalArgumentException.class, () -> Percentiles.rank(new long[] {1}, 0));
        assertEquals("1.25", Percentiles.ms(1_250_000));
    }
}
