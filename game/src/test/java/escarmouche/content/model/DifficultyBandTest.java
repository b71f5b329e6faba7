package escarmouche.content.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What an encounter's difficulty means in the party's win rate (docs/scenarios.md, Top-level fields). */
class DifficultyBandTest {
    @Test
    @DisplayName("Each band starts at its own win rate exactly: 90 % easy, 70 % medium, 50 % hard, below deadly")
    void bandsStartAtTheirRate() {
        assertEquals("easy", DifficultyBand.of(200, 200));
        assertEquals("easy", DifficultyBand.of(180, 200));
        assertEquals("medium", DifficultyBand.of(179, 200));
        assertEquals("medium", DifficultyBand.of(140, 200));
        assertEquals("hard", DifficultyBand.of(139, 200));
        assertEquals("hard", DifficultyBand.of(100, 200));
        assertEquals("deadly", DifficultyBand.of(99, 200));
        assertEquals("deadly", DifficultyBand.of(0, 200));
    }

    @Test
    @DisplayName("The list's figures: 400 fights, 61 % is hard, 74 % medium, 99 % easy, 26 % deadly; 7 of 10 is medium")
    void theListsFigures() {
        assertEquals("hard", DifficultyBand.of(244, 400));
        assertEquals("medium", DifficultyBand.of(295, 400));
        assertEquals("easy", DifficultyBand.of(396, 400));
        assertEquals("deadly", DifficultyBand.of(103, 400));
        // Any number of fights, the band starts at its rate exactly.
        assertEquals("medium", DifficultyBand.of(7, 10));
        assertEquals("hard", DifficultyBand.of(6, 10));
        assertEquals("easy", DifficultyBand.of(27, 30));
        assertEquals("medium", DifficultyBand.of(26, 30));
    }

    @Test
    @DisplayName("No fight, no label")
    void noFightNoLabel() {
        assertNull(DifficultyBand.of(0, 0));
    }
}
