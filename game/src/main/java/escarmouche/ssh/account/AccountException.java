package escarmouche.ssh.account;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.Arrays;

/**
 * An admin's request that cannot be carried out as asked; the message says why, and nothing was changed.
 * One raised here names its text by key, so that {@code ./play players --lang fr} says it in French
 * ({@link #in}); its {@link #getMessage} is the English.
 */
public final class AccountException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The text's key in the screens' bundles; null for a message already worded by the caller. */
    private final String key;
    private final Object[] args;

    /** A message already in the words of the session (the command's own). */
    public AccountException(String message) {
        super(message);
        this.key = null;
        this.args = new Object[0];
    }

    /** A message named by its key in the bundles, with its arguments (plain text: names, paths, fingerprints). */
    static AccountException of(String key, Object... args) {
        return new AccountException(key, args);
    }

    private AccountException(String key, Object[] args) {
        super(ScreenMessages.of(Language.EN).text(key, args));
        this.key = key;
        this.args = Arrays.copyOf(args, args.length);
    }

    /** The message in the words of {@code messages}. */
    public String in(ScreenMessages messages) {
        return key == null ? getMessage() : messages.text(key, args);
    }
}
