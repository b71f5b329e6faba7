package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight whose save holds as many inputs as a save may ({@link RecordingFile#MAX_INPUTS}): the screen refuses the
 * next, saying why, and the save stays one to continue. Before, the game played on and wrote a file its reader
 * refused: Continue was gone and Past fights called the fight damaged, backup included.
 */
class FullSaveScreenTest {
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

    private Recording recording() throws Exception {
        return new RecordingFile().read(KeptSaves.recordings(saves).get(0));
    }

    @Test
    @DisplayName("At the most inputs a save holds, the next is refused with why, and the save still continues")
    void fullSaveRefusesTheNextInputAndStaysContinuable() throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("Q").keys("y");
        h.close();
        // The save padded to one input short of the limit with commands refused at the party's first turn (no move to
        // take back), as a player stepping and taking back for hours would: quick to play again.
        Path file = KeptSaves.recordings(saves).get(0);
        int inputs = recording().inputs().size();
        assertEquals(List.of(), recording().inputs(), "the party's first turn, nothing done");
        String padding = "{\"input\":\"!refused undo\"}\n".repeat(RecordingFile.MAX_INPUTS - 1 - inputs);
        Files.writeString(file, Files.readString(file) + padding, StandardCharsets.UTF_8);

        h = session();
        assertTrue(h.shows("Continue:"), h.screen());
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
        h.keys("e");
        assertEquals(RecordingFile.MAX_INPUTS, recording().inputs().size(), "the last input a save holds is taken");
        assertEquals("end", recording().inputs().get(RecordingFile.MAX_INPUTS - 1));
        h.keys("e");
        assertTrue(h.shows("This fight's save is full: it holds 20,000 inputs"), h.screen());
        assertEquals(RecordingFile.MAX_INPUTS, recording().inputs().size(), "nothing more written");
        h.keys("Q").keys("y");
        h.close();

        // Continuing it again plays it as above (InputLimitTest continues a full save with a small limit): it is listed.
        h = session();
        assertTrue(h.shows("Continue:"), "the full save is still one to continue: " + h.screen());
        assertEquals(RecordingFile.MAX_INPUTS, new RecordingFile().loadBackup(file).recording().inputs().size(),
                "its backup reads too");
    }

    @Test
    @DisplayName("A full save continued says at once that it is full, under the line that says it was continued")
    void aFullSaveSaysSoAsItOpens() throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("Q").keys("y");
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        String padding = "{\"input\":\"!refused undo\"}\n".repeat(RecordingFile.MAX_INPUTS);
        Files.writeString(file, Files.readString(file) + padding, StandardCharsets.UTF_8);

        h = session();
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
        assertTrue(h.shows("This fight's save is full: it holds 20,000 inputs"), "told before any key: " + h.screen());
        assertEquals(RecordingFile.MAX_INPUTS, recording().inputs().size());
    }
}
