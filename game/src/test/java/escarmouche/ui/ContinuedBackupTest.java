package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight continued and left without a new input keeps its previous version ({@code .bak}) as it was: opening it
 * writes the save again (to learn whether it can be written) but changes nothing, and b must still continue from
 * the real previous version.
 */
class ContinuedBackupTest {
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
        return new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    @Test
    @DisplayName("Continue (g) then Q y without playing leaves the save and its previous version byte for byte; the next"
            + " action keeps the save as it was opened as the previous version")
    void continuedUntouchedKeepsTheBackup() throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        Path bak = RecordingFile.backupOf(file);
        byte[] save = Files.readAllBytes(file);
        byte[] previous = Files.readAllBytes(bak);
        assertFalse(Arrays.equals(save, previous), "the backup is a version before the save");

        h = session();
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
        h.keys("Q").keys("y");
        h.close();
        h = null;
        assertArrayEquals(save, Files.readAllBytes(file), "the save is as it was");
        assertArrayEquals(previous, Files.readAllBytes(bak), "its previous version too");

        h = session();
        h.keys("g").keys("e");
        List<String> inputs = new RecordingFile().read(file).inputs();
        assertEquals("end", inputs.get(inputs.size() - 1));
        assertEquals(new RecordingFile().read(bak).inputs().size() + 1, inputs.size());
        assertArrayEquals(save, Files.readAllBytes(bak), "the save as it was opened is now the previous version");
    }
}
