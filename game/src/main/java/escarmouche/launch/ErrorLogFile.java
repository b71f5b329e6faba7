package escarmouche.launch;

import escarmouche.ui.ErrorLog;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Where unexpected errors go instead of the screen: a text file under the data folder, created on the
 * first error. A stack trace never reaches the player's terminal.
 */
public final class ErrorLogFile implements ErrorLog {
    private final Path file;
    private final Clock clock;

    public ErrorLogFile(Path dataDir, Clock clock) {
        this.file = dataDir.resolve("logs").resolve("escarmouche.log");
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    /** Appends the error; returns the file, or nothing when even the log file cannot be written. */
    @Override
    public synchronized Optional<String> write(String context, Throwable error) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        out.println(Instant.now(clock) + " " + context);
        error.printStackTrace(out);
        out.flush();
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text.toString(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return Optional.of(file.toString());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
