package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.List;

/**
 * Where {@code ./play run --events FILE} writes, chosen so that no destination is damaged:
 * <ul>
 * <li>a regular file, or a new path, is written to a temporary file beside it that replaces it only
 *     when the run succeeded (no half-written log, and a failed run leaves the old one), keeping the old
 *     file's permissions and owner; a symbolic link is followed, so the link stays and its target is
 *     replaced;</li>
 * <li>a device or a pipe ({@code /dev/null}, a FIFO, {@code /dev/stdout}) is written in place, as a
 *     shell redirection would: replacing it would put a plain file where the device was.</li>
 * </ul>
 * A temporary file is removed if the program is stopped (Ctrl-C, {@code kill}) before it is used.
 */
final class EventLogFile implements AutoCloseable {
    /** The event log cannot be written there; the message says why, for the user. */
    static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }

    /** How Linux names an open file that has no path: "pipe:[123]", "socket:[456]", "anon_inode:[eventfd]". */
    private static final java.util.regex.Pattern KERNEL_NAME =
            java.util.regex.Pattern.compile("[a-z_]+:\\[[^/\\]]*\\]|anon_inode:[^/]*");

    private final String shownName;
    private final OutputStream stream;
    private final Path temp;
    private final Path target;
    private final boolean replacesExisting;
    private final ShutdownHooks hooks;
    private final Thread cleanup;
    private boolean done;

    private EventLogFile(String shownName, OutputStream stream, Path temp, Path target, boolean replacesExisting,
                         ShutdownHooks hooks) {
        this.shownName = shownName;
        this.stream = stream;
        this.temp = temp;
        this.target = target;
        this.replacesExisting = replacesExisting;
        this.hooks = hooks;
        this.cleanup = temp == null ? null : new Thread(() -> deleteQuietly(temp), "escarmouche-remove-temporary-log");
        if (cleanup != null) hooks.add(cleanup);
    }

    /** Standard output: written as the run goes. */
    static EventLogFile standardOutput(ScreenMessages m) {
        return new EventLogFile(m.text("cli.events.stdout"), StandardOutput.checked(), null, null, false, null);
    }

    /**
     * Opens the destination.
     *
     * @param inputs the files the run reads, each with what it is ("scenario"): writing over one is refused
     */
    static EventLogFile open(Path requested, java.util.Map<Path, String> inputs, ShutdownHooks hooks) throws Refused {
        return open(requested, inputs, hooks, ScreenMessages.of(Language.EN));
    }

    /** The same, its refusals said in {@code m}'s language. */
    static EventLogFile open(Path requested, java.util.Map<Path, String> inputs, ShutdownHooks hooks, ScreenMessages m)
            throws Refused {
        return open(requested, inputs, hooks, m, "--events");
    }

    /**
     * The same, its refusals naming the option as the user typed it ({@code --out} or {@code --events}, one option
     * of two names): the user looks for the name they wrote.
     */
    static EventLogFile open(Path requested, java.util.Map<Path, String> inputs, ShutdownHooks hooks, ScreenMessages m,
                             String option) throws Refused {
        String shown = requested.toString();
        if (shown.isEmpty()) throw new Refused(m.text("cli.events.empty.name", option));
        Path target = followLinks(requested, m);
        if (Files.isDirectory(target)) {
            throw new Refused(Located.text(m, "cli.events.folder", shown, requested.resolve("log.jsonl"), option));
        }
        boolean exists = Files.exists(target, LinkOption.NOFOLLOW_LINKS);
        boolean regular = Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS);
        if (regular) {
            for (java.util.Map.Entry<Path, String> input : inputs.entrySet()) {
                if (sameFile(target, input.getKey())) {
                    throw new Refused(m.text("cli.events.is.input", shown, input.getValue(), input.getKey(), option));
                }
            }
        }
        try {
            if (exists && !regular || isSystemView(requested, target)) {
                // A device, a pipe, a socket, or a link to one (/dev/stdout): written where it is.
                OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
                return new EventLogFile(shown, out, null, null, false, null);
            }
            Path dir = target.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path temp = createTemp(dir, target.getFileName().toString());
            OutputStream out;
            try {
                out = Files.newOutputStream(temp, StandardOpenOption.WRITE);
            } catch (IOException e) {
                deleteQuietly(temp);
                throw e;
            }
            return new EventLogFile(shown, out, temp, target, exists, hooks);
        } catch (IOException e) {
            throw new Refused(m.text("cli.run.log.unwritable", shown, IoReasons.of(e, m)));
        }
    }

    /** Whether the log goes to standard output, which its reader may close ({@code | head}). */
    boolean standardOutput() {
        return target == null;
    }

    String shownName() {
        return shownName;
    }

    OutputStream stream() {
        return stream;
    }

    /** The run succeeded: the log takes its place (a temporary file replaces the destination). */
    void commit() throws IOException {
        stream.close();
        if (temp != null) {
            if (replacesExisting) keepAttributes(target, temp);
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        done = true;
        release();
    }

    /** Drops an uncommitted temporary file: the destination is left as it was. */
    @Override
    public void close() {
        if (done) return;
        done = true;
        try {
            if (stream != null) stream.close();
        } catch (IOException e) {
            // The log is being discarded anyway.
        }
        if (temp != null) deleteQuietly(temp);
        release();
    }

    /** What a stop signal runs; tests run it by hand. */
    Runnable cleanup() {
        return cleanup;
    }

    private void release() {
        if (cleanup != null && hooks != null) hooks.remove(cleanup);
    }

    /**
     * The file the links from {@code p} lead to. A link the kernel shows for an open file that has no name
     * ({@code /proc/self/fd/1} reads "pipe:[123]" when standard output is an anonymous pipe, "socket:[456]" for a
     * socket) is not followed: that name is no path, and opening the link itself reaches the pipe.
     */
    static Path followLinks(Path p, ScreenMessages m) throws Refused {
        Path current = p;
        for (int i = 0; i < 40; i++) {
            if (!Files.isSymbolicLink(current)) return current;
            try {
                Path link = Files.readSymbolicLink(current);
                Path parent = current.toAbsolutePath().getParent();
                Path next = parent == null ? link : parent.resolve(link);
                if (KERNEL_NAME.matcher(link.toString()).matches() && !Files.exists(next, LinkOption.NOFOLLOW_LINKS)) {
                    return current;
                }
                current = next;
            } catch (IOException e) {
                throw new Refused(m.text("cli.events.link.unreadable", current, IoReasons.of(e, m)));
            }
        }
        throw new Refused(Located.text(m, "cli.events.link.loop", p));
    }

    // /dev/stdout or /dev/fd/1 lead through /proc/self/fd to whatever standard output is: even when that
    // is a regular file, it is the shell's open file and must be written, not replaced.
    private static boolean isSystemView(Path requested, Path target) {
        for (Path p : List.of(requested.toAbsolutePath().normalize(), target.toAbsolutePath().normalize())) {
            if (p.startsWith("/dev") || p.startsWith("/proc")) return true;
        }
        return false;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    // A name no other run uses: the process id and a counter, created exclusively.
    private static Path createTemp(Path dir, String name) throws IOException {
        long pid = ProcessHandle.current().pid();
        for (int n = 0; ; n++) {
            Path temp = dir.resolve("." + name + "." + pid + "." + n + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (n > 1000) throw e;
            }
        }
    }

    // The replaced file keeps who may read it; a new one gets the usual permissions for new files.
    private static void keepAttributes(Path from, Path to) {
        PosixFileAttributeView source = Files.getFileAttributeView(from, PosixFileAttributeView.class);
        PosixFileAttributeView dest = Files.getFileAttributeView(to, PosixFileAttributeView.class);
        if (source == null || dest == null) return;
        PosixFileAttributes attributes;
        try {
            attributes = source.readAttributes();
        } catch (IOException e) {
            return;
        }
        try {
            dest.setOwner(attributes.owner());
            dest.setGroup(attributes.group());
        } catch (IOException | SecurityException e) {
            // Only root may give a file away: anyone else's log is theirs, with the old permissions below.
        }
        try {
            dest.setPermissions(attributes.permissions());
        } catch (IOException | SecurityException e) {
            // The log is still written; it has the permissions of a new file.
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // Nothing more can be done while stopping.
        }
    }
}
