package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Report;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code simulate}'s reports within 80 columns whatever the names: ids of 64 characters (the most a scenario
 * allows) and sides' names of any length, in English and French.
 */
class SimulateReportWidthTest {
    private static final String ID = "a".repeat(30) + "_" + "b".repeat(30) + "_01";
    private static final String OTHER_ID = "a".repeat(30) + "_" + "b".repeat(30) + "_02";

    private static Report report(String side) {
        return new Report("The ford", 50, 0.98, 0.02, 0, 5.9, 5, 1, 15,
                List.of(new Report.CombatantFigures(ID, "party", 1.0, 23.2, 8.0, 0.16, 0.26, 0.02),
                        new Report.CombatantFigures(OTHER_ID, side, 0.02, 7.9, 23.4, 0.28, 0.26, 1.0)),
                0.895, 0.996, 10, List.of(new Report.RoundsCount(5, 50)), 12,
                List.of(new Report.FightToWatch("longest", 2, 15, "party"), new Report.FightToWatch("defeat", 8, 8, "monsters")));
    }

    private static void fits(String text) {
        for (String line : text.split("\\R")) assertTrue(line.length() <= 80, line.length() + ": " + line + "\n" + text);
    }

    @Test
    @DisplayName("simulate and --compare with 64-character ids and long sides keep every line within 80 columns")
    void longNamesFit() {
        for (String side : List.of("hobgoblin-guards", "hommes-lézards-du-marais", "brigands_of_the_northern_marshes_and_hills",
                "x".repeat(200))) {
            for (Language language : List.of(Language.EN, Language.FR)) {
                ScreenMessages m = ScreenMessages.of(language);
                fits(ReportText.of(report(side), m));
                fits(CompareText.of(report(side), report(side), m, "The ford"));
            }
        }
    }

    @Test
    @DisplayName("a long id goes on under its own column, whole, as a long side does, broken after its -; their figures stay on their first line")
    void longIdWrapsInItsColumn() {
        String text = ReportText.of(report("hommes-lézards-du-marais"), ScreenMessages.of(Language.FR));
        List<String> lines = text.lines().toList();
        // Ten columns for the id in French: the figures' headings ("éch. crit." the widest) leave 19 to the names.
        int row = lines.indexOf(lines.stream().filter(l -> l.startsWith("  aaaaaaaaaa ")).findFirst().orElseThrow());
        assertEquals("  aaaaaaaaaa groupe     100,0\u00a0%    2,0\u00a0%       23,2        8,0   0,16       0,26", lines.get(row));
        StringBuilder id = new StringBuilder();
        for (int i = row; i < lines.size() && lines.get(i).startsWith("  ") && (i == row || lines.get(i).length() <= 24); i++) {
            id.append(lines.get(i).substring(2, Math.min(12, lines.get(i).length())).strip());
        }
        assertEquals(ID, id.toString());
        assertTrue(text.contains("  aaaaaaaaaa hommes-      2,0\u00a0%  100,0\u00a0%        7,9       23,4   0,28       0,26\n"
                + "  aaaaaaaaaa lézards-\n  aaaaaaaaaa du-marais\n"), text);
        assertTrue(text.contains("  les hommes-lézards-du-marais gagnent\n"
                + "                                2,0\u00a0%\n"), text);
    }
    @Test
    @DisplayName("the party's hidden fights in French: the rate in its column, its fights beside it, the interval under it")
    void frenchPartyLineWithHiddenFights() {
        escarmouche.simulate.WilsonInterval w = escarmouche.simulate.WilsonInterval.of(3, 20_000);
        Report r = new Report("Two ogres", 20_000, 3 / 20_000.0, 19_997 / 20_000.0, 0, 3.2, 3, 1, 22, List.of(),
                w.low(), w.high(), 5, List.of(), 10);
        String text = ReportText.of(r, ScreenMessages.of(Language.FR));
        assertEquals(List.of("  le groupe gagne         0,0\u00a0%   (3 combats)",
                "                        (intervalle à 95\u00a0%\u00a0: 0,0051-0,044\u00a0%)",
                "  les monstres gagnent  100,0\u00a0%   (19\u202f997 combats)"), text.lines().skip(1).limit(3).toList());
    }
}
