package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The printed report: its win percentages are rounded together so that they add up to 100. */
class ReportTextTest {
    @Test
    @DisplayName("three equal shares read 33.4, 33.3, 33.3 (largest remainder), not 33.3 three times")
    void thirds() {
        assertArrayEquals(new String[] {"33.4", "33.3", "33.3"}, Report.tenthsOfPercent(1 / 3.0, 1 / 3.0, 1 / 3.0));
    }

    @Test
    @DisplayName("shares whose separate rounding would give 100.1 are rounded together to 100.0")
    void roundedTogether() {
        // 1/6, 1/6, 2/3 give 16.7 + 16.7 + 66.7 = 100.1 when each is rounded alone; equal remainders go to the
        // first listed.
        assertArrayEquals(new String[] {"16.7", "16.7", "66.6"}, Report.tenthsOfPercent(1 / 6.0, 1 / 6.0, 4 / 6.0));
        assertArrayEquals(new String[] {"100.0", "0.0", "0.0"}, Report.tenthsOfPercent(1, 0, 0));
        assertArrayEquals(new String[] {"29.0", "71.0", "0.0"}, Report.tenthsOfPercent(0.29, 0.71, 0));
    }

    @Test
    @DisplayName("every share of fights out of 1 to 300 prints percentages that add up to exactly 100.0")
    void alwaysOneHundred() {
        for (int n = 1; n <= 300; n++) {
            for (int a = 0; a <= n; a += Math.max(1, n / 17)) {
                for (int b = 0; a + b <= n; b += Math.max(1, n / 13)) {
                    String[] p = Report.tenthsOfPercent((double) a / n, (double) b / n, (double) (n - a - b) / n);
                    long tenths = 0;
                    for (String s : p) tenths += Math.round(Double.parseDouble(s) * 10);
                    assertTrue(tenths == 1000, n + " fights, " + a + "/" + b + ": " + String.join(" + ", p));
                }
            }
        }
    }

    @Test
    @DisplayName("a share its percentage hides (one stalemate in 20,000 fights reads 0.0%, 19,999 wins 100.0%) says how many fights it is")
    void hiddenFightsAreCounted() {
        Report r = new Report("x", 20_000, 0, 19_999 / 20_000.0, 1 / 20_000.0, 2, 2, 1, 200, List.of());
        String t = r.text();
        assertTrue(t.contains("monsters win  100.0%   (19,999 fights)\n"), t);
        assertTrue(t.contains("no winner       0.0%   (1 fight)\n"), t);
        assertTrue(t.contains("party wins      0.0%   (95%"), "the party's line has its interval: " + t);
        Report shown = new Report("x", 20_000, 0.5, 0.4999, 1 / 10_000.0, 2, 2, 1, 200, List.of());
        assertTrue(shown.text().contains("no winner       0.0%   (2 fights)\n"), shown.text());
        Report none = new Report("x", 20_000, 0.5, 0.5, 0, 2, 2, 1, 200, List.of());
        assertTrue(none.text().contains("no winner       0.0%\n"), "no fight, nothing added: " + none.text());
        assertEquals(-1, Report.hiddenFights(0.25, "25.0", 20_000));
    }

    @Test
    @DisplayName("a bar of the rounds chart whose share reads 0.0% says how many fights it holds; a bar with none says nothing")
    void hiddenFightsInTheChart() {
        String chart = RoundsChart.lines(List.of(new Report.RoundsCount(3, 19_997), new Report.RoundsCount(40, 2),
                new Report.RoundsCount(200, 1)), 20_000);
        assertTrue(chart.contains("    3-22      100.0% ##############################  (19,997 fights)\n"), chart);
        assertTrue(chart.contains("    23-42       0.0% #  (2 fights)\n"), chart);
        assertTrue(chart.contains("    63-82       0.0%\n"), chart);
        assertTrue(chart.contains("    183-200     0.0% #  (1 fight)\n"), chart);
    }

    @Test
    @DisplayName("the text shows the rounded-together figures")
    void text() {
        Report r = new Report("x", 3, 1 / 3.0, 1 / 3.0, 1 / 3.0, 2, 2, 1, 3, List.of());
        String t = r.text();
        assertTrue(t.contains("party wins     33.4%") && t.contains("monsters win   33.3%")
                && t.contains("no winner      33.3%"), t);
    }

    @Test
    @DisplayName("every creature against the party on the scenario's 'bandits' side: the report says 'bandits win', also of the longest fight; two sides or plain monsters stay 'monsters win'")
    void aNamedSideWins() {
        List<Report.CombatantFigures> bandits = List.of(new Report.CombatantFigures("kenji", "party", 0.9, 40, 23),
                new Report.CombatantFigures("captain", "bandits", 1.0, 26, 44),
                new Report.CombatantFigures("h1", "bandits", 0.06, 9, 29));
        Report r = new Report("x", 3, 1 / 3.0, 1 / 3.0, 1 / 3.0, 2, 2, 1, 3, bandits, 0.1, 0.8, 3,
                List.of(new Report.RoundsCount(2, 3)), 0, List.of(new Report.FightToWatch("longest", 36, 3, "monsters")));
        assertEquals("bandits", r.monstersSide());
        String t = r.text();
        assertTrue(t.contains("  bandits win    33.3%\n") && t.contains("  to watch      longest: seed 36, 3 rounds, bandits win\n"), t);
        Report plain = new Report("x", 3, 1 / 3.0, 1 / 3.0, 1 / 3.0, 2, 2, 1, 3,
                List.of(bandits.get(0), new Report.CombatantFigures("g1", "monsters", 0, 1, 9)));
        assertEquals(null, plain.monstersSide());
        Report two = new Report("x", 3, 1 / 3.0, 1 / 3.0, 1 / 3.0, 2, 2, 1, 3,
                List.of(bandits.get(0), bandits.get(1), new Report.CombatantFigures("w1", "wolves", 0, 1, 9)));
        assertEquals(null, two.monstersSide());
        assertTrue(two.text().contains("  monsters win   33.3%\n"), two.text());
    }
    @Test
    @DisplayName("the party's 0.0% that hides 3 wins of 20,000 says them, and its interval reads 0.0051-0.044, not 0.0-0.0")
    void partyRateHidingFights() {
        WilsonInterval w = WilsonInterval.of(3, 20_000);
        Report r = new Report("Two ogres", 20_000, 3 / 20_000.0, 19_997 / 20_000.0, 0, 3.2, 3, 1, 22, List.of(),
                w.low(), w.high(), 5, List.of(), 10);
        assertTrue(r.text().contains("  party wins      0.0%   (3 fights)   (95% interval 0.0051-0.044%)\n"
                + "  monsters win  100.0%   (19,997 fights)\n"), r.text());
    }
}
