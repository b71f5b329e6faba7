package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The replay's first event (the initiative, before anyone's turn) on a map bigger than the screen: the view is
 * on the fight, not on the map's empty top-left corner.
 */
class ReplayFirstViewTest {
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    /** A hero at 40,30 of a 60x40 field, twelve goblins in a row beside it. */
    private static String field() {
        StringBuilder rows = new StringBuilder();
        for (int y = 0; y < 40; y++) {
            String row = y == 0 || y == 39 ? "#".repeat(60) : "#" + ".".repeat(58) + "#";
            rows.append(y == 0 ? "" : ", ").append('"').append(row).append('"');
        }
        StringBuilder goblins = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            goblins.append(String.format(", {\"id\": \"g%d\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [%d, 31]}",
                    i, 42 + i));
        }
        return "{\"format\": 1, \"name\": \"Field\", \"map\": {\"rows\": [" + rows + "]}, \"combatants\": ["
                + "{\"id\": \"kenji\", \"template\": \"samurai\", \"name\": \"Kenji\", \"at\": [40, 30]}" + goblins + "]}";
    }

    private void open(int columns, int rows) throws Exception {
        terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        viewer = new ReplayViewer(Simulation.allAi(Scripts.scenario(field())), 3, List.of(), "Field",
                RulesReference.load(), true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
    }

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private String row(int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
        return sb.toString();
    }

    private String screen() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) sb.append(row(r)).append('\n');
        return sb.toString();
    }

    @Test
    @DisplayName("Event 1, the initiative, before anyone's turn: the view is already on Goblin 5, the first to act, as at"
            + " event 2 on its turn (columns 34 to 57, rows 24 to 37), not on the walls of the corner 0,0")
    void theFirstEventShowsTheFight() throws Exception {
        open(80, 24);
        assertTrue(row(0).contains("event 1/96 · round 1 · no turn"), row(0));
        String ruler = "  ‹  36  38  40  42  44  46  48  50  52  54  56   ›│";
        assertEquals(ruler, row(1).substring(0, 52), screen());
        assertEquals("24˄. . . . . . . . . . . . . . . . . . . . . . . . │", row(2).substring(0, 52), screen());
        assertEquals("30 . . . . . Ke. . . . . . . . . . . . . . . . . . │", row(8).substring(0, 52), screen());
        assertEquals("31 . . . . . . . . g1g2g3g4g5g6g7g8g9g0gagb. . . . │", row(9).substring(0, 52), screen());
        viewer.handle(new KeyStroke(KeyType.ArrowRight));
        assertTrue(row(0).contains("event 2/96 · round 1 · Goblin 5's turn"), row(0));
        assertEquals(ruler, row(1).substring(0, 52), "the view does not jump: " + screen());
        assertEquals("31▶. . . . . . . . g1g2g3g4g5g6g7g8g9g0gagb. . . . │", row(9).substring(0, 52), screen());
    }

    @Test
    @DisplayName("The initiative's line wraps after its commas: no name cut from its number, no roll from its name")
    void theInitiativeWrapsBetweenCreatures() throws Exception {
        open(80, 24);
        // The line is taller than the pane: its first row shown says it goes on above.
        assertEquals("▶…Goblin 7 d20 11 +2 Dex = 13, Goblin 8 d20 3 +2 Dex = 5 (tie-break d20 19),", row(17).stripTrailing(),
                screen());
        // Goblin 10 to 12, whose numbers their labels cannot show, are named with them; a name never breaks.
        assertEquals("▶ Goblin 9 d20 3 +2 Dex = 5 (tie-break d20 11), Goblin 10 (g0) d20 1 +2 Dex = 3,", row(18).stripTrailing(),
                screen());
        assertEquals("▶ (tie-break d20 13). Order: Goblin 5, Kenji, Goblin 12 (gb), Goblin 6,", row(20).stripTrailing());
        assertEquals("▶ Goblin 11 (ga), Goblin 7, Goblin 2, Goblin 3, Goblin 4, Goblin 8, Goblin 9,", row(21).stripTrailing());
        assertTrue(row(22).startsWith("▶ Goblin 1, Goblin 10 (g0)  "), screen());
        // The side pane's row shows the label beside the name already: it is not said twice.
        assertTrue(row(14).stripTrailing().endsWith("│g0 Goblin 10 7/7"), screen());
    }
}
