package escarmouche.cli;

import escarmouche.content.load.LinkLoop;
import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
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

    /**
     * Why the path cannot be read as a {@code what} (a key naming the kind of file, {@code cli.input.*}),
     * or empty when it can be tried.
     */
    static Optional<String> problem(Path p, String what, ScreenMessages m) {
        if (isStdin(p)) return Optional.empty();
        String kind = m.text(what);
        if (p.toString().isEmpty()) return Optional.of(m.text("cli.input.empty.name", kind));
        if (!Files.exists(p)) {
            String why = !Files.isSymbolicLink(p) ? "cli.input.missing"
                    : LinkLoop.loops(p) ? "cli.input.loop" : "cli.input.dangling";
            return Optional.of(Located.text(m, why, p, kind));
        }
        if (Files.isDirectory(p)) return Optional.of(Located.text(m, "cli.input.folder", p, kind));
        return Optional.empty();
    }
}
