package escarmouche.cli;

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
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NoSuchFileException) return "no such file or folder";
        if (e instanceof NotDirectoryException) return "a file stands where a folder is needed";
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() == null ? "a file is in the way of a folder" : f.getFile() + " is a file, not a folder";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) return fs.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
