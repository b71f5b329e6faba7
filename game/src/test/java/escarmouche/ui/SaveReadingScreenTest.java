package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import escarmouche.engine.Game;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Fights;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The screens read a folder of saves as odd as a disk may hold it: odd names, a FIFO. */
class SaveReadingScreenTest {
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

    private Harness session() {
        return session(KeptSaves.local(saves));
    }

    private Harness session(FightSaves kept) {
        return new Harness(new ContentCatalog(RealContent.content()), kept, data);
    }

    @Test
    @DisplayName("Names with a newline or an escape in them are listed with '?' in their place, and the list does not crash")
    void controlCharactersInNames() throws Exception {
        Path won = RECORDINGS.resolve("duel-won.jsonl");
        Files.copy(won, saves.resolve("2026-12-06_17-03-00_a\nb.jsonl"));
        Files.writeString(saves.resolve("2026-12-06_17-04-00_c\u001b[31md.jsonl"), "not json\n");
        h = session();
        h.keys("p");
        assertTrue(h.shows("Past fights"), h.screen());
        assertTrue(h.shows("2026-12-06_17-04-00_c?[31md.jsonl"), h.screen());
        assertFalse(h.screen().contains("\u001b"), h.screen());
        h.keys("j");
        assertTrue(h.shows("won"), h.screen());
    }

    @Test
    @DisplayName("A FIFO named like a save: the title screen opens, and the list says it is not a regular file")
    void fifo() throws Exception {
        Path fifo = saves.resolve("2026-12-06_17-05-00_fifo.jsonl");
        Process made = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(made.waitFor() == 0 && Files.exists(fifo), "mkfifo is not available here");
        Files.copy(RECORDINGS.resolve("ford-holding.jsonl"), saves.resolve("2026-12-06_17-00-00_ford.jsonl"));
        h = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> session());
        assertTrue(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("damaged"), h.screen());
        h.enter();
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows("2026-12-06_17-05-00_fifo.jsonl: not a regular file"), h.screen());
    }
}
