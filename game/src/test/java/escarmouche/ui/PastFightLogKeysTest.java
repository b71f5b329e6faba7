package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.save.Fights;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ? on the text log of a past fight (t in Past fights) lists that page's keys, as every screen's ? does. */
class PastFightLogKeysTest {
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    @Test
    @DisplayName("Past fights, t, ?: the log page's keys come first, and Esc goes back to the log")
    void questionMarkListsTheLogPageKeys() throws Exception {
        Fights.play(Fights.Shipped.load(Fights.CONTENT), Fights.FORD, 7,
                saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl"), 10_000, n -> { });
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
        h.keys("p").keys("t");
        assertTrue(h.shows("Initiative"), h.screen());
        assertTrue(h.shows("? keys"), "the footer says it: " + h.screen());
        h.keys("?");
        assertTrue(h.shows("In a past fight's log (t in Past fights)"), h.screen());
        assertTrue(h.shows("back to Past fights"), h.screen());
        h.esc();
        assertTrue(h.shows("Initiative"), "back on the log: " + h.screen());
    }
}
