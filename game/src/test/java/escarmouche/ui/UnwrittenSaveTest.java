package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Recorder;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveLock;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight's file that cannot be written when the fight starts or is continued (a full disk, a file the game may not
 * replace): a new fight is played and tries again as one failing mid-fight does; a continued one is played unsaved on
 * a full disk, refused with its reason where it can never be written, and never left locked by this very game.
 */
class UnwrittenSaveTest {
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    /** Why every write fails now (the system's reason), or null while the disk writes. */
    private final AtomicReference<String> failing = new AtomicReference<>();

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** The saves of a local game whose writes of a fight's file fail, as the system says, while {@link #failing} says why. */
    private SaveShelf shelf(List<String> told) {
        return KeptSaves.local(saves).reporting((file, t) -> told.add(t.over() ? "again" : "failed")).writing(file -> {
            Recorder.Keeping real = Recorder.toFile(file);
            return fight -> {
                String why = failing.get();
                // The system's EACCES, as Java throws it; any other reason as its message says it.
                if ("Permission denied".equals(why)) throw new java.nio.file.AccessDeniedException(file.toString());
                if (why != null) throw new FileSystemException(file.toString(), null, why);
                real.write(fight);
            };
        });
    }

    private Harness session() {
        return new Harness(new ContentCatalog(RealContent.content()), shelf(new ArrayList<>()), data);
    }

    /** The first encounter with its party as it is, two turns ended, then left with Q y: its save on disk. */
    private Path leftAfterSomeTurns() {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        h = null;
        return KeptSaves.recordings(saves).get(0);
    }

