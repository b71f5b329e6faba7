package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tables of {@code ./play bench}: each figure as the language writes it, every line within 80 columns. */
class BenchTableTest {
    private static final String NBSP = "\u00a0";
    private static final String NNBSP = "\u202f";
    private static final BenchTable EN = new BenchTable(ScreenMessages.of(Language.EN));
    private static final BenchTable FR = new BenchTable(ScreenMessages.of(Language.FR));

    @Test
    @DisplayName("the steady table in English: grouped thousands, decimal points, its unit under each header")
    void steadyInEnglish() {
        assertEquals(List.of(
                "                                         fights/   turns/   us CPU/      KB/",
                "scenario                     creatures     CPU-s    fight      turn     turn"), EN.steadyHeader());
        assertEquals("Tutorial: a duel                     2   9,883.9      9.3     10.85      4.7",
                EN.steadyRow("Tutorial: a duel", 2, 9883.94, 9.3, 10.853, 4.7));
    }

    @Test
    @DisplayName("the steady table in French: decimal commas, thousands parted by a narrow no-break space")
    void steadyInFrench() {
        assertEquals(List.of(
                "                                        combats/   tours/   µs CPU/      Ko/",
                "scénario                     créatures     s-CPU   combat      tour     tour"), FR.steadyHeader());
        assertEquals("Didacticiel" + NBSP + ": un duel                2   9" + NNBSP + "883,9      9,3     10,85      4,7",
                FR.steadyRow("Didacticiel" + NBSP + ": un duel", 2, 9883.94, 9.3, 10.853, 4.7));
    }

    @Test
    @DisplayName("the several-thread and AI share tables: 'x' and 'fois', the percent sign as each language writes it")
    void threadsAndShare() {
        assertEquals("Tutorial: a duel                5,641.6        13,728        0.57x",
                EN.threadsRow("Tutorial: a duel", 5641.6, 13728.2, 0.571));
        assertEquals("Didacticiel" + NBSP + ": un duel           5" + NNBSP + "641,6        13" + NNBSP + "728    0,57" + NBSP + "fois",
                FR.threadsRow("Didacticiel" + NBSP + ": un duel", 5641.6, 13728.2, 0.571));
        assertEquals("Tutorial: a duel                   24,638.7       38,634.9     33.8%",
                EN.shareRow("Tutorial: a duel", 24638.7, 38634.9, 0.338));
        assertEquals("Didacticiel" + NBSP + ": un duel              24" + NNBSP + "638,7       38" + NNBSP + "634,9    33,8" + NBSP + "%",
                FR.shareRow("Didacticiel" + NBSP + ": un duel", 24638.7, 38634.9, 0.338));
    }

    @Test
    @DisplayName("every header line and a row of large figures keep within 80 columns, in English and French")
    void withinEightyColumns() {
        for (BenchTable t : List.of(EN, FR)) {
            List<String> lines = new java.util.ArrayList<>();
            lines.addAll(t.steadyHeader());
            lines.addAll(t.threadsHeader());
            lines.addAll(t.shareHeader());
            lines.add(t.steadyRow("30 fighters v 60 goblins", 90, 123456.7, 1234.5, 9999.99, 999.9));
            lines.add(t.threadsRow("30 fighters v 60 goblins", 1234567.8, 1234567.8, 99.99));
            lines.add(t.shareRow("30 fighters v 60 goblins", 123456.7, 123456.7, 1));
            for (String line : lines) assertEquals(true, line.length() <= ReportLines.WIDTH, line.length() + ": " + line);
        }
    }
}
