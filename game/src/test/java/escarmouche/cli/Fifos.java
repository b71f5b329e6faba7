package escarmouche.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Named pipes and device nodes made in a test's temporary folder, where the system allows it. */
final class Fifos {
    private Fifos() {}

    /** A FIFO at {@code path}; the test is skipped where {@code mkfifo} is missing. */
    static Path fifo(Path path) {
        assumeTrue(run("mkfifo", path.toString()) && Files.exists(path), "mkfifo is not available here");
        return path;
    }

    /**
     * A character device node in the temporary folder ({@code 1 3} is what /dev/null is, {@code 1 7}
     * /dev/full), so that a test never writes under /dev; skipped unless the test runs as root.
     */
    static Path device(Path path, int major, int minor) {
        assumeTrue(run("mknod", path.toString(), "c", String.valueOf(major), String.valueOf(minor)) && Files.exists(path),
                "cannot make a device node here (not root, or not allowed)");
        return path;
    }

    private static boolean run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