    /** Every file of the folder, by name. */
    private List<String> files() throws IOException {
        try (Stream<Path> all = Files.list(saves)) {
            return all.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("Continue on a full disk plays the fight not saved, says so after each action, writes it all again once"
            + " the disk has room, and leaves the save and its previous version as they were meanwhile")
    void continueOnAFullDisk() throws Exception {
        Path file = leftAfterSomeTurns();
        Path bak = RecordingFile.backupOf(file);
        byte[] save = Files.readAllBytes(file);
        byte[] previous = Files.readAllBytes(bak);
        int inputs = new RecordingFile().read(file).inputs().size();

        failing.set("No space left on device");
        h = session();
        h.keys("g");
        assertTrue(h.showsSqueezed("Not saved: The fight cannot be saved in " + saves + ": " + file
                + ": No space left on device. The fight goes on, and each action tries to write it again."), h.screen());
        assertFalse(h.shows("went wrong"), h.screen());
        assertArrayEquals(save, Files.readAllBytes(file), "the save is as it was");
        assertArrayEquals(previous, Files.readAllBytes(bak), "its previous version too");
        h.keys("e");
        assertTrue(h.shows("Not saved: The fight cannot be saved in"), "after the next action too: " + h.screen());
        assertArrayEquals(save, Files.readAllBytes(file));

        failing.set(null);
        h.keys("e");
        assertTrue(h.shows("Saved again: the recording holds the whole fight."), h.screen());
        List<String> now = new RecordingFile().read(file).inputs();
        assertEquals(inputs + 2, now.size());
        assertEquals(List.of("end", "end"), now.subList(inputs, inputs + 2));
    }

    @Test
    @DisplayName("Continue where the save cannot be replaced (another user's file in a sticky folder, an immutable one)"
            + " says so with the file and the reason, lets its lock go, and says the same on the next try, never that"
            + " this game holds the fight")
    void continueWhereTheSaveCannotBeReplaced() throws Exception {
        Path file = leftAfterSomeTurns();
        byte[] save = Files.readAllBytes(file);
        byte[] previous = Files.readAllBytes(RecordingFile.backupOf(file));
        List<String> before = files();

        failing.set("Operation not permitted");
        h = session();
        for (int i = 0; i < 2; i++) {
            h.keys("g");
            assertTrue(h.shows("This fight cannot be continued"), h.screen());
            assertTrue(h.showsSqueezed(file + " cannot be continued: its folder cannot be written: " + file
                    + ": Operation not permitted"), h.screen());
            assertTrue(h.shows("The save is as it was."), h.screen());
            assertFalse(h.shows("already open"), h.screen());
            assertFalse(h.shows("went wrong"), h.screen());
            assertFalse(Files.exists(SaveLock.of(file)), "its lock is let go");
            assertEquals(before, files(), "nothing made, nothing left");
            assertArrayEquals(save, Files.readAllBytes(file));
            assertArrayEquals(previous, Files.readAllBytes(RecordingFile.backupOf(file)));
            h.esc();
        }
        // Once it can be written, the fight goes on.
        failing.set(null);
        h.keys("g");
        assertTrue(h.shows("Continued from"), h.screen());
    }

    @Test
    @DisplayName("Continuing from a previous version (b) into a new file that cannot be written leaves no new file and"
            + " no lock behind, and the damaged save and its previous version as they were")
    void restoredFileThatCannotBeWritten() throws Exception {
        Path file = leftAfterSomeTurns();
        // A keyframe edited: the save cannot be played, its previous version can.
        Files.writeString(file, Files.readString(file).replaceFirst("(\\{\"keyframe\":[^\n]*?)\"hp\":\\d+", "$1\"hp\":99"));
        byte[] damaged = Files.readAllBytes(file);
        byte[] previous = Files.readAllBytes(RecordingFile.backupOf(file));
        List<String> before = files();

        h = session();
        h.keys("g");
        assertTrue(h.shows("press b to continue from it"), h.screen());
        failing.set("Permission denied");
        h.keys("b");
        assertTrue(h.shows("This fight cannot be continued"), h.screen());
        Path restored = saves.resolve("2026-11-23_20-15-00_ambush-in-the-crypt-restored.jsonl");
        assertTrue(h.showsSqueezed(restored + " cannot be continued: its folder cannot be written: " + restored
                + ": permission denied"), h.screen());
        assertEquals(before, files(), "no restored file, lock or temporary file left");
        assertArrayEquals(damaged, Files.readAllBytes(file));
        assertArrayEquals(previous, Files.readAllBytes(RecordingFile.backupOf(file)));
    }

    @Test
    @DisplayName("A new fight whose first save fails (a full disk) keeps saying it is not saved, holds no file nor lock"
            + " meanwhile, and claims its file and says it is saved again at the first action that can be written")
    void newFightOnAFullDisk() throws Exception {
        List<String> told = new ArrayList<>();
        failing.set("No space left on device");
        h = new Harness(new ContentCatalog(RealContent.content()), shelf(told), data);
        h.keys("n").enter().enter();
        Path file = saves.resolve("2026-11-23_20-15-00_ambush-in-the-crypt.jsonl");
        assertTrue(h.showsSqueezed("Not saved: The fight cannot be saved in " + saves + ": " + file
                + ": No space left on device. The fight goes on, and each action tries to write it again."), h.screen());
        assertEquals(List.of(), files(), "no empty file to list as damaged, no lock");
        h.keys("e");
        assertTrue(h.shows("Not saved: The fight cannot be saved in"), "after the next action too: " + h.screen());
        assertEquals(List.of(), files());

        failing.set(null);
        h.keys("e");
        assertTrue(h.shows("Saved again: the recording holds the whole fight."), h.screen());
        assertEquals(List.of(file.getFileName().toString(), file.getFileName() + ".lock"), files());
        assertEquals(List.of("end", "end"), new RecordingFile().read(file).inputs());
        assertEquals(List.of("failed", "again"), told, "the admin's log is told once each way");
        h.keys("Q");
        assertTrue(h.shows("it is saved: Continue resumes it"), h.screen());
        h.keys("y");
        assertFalse(Files.exists(SaveLock.of(file)), "leaving lets its lock go");
    }
}
