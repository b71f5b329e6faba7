package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.util.Optional;

/** The checks of {@code --data} that {@code serve} and {@code players} share, so that both read it alike. */
final class DataFolderOption {
    private DataFolderOption() {}

    /** Why {@code data} cannot name a data folder as written, as the line to print; nothing when it can (or is unset). */
    static Optional<String> refusal(Path data, ScreenMessages m) {
        if (data == null) return Optional.empty();
        // An unset variable in a script or service file: the current folder would silently become the data folder.
        if (data.toString().isEmpty()) return Optional.of(m.text("cli.serve.error", m.text("cli.data.empty")));
        // A systemd ExecStart or a quoted argument leaves ~ as it is: it would become a folder named ~.
        if (data.toString().startsWith("~")) return Optional.of(m.text("cli.serve.data.tilde", data));
        return Optional.empty();
    }
}
