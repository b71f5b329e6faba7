package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Recorder;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveFolder;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight whose end the disk refuses (full as the last action ends it): the game said "the fight goes on" and wrote a
 * report of the victory beside a recording that stopped before it, which Continue then offered as unfinished. The end
 * is said not saved, with what that leaves; no report is written that the recording does not hold; the end is tried
 * again as the summary opens and as the fight is left, the disk may have room by then.
 */
class UnsavedEndTest {
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    /** Why every write of a fight's file fails now, or null while the disk writes. */
    private final AtomicReference<String> failing = new AtomicReference<>();

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** The saves of a local game whose writes of a fight's file fail, as the system says, while {@link #failing} says why. */
    private SaveShelf shelf() {
        return KeptSaves.local(saves).writing(file -> {
            Recorder.Keeping real = Recorder.toFile(file);
            return fight -> {
                String why = failing.get();
                if (why != null) throw new FileSystemException(file.toString(), null, why);
                real.write(fight);
            };
        });
    }

    /** The first encounter, a turn ended (on disk), then the disk full as the party gives up (Q g): the fight is over. */
    private Path endedOnAFullDisk() {
        h = new Harness(new ContentCatalog(RealContent.content()), shelf(), data);
        h.keys("n").enter().enter();
        h.keys("e");
        failing.set("No space left on device");
        h.keys("Q").keys("g");
        return KeptSaves.recordings(saves).get(0);
    }

    private static Recording recording(Path file) throws Exception {
        return new RecordingFile().read(file);
    }

    @Test
    @DisplayName("The end of a fight the disk refuses is said not saved with its reason and what it leaves, never that the"
            + " fight goes on; no report is written; the save stops at the last action written, and Past fights lists it unfinished")
    void theEndOnAFullDiskIsSaidNotSavedAndNoReportIsWritten() throws Exception {
        Path file = endedOnAFullDisk();
        assertTrue(h.shows("The fight is over:"), h.screen());
        assertTrue(h.showsSqueezed("Not saved: The fight cannot be saved in " + saves + ": " + file
                + ": No space left on device. The end of the fight could not be written: its save stops at the last action"
                + " written, from where Continue takes the fight up again, and no fight report is written. Enter (the"
                + " summary) tries once more."), h.screen());
        assertFalse(h.shows("The fight goes on"), h.screen());
        assertEquals(List.of("end"), recording(file).inputs(), "the yield is not on disk");
        assertNull(recording(file).result());
        assertFalse(Files.exists(SaveFolder.reportOf(file)), "no report of an end the recording does not hold");

        h.enter();
        assertTrue(h.shows("End of the fight"), h.screen());
        assertTrue(h.showsSqueezed("The end of this fight is not saved: The fight cannot be saved in " + saves + ": " + file
                + ": No space left on device. Its save stops at the last action written: Past fights lists the fight as"
                + " unfinished, and Continue takes it up from there. No fight report was written. Leaving this page tries"
                + " once more."), h.screen());
        assertFalse(h.shows("Fight report:"), h.screen());
        assertFalse(h.shows("The fight goes on"), h.screen());

        h.enter();
        assertTrue(h.shows("Continue: Ambush in the crypt"), h.screen());
        assertFalse(Files.exists(SaveFolder.reportOf(file)));
        assertEquals(List.of("end"), recording(file).inputs());
        h.keys("p");
        assertTrue(h.shows("unfinished, round 2"), h.screen());
    }

    @Test
    @DisplayName("Room made before the summary opens: the end is written then, with its report, and the summary says so")
    void roomMadeBeforeTheSummaryWritesTheEndAndItsReport() throws Exception {
        Path file = endedOnAFullDisk();
        failing.set(null);
        h.enter();
        assertTrue(h.shows("Saved again: the recording holds the whole fight."), h.screen());
        // The report's path is on the row below the first screen: its line opens there.
        assertTrue(h.shows("Fight report:"), h.screen());
        assertFalse(h.shows("is not saved"), h.screen());
        assertEquals(List.of("end", "yield"), recording(file).inputs());
        assertEquals("monsters", recording(file).result());
        assertTrue(Files.readString(SaveFolder.reportOf(file)).contains("Result:    defeat"),
                Files.readString(SaveFolder.reportOf(file)));
    }

    @Test
    @DisplayName("Room made while the summary is read: leaving it writes the end, with its report")
    void roomMadeOnTheSummaryWritesTheEndAsTheFightIsLeft() throws Exception {
        Path file = endedOnAFullDisk();
        h.enter();
        assertTrue(h.shows("The end of this fight is not saved"), h.screen());
        failing.set(null);
        h.enter();
        assertFalse(h.shows("Continue:"), "the fight is over on disk: " + h.screen());
        assertEquals("monsters", recording(file).result());
        assertTrue(Files.exists(SaveFolder.reportOf(file)));
    }
}
