package escarmouche.ssh.log;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;

/** The server log as a file, {@code logs/server.log} under the server's data folder. */
public final class ServerLogFile implements ServerLog {
    private final Path file;
    private final Clock clock;

    private ServerLogFile(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    public static ServerLogFile open(Path logsDir, Clock clock) throws IOException {
        Files.createDirectories(logsDir);
        return new ServerLogFile(logsDir.resolve("server.log"), clock);
    }

    public Path file() {
        return file;
    }

    @Override
    public synchronized void write(LogEvent event, String text) {
        String line = Instant.now(clock) + " " + event.word() + " " + text + "\n";
        try {
            Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The server goes on without its log rather than stop for it.
        }
    }
}
