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
 * The replay's log under a line taller than its rows (the initiative of 31 creatures at 80x24): the line's last
 * rows, marked as going on above, as the battle's log shows them, never blank rows.
 */
class ReplayLogCutTest {
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    /** Kenji against thirty goblins on a 40x12 field. */
    private static String field() {
        StringBuilder rows = new StringBuilder();
        for (int y = 0; y < 12; y++) {
            String row = y == 0 || y == 11 ? "#".repeat(40) : "#" + ".".repeat(38) + "#";
            rows.append(y == 0 ? "" : ", ").append('"').append(row).append('"');
        }
        StringBuilder goblins = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            goblins.append(String.format(", {\"id\": \"g%d\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [%d, %d]}",
                    i, 20 + (i - 1) % 15, 2 + (i - 1) / 15));
        }
        return "{\"format\": 1, \"name\": \"Field\", \"map\": {\"rows\": [" + rows + "]}, \"combatants\": ["
                + "{\"id\": \"kenji\", \"template\": \"samurai\", \"name\": \"Kenji\", \"at\": [2, 5]}" + goblins + "]}";
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

    private void open() throws Exception {
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(Simulation.allAi(Scripts.scenario(field())), 3, List.of(), "Field",
                RulesReference.load(), true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
    }

    @Test
    @DisplayName("TURN-INIT: on the first turn's line the initiative above it shows its last five rows, the first"
            + " marked \"…\" as going on above, not five blank rows")
    void TURN_INIT_anEntryAboveThePaneShowsItsEnd() throws Exception {
        open();
        viewer.handle(new KeyStroke(KeyType.ArrowRight));
        assertTrue(row(0).contains("event 2/200 · round 1 · Goblin 20's turn (gj)"), row(0));
        assertEquals("… Goblin 12 (gb), Goblin 29 (gs), Goblin 14 (gd), Goblin 6, Goblin 22 (gl),",
                row(17).stripTrailing(), screen());
        assertEquals("  Goblin 10 (g0)                                          [TURN-ORDER TURN-INIT]", row(21), screen());
        assertEquals("▶ Round 1: Goblin 20's turn (gj, 6 movement)", row(22).stripTrailing(), screen());
    }

    @Test
    @DisplayName("TURN-INIT: the initiative's line, selected and taller than the pane, shows its end, its first row"
            + " marked \"…\" beside the selection's ▶")
    void TURN_INIT_theSelectedEntryCutAtItsTopIsMarked() throws Exception {
        open();
        assertTrue(row(0).contains("event 1/200"), row(0));
        assertEquals("▶…(gi), Goblin 17 (gg), Goblin 23 (gm), Goblin 27 (gq), Goblin 5, Kenji,",
                row(17).stripTrailing(), screen());
        assertEquals("▶ Goblin 10 (g0)                                          [TURN-ORDER TURN-INIT]", row(22), screen());
    }
}
