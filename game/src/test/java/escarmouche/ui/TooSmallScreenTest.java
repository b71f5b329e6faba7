package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalSize;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The message of a terminal too small keeps its key with what it does: "(q or Ctrl-C quits.)" on one row. */
class TooSmallScreenTest extends ScreenTest {
    private static final String NB = "\u00a0";

    private static TestCatalog duel() {
        return new TestCatalog().add("duel", "The duel", "One hero, one goblin.", "easy", BattleScreenTest.duel()::build);
    }

    /** The screen's rows that hold something, without the spaces at their ends. */
    private List<String> rows() {
        List<String> out = new ArrayList<>();
        for (String r : h.screen().split("\n")) if (!r.isBlank()) out.add(r.strip());
        return out;
    }

    @Test
    @DisplayName("At 60x20 the message ends on a row of its own, '(q or Ctrl-C quits.)', not '... where it was. (q' then 'or Ctrl-C quits.)'")
    void english() {
        h = new Harness(duel(), data);
        h.terminal.setTerminalSize(new TerminalSize(60, 20));
        h.keys("?");
        assertEquals(List.of("The terminal is 60x20. Escarmouche needs at least 80x24:",
                "please enlarge the window, the game goes on where it was.",
                "(q" + NB + "or" + NB + "Ctrl-C" + NB + "quits.)"), rows(), h.screen());
    }

    @Test
    @DisplayName("In French too: '(q ou Ctrl-C pour quitter.)' stays on one row")
    void french() {
        h = new Harness(duel(), data);
        h.keys("l");
        h.terminal.setTerminalSize(new TerminalSize(60, 20));
        h.keys("?");
        assertEquals(List.of("Le terminal fait 60x20. Escarmouche a besoin d'au moins",
                "80x24" + NB + ": agrandissez la fenêtre, la partie reprend où elle en",
                "était. (q" + NB + "ou" + NB + "Ctrl-C" + NB + "pour" + NB + "quitter.)"), rows(), h.screen());
    }
}
