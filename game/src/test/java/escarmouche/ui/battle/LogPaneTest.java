package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.NoteEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.log.LogLines;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The log pane, newest at the bottom: no row left blank while an older line could fill it. */
class LogPaneTest {
    private static List<String> rows(Canvas canvas) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < canvas.height(); r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < canvas.width(); c++) sb.append(canvas.charAt(c, r));
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }

    @Test
    @DisplayName("A roll's line too tall for the rows above the newer lines shows its end, its breakdown, not blank rows")
    void aLineCutAtTheTopShowsItsEnd() {
        MessageLog log = new MessageLog(new LogLines(id -> id));
        log.note("Round 2: Goblin 1's turn");
        log.note("Goblin 1 throws a javelin at Brunhild: d20 1 (11, 1, disadvantage) +2 Dex = 3 vs AC 18: miss (natural 1: fumble)");
        log.note("Goblin 1's fumble: d6 5: its javelin drops");
        log.note("Goblin 1 ends its turn");
        Canvas canvas = new Canvas(40, 5, new Glyphs(false));
        LogPane.draw(canvas, log, MessageLog.EVERYONE, -1, ScreenMessages.of(Language.EN));
        // Three rows for the throw, four for the lines after it: the throw's last two show, marked as cut.
        assertEquals(List.of(
                "… d20 1 (11, 1, disadvantage) +2 Dex = 3",
                "  vs AC 18: miss (natural 1: fumble)",
                "  Goblin 1's fumble: d6 5: its javelin",
                "  drops",
                "  Goblin 1 ends its turn"), rows(canvas));
    }

    @Test
    @DisplayName("A line cut so that only its rule IDs would show shows its last row of text instead: IDs alone"
            + " say nothing")
    void aCutLineShowsTextNotItsRuleIdsAlone() {
        MessageLog log = new MessageLog(new LogLines(id -> id));
        // Its rule IDs do not fit beside its last words: they take a row of their own.
        log.add(new LoggedEvent(1, 2, new NoteEvent("gob", "gob opens the door at 3,4 (its free object interaction)",
                List.of("TURN-OBJECT", "ACT-USE", "ATK-ROLL"))));
        log.note("Goblin 1's fumble: d6 5: its javelin drops");
        log.note("Goblin 1 ends its turn");
        Canvas canvas = new Canvas(40, 4, new Glyphs(false));
        LogPane.draw(canvas, log, MessageLog.EVERYONE, -1, ScreenMessages.of(Language.EN));
        // One row for the door's line: its rule IDs' own row would be its end; its last words are shown instead.
        assertEquals(List.of(
                "… object interaction)",
                "  Goblin 1's fumble: d6 5: its javelin",
                "  drops",
                "  Goblin 1 ends its turn"), rows(canvas));
    }

    @Test
    @DisplayName("The selected line taller than the pane shows its end, its first row marked \"…\" beside the ▶")
    void aSelectedLineCutAtTheTopIsMarked() {
        MessageLog log = new MessageLog(new LogLines(id -> id));
        log.note("Round 2: Goblin 1's turn");
        log.note("Goblin 1 throws a javelin at Brunhild: d20 1 (11, 1, disadvantage) +2 Dex = 3 vs AC 18: miss (natural 1: fumble)");
        log.note("Goblin 1 ends its turn");
        Canvas canvas = new Canvas(40, 2, new Glyphs(false));
        LogPane.draw(canvas, log, MessageLog.EVERYONE, 1, ScreenMessages.of(Language.EN));
        // The throw takes three rows: its last two show, over the row that counts the newer line.
        assertEquals(List.of(
                "▶…vs AC 18: miss (natural 1: fumble)",
                "                         ↓ 1 newer line"), rows(canvas));
    }
}
