package escarmouche.ssh.account;

import escarmouche.lang.TerminalControl;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.config.keys.AuthorizedKeyEntry;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.PublicKeyEntryResolver;

/**
 * One public key of a player, as one OpenSSH {@code authorized_keys} line ({@code TYPE BASE64 COMMENT}).
 *
 * @param key     the key itself
 * @param comment what follows the key on its line (often {@code user@host}), or empty
 */
public record AccountKey(PublicKey key, String comment) {
    /** The key's OpenSSH fingerprint, {@code SHA256:...}, the one {@code ssh-keygen -lf} prints. */
    public String fingerprint() {
        return KeyUtils.getFingerPrint(key);
    }

    /** The key's type as OpenSSH names it ({@code ssh-ed25519}, {@code ssh-rsa} ...). */
    public String type() {
        return KeyUtils.getKeyType(key);
    }

    public boolean sameKey(PublicKey other) {
        return KeyUtils.compareKeys(key, other);
    }

    /** The {@code authorized_keys} line, without options (none are honoured). */
    public String line() {
        String text = PublicKeyEntry.toString(key);
        return comment.isEmpty() ? text : text + " " + comment;
    }

    /**
     * Reads one line of an {@code authorized_keys} or {@code .pub} file; nothing for a blank line, a comment
     * or a key type this server cannot use. Options before the key are read and dropped.
     */
    public static Optional<AccountKey> parse(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) return Optional.empty();
        try {
            AuthorizedKeyEntry entry = AuthorizedKeyEntry.parseAuthorizedKeyEntry(text);
            if (entry == null) return Optional.empty();
            PublicKey key = entry.resolvePublicKey(null, entry.getLoginOptions(), PublicKeyEntryResolver.IGNORING);
            if (key == null) return Optional.empty();
            String comment = entry.getComment() == null ? "" : oneLine(entry.getComment());
            return Optional.of(new AccountKey(key, comment));
        } catch (Exception | Error unreadable) {
            return Optional.empty();
        }
    }

    /**
     * The authorized_keys options written before the key ({@code from="10.0.0.1",no-pty}), by name; empty for a
     * bare key. The server applies none of them, so an admin who wrote one meant a limit it would not keep.
     */
    public static List<String> options(String line) {
        try {
            AuthorizedKeyEntry entry = AuthorizedKeyEntry.parseAuthorizedKeyEntry(line.strip());
            if (entry == null || entry.getLoginOptions() == null) return List.of();
            return entry.getLoginOptions().keySet().stream().sorted().toList();
        } catch (Exception | Error unreadable) {
            return List.of();
        }
    }

    // Any character a terminal obeys, not only the ASCII ones: `players list` prints the comment as it is.
    private static String oneLine(String comment) {
        return TerminalControl.replaced(comment, ' ').strip();
    }
}
