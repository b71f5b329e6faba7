package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** '?' in Past fights opens the key help on Past fights' own keys, not on those of the end page. */
class PastFightsHelpKeyTest {
    private static final Path RECORDINGS = Path.of("src/test/resources/recordings");

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
    @DisplayName("? in Past fights opens on its own keys: Enter, v, t and x, what each does; Esc comes back")
    void questionMarkInPastFights() throws Exception {
        Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve("2026-12-06_17-00-00_duel-won.jsonl"));
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
        h.keys("p");
        String list = h.screen();
        assertTrue(h.shows("a duel"), list);
        h.keys("?");
        String[] rows = h.screen().split("\n");
        assertTrue(rows[2].contains("In Past fights"), "Past fights' keys first: " + h.screen());
        assertTrue(h.shows("read its whole log, every roll with its breakdown"), h.screen());
        assertTrue(h.shows("delete it: its recording, its report and its older copy go, once you say yes"), h.screen());
        h.esc();
        assertEquals(list, h.screen());
    }

    @Test
    @DisplayName("In French the keys are named as the French hint bars name them: Entrée, not Enter")
    void frenchNamesItsKeys() throws Exception {
        Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve("2026-12-06_17-00-00_duel-won.jsonl"));
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
        h.keys("l").keys("p").keys("?");
        assertTrue(h.shows("Dans Combats passés"), h.screen());
        assertTrue(h.screen().contains("\n    Entrée"), h.screen());
        assertFalse(h.screen().contains("\n    Enter"), h.screen());
    }
}
