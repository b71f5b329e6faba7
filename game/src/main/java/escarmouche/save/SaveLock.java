package escarmouche.save;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One live game per save: a file {@code NAME.jsonl.lock} beside the recording while a game plays it. It
 * is created in one atomic step (create-new), holds the owner's process id, host and start time, and is
 * removed when the game leaves the fight. A lock whose process is gone (a crash, a kill) on this host is
 * stale and taken over; one held by a live process, or by another host, is refused with its owner named.
 */
public final class SaveLock implements AutoCloseable {
    /** A process started this long after a lock was written cannot be the one that wrote it. */
    private static final Duration REUSED_AFTER = Duration.ofSeconds(5);

    private final Path file;
    private final String owner;

    private SaveLock(Path file, String owner) {
        this.file = file;
        this.owner = owner;
    }

    /** What takes a save's lock: {@link SaveLock#take}, or in a test one that fails as a read-only folder would. */
    @FunctionalInterface
    public interface Taker {
        SaveLock take(Path recording, String who) throws Held, IOException;
    }

    /** Where the lock of {@code recording} lives. */
    public static Path of(Path recording) {
        return recording.resolveSibling(recording.getFileName() + ".lock");
    }

    /**
     * Who holds a lock, when it cannot be taken: the whole story as the message (process, host, the lock's
     * file), and {@link #briefly} without what only the machine's owner needs (a remote player's screen).
     */
    public static final class Held extends Exception {
        private final String brief;

        public Held(String message) {
            this(message, message);
        }

        Held(String message, String brief) {
            super(message);
            this.brief = brief;
        }

        /** Who holds it and since when, without the process, the host or a path. */
        public String briefly() {
            return brief;
        }
    }

    /** Takes the lock of {@code recording}, or says who holds it. */
    public static SaveLock take(Path recording, String who) throws Held, IOException {
        Path file = of(recording);
        // To the second: the time is for people to read ("open ... since 2026-12-05T13:31:57Z"), never compared.
        Instant since = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        String owner = ProcessHandle.current().pid() + " " + host() + " " + since + " " + who.replace('\n', ' ');
        for (int attempt = 0; attempt < 3; attempt++) {
            PrivateFiles.createFolders(file.toAbsolutePath().getParent());
            try {
                create(file, owner);
                return new SaveLock(file, owner);
            } catch (FileAlreadyExistsException e) {
                String stale = text(file);
                Optional<Held> held = holder(file, stale);
                if (held.isPresent()) throw held.get();
                // Stale: its process is gone. Removed only while it still says what was found stale, so that a
                // lock another taker has put in its place meanwhile stays.
                if (stale != null && stale.equals(text(file))) Files.deleteIfExists(file);
            }
        }
        throw new Held(recording.getFileName() + " is being opened by another game at this very moment");
    }

