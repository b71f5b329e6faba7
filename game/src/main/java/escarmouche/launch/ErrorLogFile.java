package escarmouche.launch;

import escarmouche.save.PrivateFiles;
import escarmouche.ui.ErrorLog;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Optional;

/**
 * Where unexpected errors go instead of the screen: a text file under the data folder, created on the
 * first error. A stack trace never reaches the player's terminal. On a server each player has one, so
 * it is readable by the server's user only ({@code 0600} in a {@code 0700} folder) and capped: past
 * {@link #DEFAULT_CAP} bytes it becomes {@code escarmouche.log.1} (replacing the older one) and a new
 * file starts, so a player who makes errors over and over holds at most twice the cap on disk.
 */
public final class ErrorLogFile implements ErrorLog {
    /** One file's size before it is rotated. */
    public static final long DEFAULT_CAP = 1024 * 1024;
    /** One error's text at most: a stack trace of a deep recursion is cut rather than fill the file. */
    static final int MAX_ENTRY = 64 * 1024;

    private final Path file;
    private final Clock clock;
    private final long cap;

    public ErrorLogFile(Path dataDir, Clock clock) {
        this(dataDir, clock, DEFAULT_CAP);
    }

    public ErrorLogFile(Path dataDir, Clock clock, long cap) {
        if (cap < 1) throw new IllegalArgumentException("cap must be positive");
        this.file = dataDir.resolve("logs").resolve("escarmouche.log");
        this.clock = clock;
        this.cap = cap;
    }

    public Path file() {
        return file;
    }

    /** Where the previous file goes when the current one is full. */
    public Path older() {
        return file.resolveSibling(file.getFileName() + ".1");
    }

    /** Appends the error; returns the file, or nothing when even the log file cannot be written. */
    @Override
    public synchronized Optional<String> write(String context, Throwable error) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        out.println(Instant.now(clock) + " " + context);
        error.printStackTrace(out);
        out.flush();
        return append(text.toString());
    }

    /**
     * Appends one line, without a stack trace: for what is no bug (a connection that closed under a write), but
     * still worth a trace when a player reports something.
     */
    public synchronized Optional<String> writeLine(String context, String what) {
        return append(Instant.now(clock) + " " + context + ": " + what.replaceAll("[\\r\\n]+", " ") + "\n");
    }

    private Optional<String> append(String text) {
        String entry = text;
        if (entry.length() > MAX_ENTRY) entry = entry.substring(0, MAX_ENTRY) + "\n... (cut)\n";
        try {
            PrivateFiles.privateFolder(file.getParent());
            if (Files.isRegularFile(file) && Files.size(file) >= cap) {
                Files.move(file, older(), StandardCopyOption.REPLACE_EXISTING);
                PrivateFiles.restrict(older());
            }
            try (FileChannel channel = PrivateFiles.open(file, EnumSet.of(StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.APPEND))) {
                ByteBuffer bytes = ByteBuffer.wrap(entry.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) channel.write(bytes);
            }
            // A file left by an earlier version may be readable by everyone.
            PrivateFiles.restrict(file);
            return Optional.of(file.toString());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
