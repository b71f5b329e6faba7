package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path temp;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(temp)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("A write that fails (here the rename, on a full disk the write itself) leaves no temporary file behind")
    void aFailedWriteLeavesNoTemporaryFile() throws IOException {
        // A folder in the file's place, with something in it, refuses the rename over it.
        Path target = temp.resolve("fight.jsonl");
        Files.createDirectories(target);
        Files.writeString(target.resolve("inside"), "x");

        assertThrows(IOException.class, () -> AtomicFile.write(target, "{\"a\": 1}\n"));

        assertEquals(List.of("fight.jsonl"), names());
    }

    @Test
    @DisplayName("A write that succeeds replaces the file and keeps the old version as .bak, nothing else beside them")
    void aWriteKeepsTheOldVersion() throws IOException {
        Path target = temp.resolve("fight.jsonl");
        AtomicFile.write(target, "one\n");
        AtomicFile.write(target, "two\n");

        assertEquals("two\n", Files.readString(target));
        assertEquals("one\n", Files.readString(temp.resolve("fight.jsonl.bak")));
        assertEquals(List.of("fight.jsonl", "fight.jsonl.bak"), names());
    }

    @Test
    @DisplayName("A write of the very text the file holds replaces the file and keeps its previous version as it was:"
            + " a fight continued and left untouched keeps the real previous version")
    void anUnchangedWriteKeepsThePreviousVersion() throws IOException {
        Path target = temp.resolve("fight.jsonl");
        AtomicFile.write(target, "one\n");
        AtomicFile.write(target, "two\n");
        AtomicFile.write(target, "two\n");

        assertEquals("two\n", Files.readString(target));
        assertEquals("one\n", Files.readString(temp.resolve("fight.jsonl.bak")));
        assertEquals(List.of("fight.jsonl", "fight.jsonl.bak"), names());

        AtomicFile.write(target, "three\n");
        assertEquals("two\n", Files.readString(temp.resolve("fight.jsonl.bak")), "a change keeps the version it replaces");
    }

    @Test
    @DisplayName("A write of the text the file holds with Windows line ends (CR LF) or a byte order mark first keeps the"
            + " file byte for byte and makes no previous version: a fight continued and left untouched is not rewritten")
    void theSameTextWrittenOtherwiseStaysAsItIs() throws IOException {
        Path target = temp.resolve("fight.jsonl");
        byte[] windows = "\uFEFFone\r\ntwo\r\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(target, windows);

        AtomicFile.write(target, "one\ntwo\n");

        org.junit.jupiter.api.Assertions.assertArrayEquals(windows, Files.readAllBytes(target));
        assertEquals(List.of("fight.jsonl"), names());

        AtomicFile.write(target, "one\ntwo\nthree\n");
        assertEquals("one\ntwo\nthree\n", Files.readString(target), "a change is written the game's way");
        org.junit.jupiter.api.Assertions.assertArrayEquals(windows, Files.readAllBytes(temp.resolve("fight.jsonl.bak")),
                "the version it replaces kept as it was");
    }
}