    /**
     * Creates the lock with its text in one step: the text goes to a hidden file of this taker's, which is then
     * linked under the lock's name (a link is never made over an existing file). Another game therefore never
     * finds the lock empty, which it would take for one cut short by a crash, stale, and remove. Where the file
     * system makes no links, the lock is created new and written at once.
     */
    private static void create(Path file, String owner) throws IOException {
        byte[] text = owner.getBytes(StandardCharsets.UTF_8);
        Path temporary = file.resolveSibling("." + file.getFileName() + "." + java.util.UUID.randomUUID() + ".tmp");
        try {
            try (java.nio.channels.FileChannel out = PrivateFiles.open(temporary, java.util.EnumSet.of(
                    java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE))) {
                java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(text);
                while (bytes.hasRemaining()) out.write(bytes);
            }
            try {
                Files.createLink(file, temporary);
                return;
            } catch (UnsupportedOperationException | java.nio.file.FileSystemException e) {
                if (e instanceof FileAlreadyExistsException taken) throw taken;
                // No links here: created new and written below.
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        try (java.nio.channels.FileChannel out = PrivateFiles.open(file, java.util.EnumSet.of(
                java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE))) {
            java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(text);
            while (bytes.hasRemaining()) out.write(bytes);
        }
    }

    /**
     * The most a lock may hold: a lock holds a process id, a host name (at most 253 characters), a time and who
     * holds it (a session or a table, named by a player name of at most 32), a few hundred bytes at most.
     */
    static final int MAX_BYTES = 4096;

    /** A lock's text, stripped, or null when it is gone. */
    private static String text(Path file) throws IOException {
        String raw = raw(file);
        return raw == null ? null : raw.strip();
    }

    /**
     * A lock's text as written, or null when it is gone. Only its first {@link #MAX_BYTES} are read: a file larger
     * than that was written by no game (a lock of gigabytes read whole took the game down before its title screen),
     * so it reads as empty, which is stale (no process id), as a lock cut short by a crash is. Bytes that are not
     * UTF-8 are read as U+FFFD, never refused: such a lock names no process either and is stale too, not a reason
     * the save cannot be continued or deleted.
     */
    private static String raw(Path file) throws IOException {
        try {
            // A FIFO named like a lock would block the reading for good.
            if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && !Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                throw new java.nio.file.FileSystemException(file.toString(), null, "not a regular file");
            }
            byte[] bytes;
            try (java.io.InputStream in = Files.newInputStream(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                bytes = in.readNBytes(MAX_BYTES + 1);
            }
            return bytes.length > MAX_BYTES ? "" : new String(bytes, StandardCharsets.UTF_8);
        } catch (NoSuchFileException gone) {
            return null;
        }
    }

    /**
     * A fight of {@code savesDir} a live game plays now (its lock held), said as a second opening would be told;
     * empty when none is: what deleting that folder would cut from under a player.
     */
    public static Optional<String> playedIn(Path savesDir) {
        if (!Files.isDirectory(savesDir)) return Optional.empty();
        List<Path> locks;
        try (Stream<Path> files = Files.list(savesDir)) {
            locks = files.filter(p -> p.getFileName().toString().endsWith(".jsonl.lock")).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
        for (Path lock : locks) {
            try {
                Optional<Held> held = holder(lock);
                if (held.isPresent()) return Optional.of(held.get().briefly());
            } catch (IOException e) {
                // A lock that cannot be read says nothing of a live game: the next one may.
            }
        }
        return Optional.empty();
    }

    /**
     * Whether another live process holds the lock of {@code recording}: another local game playing it. A lock of
     * this process (a table's fight, a session of the same server) is not counted, nor one that cannot be read.
     */
    public static boolean heldByAnotherProcess(Path recording) {
        try {
            String text = text(of(recording));
            if (text == null || holder(of(recording), text).isEmpty()) return false;
            String[] parts = text.split(" ", 3);
            return !(parts[0].equals(String.valueOf(ProcessHandle.current().pid()))
                    && parts.length > 1 && parts[1].equals(host()));
        } catch (IOException e) {
            return false;
        }
    }

    /** What the lock says about its live owner; empty when the lock is gone or stale. */
    static Optional<Held> holder(Path file) throws IOException {
        return holder(file, text(file));
    }

    /** The same from the lock's text, read already (null when the lock is gone). */
    private static Optional<Held> holder(Path file, String text) {
        if (text == null) return Optional.empty();
        String[] parts = text.split(" ", 4);
        long pid;
        try {
            pid = Long.parseLong(parts[0]);
        } catch (NumberFormatException e) {
            // Not a lock this game wrote (or one cut short by a crash before its text landed): stale.
            return Optional.empty();
        }
        String host = parts.length > 1 ? parts[1] : "?";
        boolean here = host.equals(host());
        String since = parts.length > 2 ? parts[2] : "?";
        if (here && !alive(pid, since)) return Optional.empty();
        String who = parts.length > 3 ? parts[3] : "a game";
        String opened = file.getFileName().toString().replaceFirst("\\.lock$", "") + " is open in " + who;
        return Optional.of(new Held(opened + " (process " + pid + " on " + host + ", since " + since + ")"
                + (here ? "" : "; if that host is gone, delete " + file + " by hand"), opened + " (since " + since + ")"));
    }

    /**
     * Whether the process that wrote a lock of this host still runs: its id alive, and not one a process started
     * since has taken (a server restarted in a container is process 1 again, and would hold every fight its
     * crashed self had open). The lock's time is to the second and a process's start may read a little late, so
     * only a start well after the lock says the id was reused.
     */
    private static boolean alive(long pid, String since) {
        Optional<ProcessHandle> process = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (process.isEmpty()) return false;
        Optional<Instant> started = process.get().info().startInstant();
        try {
            return started.isEmpty() || !started.get().isAfter(Instant.parse(since).plus(REUSED_AFTER));
        } catch (java.time.format.DateTimeParseException e) {
            return true;
        }
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName().replace(' ', '_');
        } catch (IOException e) {
            return "localhost";
        }
    }

    /** Removes the lock, when it is still this one's. */
    @Override
    public void close() {
        try {
            if (owner.equals(raw(file))) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // Left behind, the lock is stale once this process ends: the next opening takes it over.
        }
    }
}
