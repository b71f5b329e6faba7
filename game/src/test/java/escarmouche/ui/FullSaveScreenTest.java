package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    /** A save left at the party's first turn, padded with {@code inputs} inputs refused there (quick to play again). */
    private Path padded(int inputs) throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("Q").keys("y");
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        String padding = "{\"input\":\"!refused undo\"}\n".repeat(inputs);
        Files.writeString(file, Files.readString(file) + padding, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    @DisplayName("Q on a full save offers no yield (an input the save cannot take) and does not promise that Continue"
            + " resumes the fight: it goes no further")
    void leavingAFullSaveOffersNoYieldNorAFightToResume() throws Exception {
        padded(RecordingFile.MAX_INPUTS);
        h = session();
        h.keys("g");
        h.keys("Q");
        assertTrue(h.shows("Leave this fight?"), h.screen());
        assertTrue(h.shows("y Yes, back to the title (its save is full: the fight goes no further)"), h.screen());
        assertFalse(h.shows("Continue resumes it"), h.screen());
        assertFalse(h.shows("Give up"), h.screen());
        h.keys("g");
        assertTrue(h.shows("Leave this fight?"), "g is no choice of the menu: " + h.screen());
        h.keys("y");
        assertTrue(h.shows("Continue:"), "back on the title screen: " + h.screen());
        assertEquals(RecordingFile.MAX_INPUTS, recording().inputs().size(), "nothing more written");
    }

    @Test
    @DisplayName("The same in French: the menu says the save is full, no yield offered")
    void leavingAFullSaveInFrench() throws Exception {
        padded(RecordingFile.MAX_INPUTS);
        h = session();
        h.keys("l").keys("g");
        h.keys("Q");
        assertTrue(h.shows("y Oui, retour au titre (sauvegarde pleine\u00a0: il ne peut aller plus loin)"), h.screen());
        assertFalse(h.shows("Abandonner"), h.screen());
    }

    @Test
    @DisplayName("A save of more inputs than a save may hold is listed as such, the count written as every screen writes"
            + " it: 20,000; in French 20 000")
    void tooManyInputsSaysTheLimitGrouped() throws Exception {
        Path file = padded(RecordingFile.MAX_INPUTS + 2);
        int line = Files.readAllLines(file).size() - 1;
        h = session();
        h.keys("p");
        assertTrue(h.shows("Cannot be read: more than 20,000 inputs (" + file.getFileName() + ":" + line + ")"), h.screen());
        h.esc();
        h.keys("l").keys("p");
        assertTrue(h.shows("Illisible\u00a0: plus de 20\u202f000 entrées (" + file.getFileName() + ":" + line + ")"),
                h.screen());
    }
}
