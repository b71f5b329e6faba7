package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a save's messages tell a player: the whole path and the lock's process and host at this machine; over
 * SSH, paths from the player's own folder and nothing about the server's machine.
 */
class SaveShelfPathsTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");

    @TempDir
    Path data;

    private Path player() {
        return data.resolve("players").resolve("ana");
    }

    private SaveShelf local() {
        return KeptSaves.local(player().resolve("saves"));
    }

    private SaveShelf remote() {
        return KeptSaves.remote(data.resolve("players"), "ana");
    }

    /** A save cut in half, with its previous version kept beside it. */
    private Path damaged() throws Exception {
        Path file = player().resolve("saves").resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.createDirectories(file.getParent());
        String text = Files.readString(KEPT);
        Files.writeString(file, text.substring(0, text.length() / 2));
        Files.writeString(file.resolveSibling(file.getFileName() + ".bak"), text);
        return file;
    }

    /** A readable save whose lock is held by this very process, as another live game of this machine would. */
    private Path locked() throws Exception {
        Path file = player().resolve("saves").resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.createDirectories(file.getParent());
        Files.copy(KEPT, file);
        since = KeptSaves.lock(file, ProcessHandle.current().pid(), "an SSH session of ana");
        return file;
    }

    /** When the lock of {@link #locked} says it was taken. */
    private String since;

    @Test
    @DisplayName("Over SSH a damaged save and its backup are named from the player's folder; nothing is overwritten")
    void damagedOverSsh() throws Exception {
        Path file = damaged();
        byte[] before = Files.readAllBytes(file);
        List<String> said = remote().reopen(file.toString(), false).problem();
        String text = String.join("\n", said);
        assertTrue(text.startsWith("saves/2026-11-23_20-15-00_ogre.jsonl cannot be played: "), text);
        assertTrue(text.contains("kept in saves/2026-11-23_20-15-00_ogre.jsonl.bak: press b"), text);
        assertFalse(text.contains(data.toString()), "the server's folders: " + text);
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    @DisplayName("At this machine a damaged save is named by its whole path, to be found and mended")
    void damagedLocally() throws Exception {
        Path file = damaged();
        String text = String.join("\n", local().reopen(file.toString(), false).problem());
        assertTrue(text.startsWith(file + " cannot be played: "), text);
    }

    @Test
    @DisplayName("Over SSH a fight open elsewhere names who holds it and since when, not the process or the host")
    void lockOverSsh() throws Exception {
        Path file = locked();
        FightSaves.Answer<FightSaves.Kept> answer = remote().lock(file.toString(), false);
        String text = String.join("\n", answer.problem());
        assertTrue(text.startsWith("2026-11-23_20-15-00_ogre.jsonl is open in an SSH session of ana (since " + since + ")"),
                text);
        assertFalse(text.contains("process"), text);
        assertFalse(text.contains(InetAddress.getLocalHost().getHostName()), text);
    }

    @Test
    @DisplayName("At this machine the lock's process and host are named, to find the game that holds it")
    void lockLocally() throws Exception {
        Path file = locked();
        String text = String.join("\n", local().lock(file.toString(), false).problem());
        assertTrue(text.contains("(process " + ProcessHandle.current().pid() + " on "), text);
    }
}
