package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./play run ... | head}: the reader takes the lines it wants and closes the pipe. The run then ends as a
 * shell ends any program whose pipe closed (141, as {@code grep} or {@code cat} do), without a message: the
 * person asked for the first lines and has them. Played in a process of its own, through a real pipe.
 */
class ClosedPipeTest {
    @TempDir
    Path dir;

    private static final Path CONTENT = Files.isDirectory(Path.of("..", "content")) ? Path.of("..", "content")
            : Path.of("content");
    /** Its log is larger than a pipe holds (132 KB against 64 KiB): the run is still writing when the pipe closes. */
    private static final Path WIGHT = CONTENT.resolve("encounters/crypt-of-the-wight.json").toAbsolutePath();

    @Test
    @DisplayName("run | head: the log read in part, the pipe closed: exit 141 and nothing on standard error, as JSON Lines"
            + " and as text")
    void aReaderThatLeavesIsNoError() throws Exception {
        for (String format : new String[] {"json", "text"}) {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                    "run", WIGHT.toString(), "--all-ai"));
            if (format.equals("text")) command.add("--text");
            Path err = dir.resolve(format + ".err");
            ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectError(err.toFile());
            pb.environment().put("ESCARMOUCHE_CONTENT", CONTENT.toAbsolutePath().toString());
            Process p = pb.start();
            p.getOutputStream().close();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String first = out.readLine();
                assertTrue(first != null && !first.isBlank(), format + ": a first line: " + first);
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the run ended");
            assertEquals("", Files.readString(err, StandardCharsets.UTF_8), format);
            assertEquals(StandardOutput.READER_LEFT, p.exitValue(), format);
        }
    }
}
