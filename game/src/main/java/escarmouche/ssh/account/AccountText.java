package escarmouche.ssh.account;

import escarmouche.lang.Utf8Text;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An account file's text, read strictly as UTF-8. Java's own reading says only "Input length = 1" of a stray
 * byte; here the admin is told which file and which byte, so that they can mend it.
 */
final class AccountText {
    /**
     * The byte-order mark Notepad and PowerShell write first in a UTF-8 file: an admin who edits
     * {@code authorized_keys} or {@code password} by hand with them adds it, and it belongs to no line
     * (kept, it would make the first line, the claim comment or a key, unreadable).
     */

    private AccountText() {}

    /**
     * The whole text of {@code file}, without a byte-order mark before it; {@link AccountFileException} naming the
     * first byte that is not UTF-8.
     */
    static String read(Path file) throws IOException {
        try {
            String text = Utf8Text.decode(Files.readAllBytes(file));
            return Utf8Text.withoutByteOrderMark(text);
        } catch (Utf8Text.Invalid e) {
            // Counted from 1, as cmp and editors do.
            throw AccountFileException.notUtf8(file, e.index() + 1);
        }
    }
}
