package escarmouche.ui;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;

/**
 * Where unexpected errors go instead of the screen: a text file under the data folder, created on the
 * first error. A stack trace never reaches the player's terminal.
 */
public final class ErrorLog {
    private final Path file;
    private final Clock clock;

    public ErrorLog(Path dataDir, Clock clock) {
        this.file = dataDir.resolve("logs").resolve("escarmouche.log");
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /** Appends the error; returns false when even the log file cannot be written. */
    public synchronized boolean write(String context, Throwable error) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        out.println(Instant.now(clock) + " " + context);
        error.printStackTrace(out);
        out.flush();
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text.toString(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
