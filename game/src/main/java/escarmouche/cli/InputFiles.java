package escarmouche.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The files a command reads, named as a shell names them: a path, a device ({@code /dev/null}), a pipe
 * ({@code <(...)}, a FIFO), or {@code -} for standard input. Only what cannot be read at all is refused
 * before reading: nothing there, or a folder.
 */
final class InputFiles {
    /** How standard input is named on the command line. */
    static final String STDIN = "-";
    /** How standard input is named in messages. */
    static final String STDIN_NAME = "<stdin>";

    private InputFiles() {}

    static boolean isStdin(Path p) {
        return p != null && p.toString().equals(STDIN);
    }

    /** Why the path cannot be read as a {@code what}, or empty when it can be tried. */
    static Optional<String> problem(Path p, String what) {
        if (isStdin(p)) return Optional.empty();
        if (p.toString().isEmpty()) return Optional.of("the " + what + " has an empty name");
        if (!Files.exists(p)) {
            return Optional.of(p + ": " + (Files.isSymbolicLink(p) ? "a link to a missing file" : "no such file")
                    + "; expected a " + what);
        }
        if (Files.isDirectory(p)) return Optional.of(p + ": this is a folder, expected a " + what);
        return Optional.empty();
    }
}
