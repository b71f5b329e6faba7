package escarmouche.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether standard error, where {@code simulate} draws its progress bar, is a terminal a person watches.
 * Java 17 cannot ask it directly: {@link System#console()} answers for standard input and output, so a bar
 * was drawn into {@code 2>err.txt} (sixty lines of it joined by carriage returns) when standard output was the
 * terminal, and none shown for {@code simulate - < duel.json}, standard input being a file. On Linux the link
 * {@code /proc/self/fd/2} names what standard error is: a terminal is {@code /dev/pts/N}, {@code /dev/ttyN} or
 * {@code /dev/console}. Where that link cannot be read (macOS, Windows) the console's answer is kept.
 */
final class StandardErrorTerminal {
    private static final Path STANDARD_ERROR = Path.of("/proc/self/fd/2");

    private StandardErrorTerminal() {}

    /** Whether this process's standard error is a terminal, as far as it can be told. */
    static boolean watched() {
        return watched(target(STANDARD_ERROR), System.console() != null);
    }

    /**
     * @param target  what the link of standard error points to, if it could be read
     * @param console whether {@link System#console()} has a console: the answer where the link tells nothing
     */
    static boolean watched(Optional<String> target, boolean console) {
        if (target.isEmpty()) return console;
        String t = target.get();
        return t.startsWith("/dev/pts/") || t.startsWith("/dev/tty") || t.equals("/dev/console");
    }

    /** Where a link points, or nothing when it is no link or cannot be read. */
    static Optional<String> target(Path link) {
        try {
            return Optional.of(Files.readSymbolicLink(link).toString());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
    }
}
