package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
