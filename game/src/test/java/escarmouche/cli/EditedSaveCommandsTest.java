package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check, run and replay read a save as the game does: only a regular file is opened. */
class EditedSaveCommandsTest {
    private static final Path GOLDEN = Path.of("src/test/resources/saves/format-1-ford-seed7.jsonl");

    @TempDir
    Path dir;
    private String text;

    @BeforeEach
    void read() throws Exception {
        text = Files.readString(GOLDEN);
    }

    @Test
    @DisplayName("A FIFO named like a save is refused as not a regular file by check, run and replay, at once")
    void fifo() throws Exception {
        Path fifo = Fifos.fifo(dir.resolve("2026-12-06_17-05-00_fifo.jsonl"));
        for (String command : List.of("check", "run", "replay")) {
            Cli.Result r = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Cli.run(command, fifo.toString()));
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertTrue(r.err().startsWith(fifo + ": not a regular file\n"), command + ": " + r.err());
        }
    }

    @Test
    @DisplayName("A link on the command line to a save is read as the save")
    void linkToASave() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, text);
        Path link = Files.createSymbolicLink(dir.resolve("link.jsonl"), file);
        assertEquals(0, Cli.run("check", link.toString()).exit());
    }
}
