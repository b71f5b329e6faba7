package escarmouche.ssh.account;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * An account file whose contents cannot be read (not UTF-8, a password file that holds no hash): the player
 * cannot log in until the admin mends or removes it. It names the file, in the admin's language ({@link #in}),
 * and in the server log's words ({@link #logWords}).
 */
public final class AccountFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final Path file;
    private final String key;
    private final String logWords;
    private final Object[] args;

    private AccountFileException(Path file, String key, String logWords, Object... args) {
        super(ScreenMessages.of(Language.EN).text(key, with(file, args)));
        this.file = file;
        this.key = key;
        this.logWords = logWords;
        this.args = Arrays.copyOf(args, args.length);
    }

    static AccountFileException notUtf8(Path file, long byteNumber) {
        return new AccountFileException(file, "cli.players.account.file.not.utf8", "not-utf8 byte=" + byteNumber,
                String.valueOf(byteNumber));
    }

    static AccountFileException notAPasswordHash(Path file) {
        return new AccountFileException(file, "cli.players.account.file.not.hash", "not-a-password-hash");
    }

    public Path file() {
        return file;
    }

    /** What is wrong, as the server log words it: {@code not-utf8 byte=5}. */
    public String logWords() {
        return logWords;
    }

    /** The file and what is wrong with it, in the words of {@code messages}. */
    public String in(ScreenMessages messages) {
        return messages.text(key, with(file, args));
    }

    private static Object[] with(Path file, Object[] args) {
        Object[] all = new Object[args.length + 1];
        all[0] = file;
        System.arraycopy(args, 0, all, 1, args.length);
        return all;
    }
}
