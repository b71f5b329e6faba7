package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The launcher's rehearsal for its class-data archive: every part of it runs through (a part that failed
 * would leave its classes out of the archive), nothing is printed, and nothing is left behind.
 */
class ArchiveTrainingTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content"));

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"all", "short"})
    @DisplayName("The archive's rehearsal plays every part with exit 0, prints nothing and leaves no file behind")
    void rehearsesQuietly(String part, @TempDir Path dir) throws IOException, InterruptedException {
        Result r = rehearse(dir, part, CONTENT.resolve("encounters/goblins-at-the-ford.json"));
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals("", r.err());
        try (var left = Files.list(dir.resolve("tmp"))) {
            assertEquals(List.of(), left.toList(), "the rehearsal's saves folder is removed");
        }
    }

    @Test
    @DisplayName("The archive's rehearsal with a scenario that does not load: exit 1, so the launcher keeps no archive")
    void failedPartFails(@TempDir Path dir) throws IOException, InterruptedException {
        Result r = rehearse(dir, "all", dir.resolve("missing.json"));
        assertEquals(1, r.code(), r.err());
    }

    @Test
    @DisplayName("The short rehearsal with content that does not check: exit 1")
    void shortFailsOnBrokenContent(@TempDir Path dir) throws IOException, InterruptedException {
        Result r = rehearse(dir, "short", dir.resolve("missing.json"), dir.resolve("no-content"));
        assertEquals(1, r.code(), r.err());
    }

    @Test
    @DisplayName("The archive's rehearsal asked for a part it does not know: usage, exit 2")
    void unknownPart(@TempDir Path dir) throws IOException, InterruptedException {
        Result r = rehearse(dir, "most", CONTENT.resolve("encounters/goblins-at-the-ford.json"));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("usage: ArchiveTraining all|short"), r.err());
    }

    private record Result(int code, String out, String err) {}

    /**
     * Runs the rehearsal ({@code part}) of the repository's content and {@code scenario} in a JVM of its own, from
     * {@code dir}, its temporary files in {@code dir/tmp}, stdin closed.
     */
    private static Result rehearse(Path dir, String part, Path scenario) throws IOException, InterruptedException {
        return rehearse(dir, part, scenario, CONTENT);
    }

    private static Result rehearse(Path dir, String part, Path scenario, Path content)
            throws IOException, InterruptedException {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                ArchiveTraining.class.getName()));
        command.addAll(List.of(part, content.toString(), scenario.toString()));
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        Process p = pb.start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the rehearsal ended");
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
