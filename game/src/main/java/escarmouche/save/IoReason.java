package escarmouche.save;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file could not be read or written, in plain English words, without the file (the sentence names it): Java
 * names only the file of some failures ({@code AccessDeniedException}'s message is its path), and its words for a
 * file that is not UTF-8 ("Input length = 1") say nothing a player can act on. The screens say these words again in
 * their language ({@code save.os.} phrases); never a Java class name.
 */
public final class IoReason {
    /** The reason said when the system gave none (its {@code save.os.refused.said} in the session's language). */
    public static final String REFUSED = "the system refused it without saying why";
    /** The reason said when a file is not text (its {@code save.os.text.said} in the session's language). */
    public static final String NOT_TEXT = "one of its files is not UTF-8 text, as the game writes them";

    /** Why a folder under the name of a fight's file is not deleted with it (its {@code save.os.folder.said}). */
    public static final String FOLDER = "a folder, not a file of this fight";

    private IoReason() {}

    public static String of(IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getReason() != null ? f.getReason()
                    : e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof NoSuchFileException ? "no such file or folder"
                    : e instanceof NotDirectoryException ? "not a folder"
                    : e instanceof FileAlreadyExistsException ? "a file is in the way"
                    : e instanceof DirectoryNotEmptyException ? "a folder with files in it, not a fight"
                    : REFUSED;
        }
        if (e instanceof CharacterCodingException) return NOT_TEXT;
        return e.getMessage() != null ? e.getMessage() : REFUSED;
    }
}
