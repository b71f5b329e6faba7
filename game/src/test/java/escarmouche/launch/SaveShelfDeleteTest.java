package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.save.SaveLock;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A player deletes a kept fight: the recording, its previous version and its report go; nothing else does. */
class SaveShelfDeleteTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");

    @TempDir
    Path data;

    private Path saves() {
        return data.resolve("ana").resolve("saves");
    }

    private SaveShelf remote() {
        return KeptSaves.remote(data, "ana");
    }

    /** A kept fight with its backup and its report, and another fight beside it. */
    private Path kept() throws Exception {
        Path file = saves().resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.createDirectories(saves());
        Files.copy(KEPT, file);
        Files.copy(KEPT, file.resolveSibling(file.getFileName() + ".bak"));
        Files.writeString(saves().resolve("2026-11-23_20-15-00_ogre.txt"), "report");
        Files.copy(KEPT, saves().resolve("2026-11-23_20-10-00_ogre.jsonl"));
        return file;
    }

    @Test
    @DisplayName("Deleting a fight removes its recording, its backup and its report, and the listing drops it")
    void deletes() throws Exception {
        Path file = kept();
        SaveShelf shelf = remote();
        assertEquals(2, shelf.past().size());
        FightSaves.Answer<String> answer = shelf.delete(file.toString());
        assertTrue(answer.ok(), answer.problem().toString());
        assertEquals("saves/2026-11-23_20-15-00_ogre.jsonl", answer.value(), "named from the player's folder");
        try (var left = Files.list(saves())) {
            assertEquals(List.of("2026-11-23_20-10-00_ogre.jsonl"), left.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals(1, shelf.past().size());
        assertEquals(1, shelf.overview().count());
    }

    @Test
    @DisplayName("Deleting a fight removes the half-written copies a crash left of it, which the lists never show and the"
            + " quota counts; another fight's stay")
    void deletesWhatACrashLeft() throws Exception {
        Path file = kept();
        Files.writeString(saves().resolve(".2026-11-23_20-15-00_ogre.jsonl.tmp"), "half");
        Files.writeString(saves().resolve(".2026-11-23_20-15-00_ogre.jsonl.bak.tmp"), "half");
        Files.writeString(saves().resolve(".2026-11-23_20-10-00_ogre.jsonl.tmp"), "other");
        assertTrue(remote().delete(file.toString()).ok());
        try (var left = Files.list(saves())) {
            assertEquals(List.of(".2026-11-23_20-10-00_ogre.jsonl.tmp", "2026-11-23_20-10-00_ogre.jsonl"),
                    left.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    @DisplayName("A fight another game holds (its lock alive) is not deleted: who holds it is said, every file stays")
    void heldStays() throws Exception {
        Path file = kept();
        String since = KeptSaves.lock(file, ProcessHandle.current().pid(), "an SSH session of ana");
        FightSaves.Answer<String> answer = remote().delete(file.toString());
        assertFalse(answer.ok());
        assertEquals(List.of("2026-11-23_20-15-00_ogre.jsonl is open in an SSH session of ana (since " + since + ")", "",
                "A fight being played cannot be deleted."), answer.problem());
        assertTrue(Files.exists(file));
        assertTrue(Files.exists(file.resolveSibling(file.getFileName() + ".bak")));
        assertTrue(Files.exists(SaveLock.of(file)), "the other game's lock is its own");
    }

    @Test
    @DisplayName("A stale lock (its process gone) does not keep a fight: it is taken over and the fight deleted")
    void staleLockTakenOver() throws Exception {
        Path file = kept();
        KeptSaves.lock(file, Long.MAX_VALUE, "a local game");
        assertTrue(remote().delete(file.toString()).ok());
        assertFalse(Files.exists(file));
        assertFalse(Files.exists(SaveLock.of(file)), "the lock goes with it");
    }

    @Test
    @DisplayName("Only a recording of the player's own folder is deleted: another folder's file or another kind of file is refused")
    void onlyItsOwn() throws Exception {
        kept();
        Path elsewhere = data.resolve("bob").resolve("saves").resolve("x.jsonl");
        Files.createDirectories(elsewhere.getParent());
        Files.copy(KEPT, elsewhere);
        Path report = saves().resolve("2026-11-23_20-15-00_ogre.txt");
        for (Path p : List.of(elsewhere, report, saves().resolve("..").resolve("saves").resolve("..").resolve("x.jsonl"))) {
            FightSaves.Answer<String> answer = remote().delete(p.toString());
            assertFalse(answer.ok(), p.toString());
            assertTrue(answer.problem().get(0).endsWith(" is not a fight of this folder."), answer.problem().toString());
            assertFalse(answer.problem().get(0).contains(data.toString()), "the server's folders: " + answer.problem());
        }
        assertTrue(Files.exists(elsewhere));
        assertTrue(Files.exists(report));
    }

    @Test
    @DisplayName("A fight already gone is said so; the session that keeps no saves deletes nothing")
    void goneAndNone() throws Exception {
        Path file = kept();
        assertTrue(remote().delete(file.toString()).ok());
        assertEquals(List.of("saves/2026-11-23_20-15-00_ogre.jsonl is gone already."), remote().delete(file.toString()).problem());
        assertEquals(List.of("This session keeps no saves."), FightSaves.NONE.delete(file.toString()).problem());
    }

    /** The names left in the player's folder, sorted. */
    private List<String> left() throws Exception {
        try (var left = Files.list(saves())) {
            return left.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("A report's name taken by a folder with files in it: nothing is deleted, the folder is named and why")
    void reportFolderStopsTheDelete() throws Exception {
        Path file = kept();
        Path report = saves().resolve("2026-11-23_20-15-00_ogre.txt");
        Files.delete(report);
        Files.createDirectory(report);
        Files.writeString(report.resolve("notes"), "mine");
        List<String> before = left();
        FightSaves.Answer<String> answer = remote().delete(file.toString());
        assertFalse(answer.ok());
        assertEquals(List.of("saves/2026-11-23_20-15-00_ogre.jsonl cannot be deleted: saves/2026-11-23_20-15-00_ogre.txt:"
                + " a folder, not a file of this fight", "", "Nothing was deleted."), answer.problem());
        assertEquals(before, left(), "the recording and its backup stay");
        assertEquals("mine", Files.readString(report.resolve("notes")));
    }

    @Test
    @DisplayName("A backup's name taken by an empty folder: the folder is not the game's to remove, and nothing is deleted")
    void emptyBackupFolderStays() throws Exception {
        Path file = kept();
        Path backup = file.resolveSibling(file.getFileName() + ".bak");
        Files.delete(backup);
        Files.createDirectory(backup);
        List<String> before = left();
        FightSaves.Answer<String> answer = remote().delete(file.toString());
        assertFalse(answer.ok());
        assertEquals(List.of("saves/2026-11-23_20-15-00_ogre.jsonl cannot be deleted: saves/2026-11-23_20-15-00_ogre.jsonl.bak:"
                + " a folder, not a file of this fight", "", "Nothing was deleted."), answer.problem());
        assertEquals(before, left());
        assertTrue(Files.isDirectory(backup));
    }
}
