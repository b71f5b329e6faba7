package escarmouche.ssh.account;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A player's name, checked and never rewritten: 1 to 32 characters of {@code a-z}, {@code 0-9}, {@code _}
 * and {@code -}, not starting with {@code -} (which a command line would take for an option: the admin could
 * not name that player to {@code ./play players}). Two different names are two different folders, and no name can be a path, a hidden
 * file or {@code ..}; the only way to a player's folder is through a name that passed the check.
 */
public record PlayerName(String text) {
    public static final int MAX_LENGTH = 32;
    /** What a client is told when its name is refused. */
    public static final String RULE = "Player names are 1 to " + MAX_LENGTH
            + " characters, each a lower-case letter a-z, a digit 0-9, '_' or '-', not starting with '-' (for example: anne,"
            + " bob-2).";
    private static final Pattern ALLOWED = Pattern.compile("[a-z0-9_][a-z0-9_-]{0," + (MAX_LENGTH - 1) + "}");

    public PlayerName {
        if (!valid(text)) throw new IllegalArgumentException(RULE);
    }

    public static boolean valid(String text) {
        return text != null && ALLOWED.matcher(text).matches();
    }

    /** The name if {@code text} is one, as typed; nothing otherwise. */
    public static Optional<PlayerName> parse(String text) {
        return valid(text) ? Optional.of(new PlayerName(text)) : Optional.empty();
    }

    /** This player's own folder under {@code playersDir}. */
    public Path folder(Path playersDir) {
        return playersDir.resolve(text);
    }

    @Override
    public String toString() {
        return text;
    }
}
