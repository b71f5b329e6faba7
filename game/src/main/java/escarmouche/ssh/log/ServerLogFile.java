package escarmouche.ssh.log;

import escarmouche.save.PrivateFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;

/**
 * The server log as files, {@code logs/server.log} under the server's data folder, readable by the
 * server's user only ({@code 0600} in a {@code 0700} folder). It is capped: when {@code server.log}
 * reaches {@link #DEFAULT_CAP} bytes it becomes {@code server.log.1}, the older ones move up one number
 * and the oldest beyond {@link #DEFAULT_KEPT} files is deleted, so a flood of connections can fill at
 * most {@code cap * kept} bytes of disk.
 *
 * <p>Each line starts with the time in UTC to the second ({@code 2026-11-24T01:00:00Z}), then the event's
 * word and its text. Each line is opened, appended and closed: an admin may move or delete the files at any time and the
 * next line starts a new one. Lines are written under one lock, so they never interleave.
 */
public final class ServerLogFile implements ServerLog {
    public static final long DEFAULT_CAP = 10L * 1024 * 1024;
    /** {@code server.log} and {@code server.log.1} to {@code server.log.4}. */
    public static final int DEFAULT_KEPT = 5;
    /** A line's text at most (after the time and the event), so one event cannot fill the file. */
    static final int MAX_TEXT = 2000;

    private final Path file;
    private final Clock clock;
    private final long cap;
    private final int kept;

    private ServerLogFile(Path file, Clock clock, long cap, int kept) {
        this.file = file;
        this.clock = clock;
        this.cap = cap;
        this.kept = kept;
    }

    public static ServerLogFile open(Path logsDir, Clock clock) throws IOException {
        return open(logsDir, clock, DEFAULT_CAP, DEFAULT_KEPT);
    }

    /**
     * Makes the folder (or takes group and others' access off an existing one) and checks a line can be
     * written there, so a server that could not keep its log says so before it starts.
     *
     * @param cap  the size at which {@code server.log} is rotated
     * @param kept how many files are kept, {@code server.log} included (at least 1)
     */
    public static ServerLogFile open(Path logsDir, Clock clock, long cap, int kept) throws IOException {
        if (cap < 1 || kept < 1) throw new IllegalArgumentException("cap and kept must be at least 1");
        PrivateFiles.privateFolder(logsDir);
        ServerLogFile log = new ServerLogFile(logsDir.resolve("server.log"), clock, cap, kept);
        log.append(new byte[0]);
        PrivateFiles.restrict(log.file);
        return log;
    }

    public Path file() {
        return file;
    }

    /** The {@code n}th older file: {@code server.log.1} is the newest of them. */
    public Path older(int n) {
        return file.resolveSibling(file.getFileName() + "." + n);
    }

    @Override
    public synchronized void write(LogEvent event, String text) {
        byte[] line = (Instant.now(clock).truncatedTo(ChronoUnit.SECONDS) + " " + (event == null ? "-" : event.word()) + " " + oneLine(text) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        try {
            // A line goes whole into one file: the file is rotated first when the line would take it past the cap.
            long size = Files.isRegularFile(file) ? Files.size(file) : 0;
            if (size > 0 && size + line.length > cap) rotate();
            append(line);
        } catch (IOException | RuntimeException e) {
            // The server goes on without its log rather than stop for it.
        }
    }

    /**
     * The text as one line: whatever a client managed to put in it (a line break in a name, a terminal
     * escape, a bidi override), every character {@link LogChars} rules out becomes {@code ?}, and a text too
     * long is cut.
     */
    static String oneLine(String text) {
        if (text == null || text.isEmpty()) return "-";
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_TEXT + 8));
        text.codePoints().limit(MAX_TEXT).forEach(c ->
                out.append(LogChars.shown(c)));
        if (text.codePointCount(0, text.length()) > MAX_TEXT) out.append(" ...");
        return out.toString();
    }

    /** server.log.(kept-1) is dropped, each older file moves up one number, server.log becomes server.log.1. */
    private void rotate() throws IOException {
        if (kept == 1) {
            Files.delete(file);
            return;
        }
        Files.deleteIfExists(older(kept - 1));
        for (int n = kept - 2; n >= 1; n--) {
            if (Files.exists(older(n))) Files.move(older(n), older(n + 1), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(file, older(1), StandardCopyOption.REPLACE_EXISTING);
    }

    private void append(byte[] line) throws IOException {
        try (FileChannel out = PrivateFiles.open(file, EnumSet.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND))) {
            ByteBuffer bytes = ByteBuffer.wrap(line);
            while (bytes.hasRemaining()) out.write(bytes);
        }
    }
}
