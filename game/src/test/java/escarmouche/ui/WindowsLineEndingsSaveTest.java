package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save whose lines end the Windows way (CR LF: copied through a Windows editor or mail) is the same save: continued and
 * left before a new action, it stays byte for byte as it was, with no new previous version.
 */
class WindowsLineEndingsSaveTest {
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

    /** A fight left after a few turns, its lines turned to CR LF, its previous version gone. */
    private Path windowsSave() throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        Files.writeString(file, Files.readString(file).replace("\n", "\r\n"));
        Files.delete(file.resolveSibling(file.getFileName() + ".bak"));
        return file;
    }

    @Test
    @DisplayName("Continued and left with no action taken, a CR LF save is not rewritten and gets no backup")
    void leftAsItWas() throws Exception {
        Path file = windowsSave();
        byte[] before = Files.readAllBytes(file);
        h = session();
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
        h.keys("Q").keys("y");
        assertArrayEquals(before, Files.readAllBytes(file), "the save as it was");
        assertFalse(Files.exists(file.resolveSibling(file.getFileName() + ".bak")), "no previous version of the same save");
    }

    @Test
    @DisplayName("A new action on a CR LF save writes it the game's way, the CR LF version kept as its previous version")
    void newActionRewrites() throws Exception {
        Path file = windowsSave();
        byte[] before = Files.readAllBytes(file);
        h = session();
        h.keys("g").keys("e");
        h.keys("Q").keys("y");
        String now = Files.readString(file, StandardCharsets.UTF_8);
        assertFalse(now.contains("\r"), "written with the game's line endings");
        assertArrayEquals(before, Files.readAllBytes(file.resolveSibling(file.getFileName() + ".bak")));
        assertEquals(new RecordingFile().read(file).inputs().size(),
                new RecordingFile().parse(new String(before, StandardCharsets.UTF_8), "before").inputs().size() + 1);
    }
}
