package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Fights;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Fights played on the screen are kept in a folder of saves: recorded as played, continued, locked. */
class SavedFightTest {
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;
    private Harness other;

    @AfterEach
    void close() {
        if (h != null) h.close();
        if (other != null) other.close();
    }

    private Harness session() {
        return new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    private List<Path> recordings() {
        return KeptSaves.recordings(saves);
    }

    private Recording recording() throws Exception {
        return new RecordingFile().read(recordings().get(0));
    }

    /** The first encounter, with its party as it is, and a few turns ended. */
    private Harness playSomeTurns() {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e");
        h.keys("e");
        return h;
    }

    @Test
    @DisplayName("A fight started from the list is recorded as it is played: each accepted command is on disk at once")
    void recordedAsPlayed() throws Exception {
        h = session();
        h.keys("n").enter().enter();
        assertEquals(1, recordings().size());
        Path file = recordings().get(0);
        assertTrue(file.getFileName().toString().startsWith("2026-11-23_20-15-00_"), file.toString());
        assertTrue(Files.exists(file.resolveSibling(file.getFileName() + ".lock")), "a live fight holds its lock");
        int before = recording().inputs().size();
        h.keys("e");
        assertEquals(before + 1, recording().inputs().size(), "the end of the turn is on disk before the next key");
        assertEquals("end", recording().inputs().get(before));
        assertEquals(null, recording().result());
    }

    @Test
    @DisplayName("A player whose saves are full plays the new fight, told it is not saved, and no file is written")
    void fullSavesPlayButDoNotRecord() throws Exception {
        Files.createDirectories(saves);
        Files.writeString(saves.resolve("2026-01-01_10-00-00_old.jsonl"), "kept\n");
        SaveShelf shelf = new SaveShelf(saves, KeptSaves.SNAPSHOT, KeptSaves.CLOCK, "an SSH session of ana",
                new escarmouche.save.SaveQuota(1, 1 << 20));
        h = new Harness(new ContentCatalog(RealContent.content()), shelf, data);
        h.keys("n").enter().enter();
        assertTrue(h.shows("Not saved: Your saves are full: 1 fight kept, the server keeps at most 1."), h.screen());
        assertEquals(1, recordings().size(), "a file was written beyond the quota");
        h.keys("e");
        assertTrue(h.shows("Round"), "the fight goes on: " + h.screen());
    }

    @Test
    @DisplayName("A save that fails mid-fight (the disk full) leaves the fight on screen, says so, and says when the next"
            + " action writes it all")
    void aFailingSaveIsToldAndCaughtUp() throws Exception {
        List<String> told = new java.util.ArrayList<>();
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves)
                .reporting((file, t) -> told.add(t.over() ? "again" : "failed")), data);
        h.keys("n").enter().enter();
        Path file = recordings().get(0);
        // A folder with something in it where the file was: its next write fails, as on a full disk.
        Files.delete(file);
        Files.createDirectories(file.resolve("in-the-way"));
        h.keys("e");
        assertTrue(h.shows("Not saved: The fight cannot be saved in "), h.screen());
        assertTrue(h.shows("The fight goes on, and each action tries to write it again."), h.screen());
        assertTrue(h.shows("Round"), "the fight goes on: " + h.screen());
        // Leaving now would lose what the file lacks: the question says so.
        h.keys("Q");
        assertTrue(h.shows("y Yes, back to the title (the last actions, not saved, are lost)"), h.screen());
        h.keys("n");
        Files.delete(file.resolve("in-the-way"));
        Files.delete(file);
        h.keys("e");
        assertTrue(h.shows("Saved again: the recording holds the whole fight."), h.screen());
        assertEquals(List.of("failed", "again"), told, "the admin's log is told once each way");
        assertEquals(List.of("end", "end"), recording().inputs().subList(recording().inputs().size() - 2, recording().inputs().size()));
    }

    @Test
    @DisplayName("Back on the title screen after leaving a fight with Q y, the cursor is on Continue, that fight, not on what led to it")
    void leftFightPutsTheCursorOnContinue() {
        h = session();
        assertTrue(h.shows("▶ n  New fight"), h.screen());
        h.keys("t").enter().enter();
        h.keys("Q").keys("y");
        assertTrue(h.shows("▶ g  Continue: Tutorial"), h.screen());
        assertFalse(h.shows("▶ t  Tutorial"), h.screen());
        // Enter takes it up again.
        h.enter();
        assertTrue(h.shows("Continued from"), h.screen());
    }

    @Test
    @DisplayName("Continue plays the recording again: the same log and the same position, then records on into the same file")
    void continueReproducesTheFight() throws Exception {
        playSomeTurns();
        String screen = h.screen();
        int inputs = recording().inputs().size();
        h.keys("Q").keys("y");
        assertFalse(Files.exists(recordings().get(0).resolveSibling(recordings().get(0).getFileName() + ".lock")),
                "leaving the fight lets its lock go");
        h.close();
        h = session();
        assertTrue(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("unfinished, round 2"), "how far the fight went: " + h.screen());
        h.esc();
        h.keys("g");
        assertTrue(h.shows("Continued from 2026-11-23_20-15-00_"), h.screen());
        int notice = h.find("Continued from")[1];
        // The notice wraps over the log's first rows (the log's own lines are indented by two).
        List<String> rows = h.screen().lines().toList();
        int noticeRows = 1;
        while (!rows.get(notice + noticeRows).startsWith("  ")) noticeRows++;
        assertEquals(2, noticeRows, "the notice says it all, on two rows: " + h.screen());
        assertEquals(without(screen, notice, noticeRows), without(h.screen(), notice, noticeRows), "the same map, sides and log");
        h.keys("e");
        assertEquals(1, recordings().size(), "the continued fight goes on in its own file");
        assertEquals(inputs + 1, recording().inputs().size());
    }

    /** The screen without some rows (the notice that says the fight was continued, or the log lines it covers). */
    private static List<String> without(String screen, int row, int count) {
        List<String> rows = new java.util.ArrayList<>(screen.lines().toList());
        for (int i = 0; i < count; i++) rows.remove(row);
        return rows;
    }

    @Test
    @DisplayName("A second game cannot open a fight another game plays: it is told who holds the lock")
    void lockRefusesASecondOpening() throws Exception {
        playSomeTurns();
        byte[] bytes = Files.readAllBytes(recordings().get(0));
        other = session();
        other.keys("g");
        assertTrue(other.shows("This fight is already open"), other.screen());
        assertTrue(other.shows("is open in a local game (process " + ProcessHandle.current().pid()), other.screen());
        assertArrayEquals(bytes, Files.readAllBytes(recordings().get(0)));
    }

    @Test
    @DisplayName("Continue in a folder the game may not write says so, with the reason, not that another game holds the fight")
    void continueInAFolderNotWritable() throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y");
        h.close();
        Path file = recordings().get(0);
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves).locking((r, who) -> {
            throw new java.nio.file.AccessDeniedException(escarmouche.save.SaveLock.of(r).toString());
        }), data);
        h.keys("g");
        assertTrue(h.shows("This fight cannot be continued"), h.screen());
        assertFalse(h.shows("already open"), h.screen());
        assertTrue(h.shows("its folder cannot be written"), h.screen());
        assertTrue(h.shows("permission denied"), h.screen());
        assertTrue(Files.exists(file));
    }

    @Test
    @DisplayName("Past fights: x asks what goes, y deletes the fight and its files, the list and the title screen follow")
    void deleteAPastFight() throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y");
        assertTrue(h.shows("Past fights (1)"), h.screen());
        h.keys("p");
        assertTrue(h.shows("x delete"), h.screen());
        h.keys("x");
        assertTrue(h.shows("Delete this fight?"), h.screen());
        assertTrue(h.shows("2026-11-23 20:15, "), h.screen());
        assertTrue(h.shows("This cannot be undone."), h.screen());
        // Unfinished, the fight has no report yet: none is said to go.
        assertTrue(h.shows("Its recording goes, with its previous version: it can"), h.screen());
        assertFalse(h.shows("report"), h.screen());
        h.keys("n");
        assertEquals(1, recordings().size(), "n keeps it");
        h.keys("x").keys("y");
        assertTrue(h.shows("Deleted: 2026-11-23 20:15, "), h.screen());
        int[] at = h.find("Deleted: ");
        assertEquals(com.googlecode.lanterna.TextColor.ANSI.GREEN_BRIGHT, h.cell(at[0], at[1]).getForegroundColor(),
                "said as done, not as a warning");
        assertEquals(List.of(), recordings());
        try (var left = Files.list(saves)) {
            assertEquals(List.of(), left.toList(), "no backup, report or lock left behind");
        }
        h.esc();
        assertFalse(h.shows("Past fights"), h.screen());
        assertFalse(h.shows("Continue:"), h.screen());
    }

    @Test
    @DisplayName("Past fights: a recording whose name carries no date is named by its file in the delete dialog and the notice")
    void deleteAnUndatedFight() throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y");
        h.close();
        Files.move(recordings().get(0), saves.resolve("copy from anne.jsonl"));
        h = session();
        h.keys("p").keys("x");
        assertTrue(h.shows("copy from anne.jsonl, "), h.screen());
        assertFalse(h.shows("\u2502 , "), h.screen());
        h.keys("y");
        assertTrue(h.shows("Deleted: copy from anne.jsonl, "), h.screen());
    }

    @Test
    @DisplayName("Past fights in French: the question, what goes and the answer in French")
    void deleteInFrench() throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y").keys("l").keys("p");
        assertTrue(h.shows("x supprimer"), h.screen());
        h.keys("x");
        assertTrue(h.shows("Supprimer ce combat\u00a0?"), h.screen());
        assertTrue(h.shows("On ne peut pas revenir en arrière."), h.screen());
        assertTrue(h.shows("avec sa version précédente\u00a0: il ne pourra"), h.screen());
        assertFalse(h.shows("rapport"), h.screen());
        h.keys("y");
        assertTrue(h.shows("Supprimé\u00a0: 2026-11-23 20:15, "), h.screen());
        assertEquals(List.of(), recordings());
    }

    @Test
    @DisplayName("Past fights: a fight another game plays is not deleted, and the player is told who holds it")
    void aFightBeingPlayedIsNotDeleted() throws Exception {
        playSomeTurns();
        byte[] bytes = Files.readAllBytes(recordings().get(0));
        other = session();
        other.keys("p").keys("x").keys("y");
        assertTrue(other.shows("This fight cannot be deleted"), other.screen());
        assertTrue(other.shows("is open in a local game (process " + ProcessHandle.current().pid()), other.screen());
        assertTrue(other.shows("A fight being played cannot be deleted."), other.screen());
        assertArrayEquals(bytes, Files.readAllBytes(recordings().get(0)));
    }

    @Test
    @DisplayName("A damaged save gives a message naming the file and the problem, offers its backup, overwrites nothing")
    void damagedSave() throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y");
        h.close();
        Path file = recordings().get(0);
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() / 2));
        byte[] damaged = Files.readAllBytes(file);
        h = session();
        assertFalse(h.shows("Continue:"), "a damaged save is not offered as Continue");
        h.keys("p");
        assertTrue(h.shows("damaged"), h.screen());
        h.enter();
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows(file.getParent() + "/2026-11-23_20-15-00_"), h.screen());
        assertTrue(h.shows("cannot be played:"), h.screen());
        assertTrue(h.shows("not JSON"), h.screen());
        assertTrue(h.shows("press b to continue from it"), h.screen());
        assertTrue(h.shows("Nothing was overwritten."), h.screen());
        assertArrayEquals(damaged, Files.readAllBytes(file));
        h.keys("b");
        assertTrue(h.shows("-restored.jsonl"), h.screen());
        assertArrayEquals(damaged, Files.readAllBytes(file), "continuing from the backup writes a new save");
    }

    /** A fight left after a few turns, one of its recorded inputs edited to one the replay refuses. */
    private Path editedSave(String version) throws Exception {
        playSomeTurns();
        h.keys("Q").keys("y");
        h.close();
        Path file = recordings().get(0);
        String text = Files.readString(file);
        assertTrue(text.contains("{\"input\":\"end\"}"), text);
        text = text.replaceFirst("\\{\"input\":\"end\"\\}", "{\"input\":\"move 99,99\"}");
        if (version != null) text = text.replaceFirst("\"game\":\"[^\"]*\"", "\"game\":\"" + version + "\"");
        Files.writeString(file, text);
        return file;
    }

    @Test
    @DisplayName("A save whose recorded input was edited says it does not fit its own scenario and seed, offers its backup,"
            + " overwrites nothing")
    void editedInput() throws Exception {
        Path file = editedSave(null);
        byte[] edited = Files.readAllBytes(file);
        h = session();
        h.keys("g");
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows("does not fit its own scenario and seed"), h.screen());
        assertTrue(h.shows("(edited or damaged)"), h.screen());
        assertFalse(h.shows("this version of the game"), h.screen());
        assertTrue(h.shows("press b to continue from it"), h.screen());
        assertTrue(h.shows("Nothing was overwritten."), h.screen());
        assertArrayEquals(edited, Files.readAllBytes(file));
        h.keys("b");
        assertTrue(h.shows("-restored.jsonl"), h.screen());
        assertArrayEquals(edited, Files.readAllBytes(file), "continuing from the backup writes a new save");
    }

    @Test
    @DisplayName("A save recorded by another version that does not replay says so, with that version, and offers its backup")
    void otherVersion() throws Exception {
        editedSave("0.0.9");
        h = session();
        h.keys("g");
        assertTrue(h.shows("was recorded by version 0.0.9 of the game"), h.screen());
        assertTrue(h.shows("press b to continue from it"), h.screen());
    }

    @Test
    @DisplayName("A finished fight in the past fights is fought again with its seed, as a new recording")
    void finishedFightFoughtAgain() throws Exception {
        // A fight the monsters win, played to its end (with seed 133 they do): a result line written onto an
        // unfinished fight would be refused as an edited save, its inputs leaving the fight under way.
        Path file = saves.resolve("2026-11-23_20-15-00_ambush-in-the-crypt.jsonl");
        Fights.play(Fights.Shipped.load(Fights.CONTENT), "encounters/ambush-in-the-crypt.json", 133, file, 20_000, n -> { });
        Recording done = recording();
        assertEquals("monsters", done.result());
        h = session();
        assertFalse(h.shows("Continue:"), "a finished fight is not continued");
        h.keys("p");
        assertTrue(h.shows("lost"), h.screen());
        h.keys("x");
        assertTrue(h.shows("with its previous version and its report"), "a finished fight has a report: " + h.screen());
        h.keys("n");
        h.enter();
        assertTrue(h.shows("s: with the same seed"), h.screen());
        h.keys("s");
        assertTrue(h.shows("Ambush in the"), "the fight is on: " + h.screen());
        assertEquals(2, recordings().size(), "fighting again starts a new recording");
        Path second = recordings().stream().filter(p -> !p.equals(file)).findFirst().orElseThrow();
        assertTrue(second.getFileName().toString().endsWith("_ambush-in-the-crypt-2.jsonl"), second.toString());
        Recording again = new RecordingFile().read(second);
        assertEquals(done.seed(), again.seed());
        assertEquals(done.scenario(), again.scenario());
        assertEquals(null, again.result());
    }
}
