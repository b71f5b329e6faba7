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
    private AccountText() {}

    /** The whole text of {@code file}; {@link AccountFileException} naming the first byte that is not UTF-8. */
    static String read(Path file) throws IOException {
        try {
            return Utf8Text.decode(Files.readAllBytes(file));
        } catch (Utf8Text.Invalid e) {
            // Counted from 1, as cmp and editors do.
            throw AccountFileException.notUtf8(file, e.index() + 1);
        }
    }
}
