package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Report;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --compare}: its outcome rows read as plain {@code simulate} reads the same fights. */
class CompareTextTest {
    /** 400 fights: the party wins {@code party}, the other side {@code others}, the rest have no winner. */
    private static Report fights(int party, int others) {
        return new Report("The ford", 400, party / 400.0, others / 400.0, (400 - party - others) / 400.0, 5, 5, 3, 9,
                List.of(), 0.8, 0.9, 7, List.of(), 10);
    }

    private static List<String> outcomeRows(String text) {
        return text.lines().skip(2).limit(3).toList();
    }

    @Test
    @DisplayName("the three outcomes of each rule set are rounded together, as simulate rounds them: 86.8 + 13.2 = 100")
    void outcomesRoundedTogether() {
        Report house = fights(347, 53);
        Report dd5 = fights(377, 23);
        assertEquals(List.of("86.8", "13.2", "0.0"), List.of(Report.tenthsOfPercent(house.partyWins(), house.monsterWins(),
                house.draws())), "plain simulate's figures");
        assertEquals(List.of(
                "  party wins             86.8% (80.0-90.0)            94.3% (80.0-90.0)",
                "  monsters win           13.2%                        5.7%",
                "  no winner              0.0%                         0.0%"),
                outcomeRows(CompareText.of(house, dd5, ScreenMessages.of(Language.EN), "The ford")));
        assertEquals(List.of(
                "  le groupe gagne             86,8\u00a0% (80,0-90,0)           94,3\u00a0% (80,0-90,0)",
                "  les monstres gagnent        13,2\u00a0%                       5,7\u00a0%",
                "  sans vainqueur              0,0\u00a0%                        0,0\u00a0%"),
                outcomeRows(CompareText.of(house, dd5, ScreenMessages.of(Language.FR), "Le gué")));
    }

    @Test
    @DisplayName("--compare --json: houseMinusDd5 is the difference of the fights won over the runs, with no"
            + " floating-point dust (266 - 377 of 400: -0.2775)")
    void jsonDifferenceFromTheCounts() {
        assertEquals(-0.2775, (double) PartsJson.houseMinusDd5(fights(266, 134), fights(377, 23)).get("houseMinusDd5"));
        assertEquals(-0.075, (double) PartsJson.houseMinusDd5(fights(347, 53), fights(377, 23)).get("houseMinusDd5"));
    }
    /** {@code runs} fights: the party wins {@code party}, the other side the rest; its interval Wilson's. */
    private static Report won(int party, int runs) {
        escarmouche.simulate.WilsonInterval w = escarmouche.simulate.WilsonInterval.of(party, runs);
        return new Report("Two ogres", runs, party / (double) runs, (runs - party) / (double) runs, 0, 3, 3, 1, 22,
                List.of(), w.low(), w.high(), 5, List.of(), 10);
    }

    @Test
    @DisplayName("a 0.0% or 100.0% that hides fights says them in every outcome, the party's under its rate; its bounds and the difference get the digits a tenth hides")
    void hiddenFightsAndFineFigures() {
        String text = CompareText.of(won(3, 20_000), won(0, 20_000), ScreenMessages.of(Language.EN), "Two ogres");
        assertEquals(List.of(
                "  party wins             0.0% (0.0051-0.044)          0.0% (0.0-0.019)",
                "                         (3 fights)",
                "  monsters win           100.0% (19,997 fights)       100.0%",
                "  no winner              0.0%                         0.0%"), text.lines().skip(2).limit(4).toList());
        assertEquals("Within noise: the party's win rate differs by +0.02 points (95%: -0.01 to +0.04 points), so 20,000 fights"
                + " each cannot tell the two rules apart here.", CompareText.verdict(won(3, 20_000), won(0, 20_000),
                ScreenMessages.of(Language.EN)));
        String all = CompareText.of(won(20_000, 20_000), won(19_999, 20_000), ScreenMessages.of(Language.FR), "Deux");
        // 19,999 of 20,000: the upper bound is not 100 either; the cell too long for 80 columns goes on under its column.
        String column = " ".repeat(59);
        assertEquals(List.of(
                "  le groupe gagne             100,0\u00a0% (99,981-100,0)",
                column + "100,0\u00a0% (99,972-99,99912)",
                column + "(19\u202f999 combats)",
                "  les monstres gagnent        0,0\u00a0%                        0,0\u00a0% (1 combat)"),
                all.lines().skip(2).limit(4).toList());
    }

    @Test
    @DisplayName("the verdict's fight count is grouped as the title's: 10 000 combats de chaque côté, 100,000 fights each")
    void verdictCountGrouped() {
        String french = CompareText.verdict(won(5_000, 10_000), won(5_010, 10_000), ScreenMessages.of(Language.FR));
        assertTrue(french.contains("10\u202f000 combats de chaque côté ne suffisent pas"), french);
        String english = CompareText.verdict(won(50_000, 100_000), won(50_010, 100_000), ScreenMessages.of(Language.EN));
        assertTrue(english.contains("so 100,000 fights each cannot tell"), english);
    }
}
