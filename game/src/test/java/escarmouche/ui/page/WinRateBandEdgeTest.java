package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.DifficultyBand;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The win rate the list and the builder show falls in the band the label beside it gives (docs/scenarios.md,
 * Difficulty): 278 of 400 (69.5 %) is hard, so it is shown "69%", never "70%" beside "hard".
 */
class WinRateBandEdgeTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);

    private static OddsState ready(int wins, int runs) {
        return new OddsState.Ready(new OddsFigures("house", runs, wins, runs - wins, 10, 10.0, List.of()));
    }

    @Test
    @DisplayName("Just under an edge: 278/400 'wins 69%' (hard), 358/400 '89%' (medium), 198/400 '49%' (deadly), French '69 %'")
    void justUnderAnEdgeIsNotRoundedOntoIt() {
        assertEquals("wins 69%", OddsWords.cell(EN, ready(278, 400)));
        assertEquals("gagne 69\u00a0%", OddsWords.cell(FR, ready(278, 400)));
        assertEquals("wins 89%", OddsWords.cell(EN, ready(358, 400)));
        assertEquals("wins 49%", OddsWords.cell(EN, ready(198, 400)));
        assertEquals("House rules, 400 fights: party wins 69% (65-74%), median 10 rounds",
                OddsWords.summary(EN, ready(278, 400)));
    }

    @Test
    @DisplayName("Elsewhere the rate is rounded as before: 280/400 '70%', 277/400 '69%', 283/400 '71%', 399/400 '>99%', 1/400 '<1%'")
    void elsewhereRoundedAsBefore() {
        assertEquals("wins 70%", OddsWords.cell(EN, ready(280, 400)));
        assertEquals("wins 69%", OddsWords.cell(EN, ready(277, 400)));
        assertEquals("wins 71%", OddsWords.cell(EN, ready(283, 400)));
        assertEquals("wins 90%", OddsWords.cell(EN, ready(360, 400)));
        assertEquals("wins 50%", OddsWords.cell(EN, ready(200, 400)));
        assertEquals("wins >99%", OddsWords.cell(EN, ready(399, 400)));
        assertEquals("wins <1%", OddsWords.cell(EN, ready(1, 400)));
        assertEquals("wins 0%", OddsWords.cell(EN, ready(0, 400)));
        assertEquals("wins 100%", OddsWords.cell(EN, ready(400, 400)));
    }

    @Test
    @DisplayName("Every count of 400 and of 200 fights: the figure shown is in the band of the exact rate")
    void figureAlwaysInItsBand() {
        for (int runs : new int[] {200, 400, 1000, 7}) {
            for (int wins = 0; wins <= runs; wins++) {
                long shown = DifficultyBand.percent(wins, runs);
                assertEquals(DifficultyBand.of(wins, runs), DifficultyBand.of(shown, 100), wins + " of " + runs);
                assertEquals(true, Math.abs(shown - 100.0 * wins / runs) < 1, wins + " of " + runs + " shown " + shown);
            }
        }
    }
}
