package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./play} with no argument goes straight to the game, without the command-line model: the same
 * launch as through picocli, so a content folder with a problem still ends with its message and exit 2
 * before any terminal is touched, and nothing is written into the folder.
 */
class BareCommandTest {
    @Test
    @DisplayName("./play alone with broken content: the problem on standard error, exit 2, the folder untouched")
    void bareCommandReportsBrokenContent(@TempDir Path dir) throws Exception {
        Path content = Files.createDirectories(dir.resolve("content"));
        Files.writeString(content.resolve("weapons.json"), "{ not json", StandardCharsets.UTF_8);
        Path saves = dir.resolve("saves");
        Result r = play(dir, "-Descarmouche.content=" + content, "-Descarmouche.home=" + dir);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("has problems"), r.err());
        assertTrue(r.err().contains("weapons.json"), r.err());
        assertEquals(List.of("weapons.json"), names(content));
        assertTrue(Files.notExists(saves), "no saves folder made");
    }

    @Test
    @DisplayName("./play alone with no content folder anywhere: the hint on standard error, exit 2")
    void bareCommandReportsMissingContent(@TempDir Path dir) throws Exception {
        Result r = play(dir, "-Descarmouche.content=" + dir.resolve("nowhere"));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("content"), r.err());
    }

    private record Result(int code, String err) {}

    /** Runs the game's entry point with no argument in a JVM of its own, from {@code dir}, stdin closed. */
    private static Result play(Path dir, String... properties) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-Xshare:auto"));
        command.addAll(List.of(properties));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve("stdout.txt").toFile())
                .redirectError(err.toFile());
        pb.environment().remove("ESCARMOUCHE_CONTENT");
        pb.environment().put("ESCARMOUCHE_SAVES", dir.resolve("saves").toString());
        Process p = pb.start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the game ended");
        return new Result(p.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static List<String> names(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
