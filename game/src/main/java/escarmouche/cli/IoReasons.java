package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** What went wrong with a file, in words: Java's exceptions often carry only the path as their message. */
final class IoReasons {
    private IoReasons() {}

    static String of(IOException e) {
        return of(e, ScreenMessages.of(Language.EN));
    }

    static String of(IOException e, ScreenMessages m) {
        if (e instanceof AccessDeniedException) return m.text("cli.io.denied");
        if (e instanceof NoSuchFileException) return m.text("cli.io.missing");
        if (e instanceof NotDirectoryException) return m.text("cli.io.not.folder");
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() == null ? m.text("cli.io.file.in.the.way") : m.text("cli.io.is.a.file", f.getFile());
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) return fs.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
