package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The title screen passes over a recording that ends with its result after reading only its last bytes. */
class EndsWithResultTest {
    private static final Path RECORDINGS = Path.of("src/test/resources/recordings");

    @Test
    @DisplayName("a finished recording ends with its result; an unfinished one does not")
    void finishedAndUnfinished() {
        assertTrue(RecordingFile.endsWithResult(RECORDINGS.resolve("duel-won.jsonl")));
        assertFalse(RecordingFile.endsWithResult(RECORDINGS.resolve("ford-holding.jsonl")));
        assertFalse(RecordingFile.endsWithResult(RECORDINGS.resolve("ogre-opportunity.jsonl")));
    }

    @Test
    @DisplayName("what the game writes is recognised, whatever the file's length")
    void asWritten(@TempDir Path dir) throws Exception {
        RecordingFile files = new RecordingFile();
        Recording r = files.read(RECORDINGS.resolve("ford-holding.jsonl"));
        assertFalse(RecordingFile.endsWithResult(write(dir, "a", files.text(r))));
        assertTrue(RecordingFile.endsWithResult(write(dir, "b", files.text(r.finished("monsters")))));
        assertTrue(RecordingFile.endsWithResult(write(dir, "c", "{\"result\":\"party\"}\n")));
    }

    @Test
    @DisplayName("anything else is read whole: no such file, empty, no last newline, spaces, a line after it, a long line's end")
    void otherwiseRead(@TempDir Path dir) throws Exception {
        assertFalse(RecordingFile.endsWithResult(dir.resolve("missing.jsonl")));
        assertFalse(RecordingFile.endsWithResult(dir));
        assertFalse(RecordingFile.endsWithResult(write(dir, "empty", "")));
        assertFalse(RecordingFile.endsWithResult(write(dir, "no-newline", "{\"result\":\"party\"}")));
        assertFalse(RecordingFile.endsWithResult(write(dir, "spaces", "{\"result\": \"party\"}\n")));
        assertFalse(RecordingFile.endsWithResult(write(dir, "after", "{\"result\":\"party\"}\n{\"input\":\"end\"}\n")));
        assertFalse(RecordingFile.endsWithResult(write(dir, "escaped", "{\"result\":\"par\\\"ty\"}\n")));
        // One line of 300 bytes whose last bytes look like a result line: the line started before the tail read.
        assertFalse(RecordingFile.endsWithResult(write(dir, "long", "x".repeat(282) + "{\"result\":\"party\"}\n")));
        assertTrue(RecordingFile.endsWithResult(write(dir, "long-lines", "x".repeat(282) + "\n{\"result\":\"party\"}\n")));
    }

    private static Path write(Path dir, String name, String text) throws Exception {
        Path file = dir.resolve(name + ".jsonl");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
