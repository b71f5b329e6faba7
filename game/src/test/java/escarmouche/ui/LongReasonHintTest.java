package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Past fights under the list: a damaged save's reason too long for the three rows it may take (an unknown command's,
 * which lists every command) is cut, never the file and the line after it, which the paragraph's own "…" cut away.
 */
class LongReasonHintTest {
    private static final Path GOLDEN = Path.of("src/test/resources/saves/format-1-ford-seed7.jsonl");
    private static final String NAME = "2026-12-07_05-00-07_goblins-at-the-ford.jsonl";
    private static final String NBSP = "\u00a0";

    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** Past fights on a terminal of this size, listing a save whose last input (line 4) is no command. */
    private void pastFights(int columns, int rows, boolean french) throws Exception {
        List<String> golden = Files.readAllLines(GOLDEN);
        Files.write(saves.resolve(NAME), List.of(golden.get(0), golden.get(1), "{\"input\":\"end\"}", "{\"input\":\"fly away\"}"));
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data, columns, rows, true);
        if (french) h.keys("l");
        h.keys("p");
    }

    /** The rows under the list: from the blank row under it to the row over the keys. */
    private String hint(int rows) {
        return h.row(rows - 4).strip() + "\n" + h.row(rows - 3).strip() + "\n" + h.row(rows - 2).strip();
    }

    @Test
    @DisplayName("At 80x24 the reason is cut at a word and the file with its line ends the third row")
    void placeKeptAt80Columns() throws Exception {
        pastFights(80, 24, false);
        assertEquals("Cannot be read: not a command: unknown command 'fly': expected one of move,\n"
                + "moveto, crawl, stand, prone, dash, dodge, disengage, hide, search, undo,\n"
                + "pickup, attack, grapple… (" + NAME + ":4)", hint(24), h.screen());
    }

    @Test
    @DisplayName("Wider, more of the reason shows, the place still whole at its end")
    void placeKeptWider() throws Exception {
        pastFights(100, 30, false);
        assertEquals("Cannot be read: not a command: unknown command 'fly': expected one of move, moveto, crawl,\n"
                + "stand, prone, dash, dodge, disengage, hide, search, undo, pickup, attack, grapple, escape, cut,\n"
                + "release, shove, help, aid, cast, drink, read… (" + NAME + ":4)", hint(30), h.screen());
    }

    @Test
    @DisplayName("In French too the place ends the hint at 80x24")
    void placeKeptInFrench() throws Exception {
        pastFights(80, 24, true);
        String hint = hint(24);
        assertTrue(hint.endsWith("… (" + NAME + ":4)"), hint);
        assertTrue(hint.startsWith("Illisible" + NBSP + ": "), hint);
    }
}
