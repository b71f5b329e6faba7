package escarmouche.ssh.account;

import java.nio.file.Path;
import java.util.List;

/**
 * A line of a player's {@code authorized_keys} that lets no one in, though it looks meant to: the admin sees it
 * in {@code players list} and at the server's start, rather than learning it from a player who cannot log in
 * or, worse, from a key that comes in without the limit the admin wrote.
 */
public sealed interface KeyLineProblem {
    Path file();

    /** The line's number in its file, counted from 1. */
    int line();

    /**
     * A key written with options ({@code from="10.0.0.1"}, {@code no-pty}) by hand: the server applies none, so
     * taking the key would let it in from anywhere, with every right. It is refused at login instead.
     *
     * @param options the options' names, sorted
     */
    record WithOptions(Path file, int line, AccountKey key, List<String> options) implements KeyLineProblem {
        public WithOptions {
            options = List.copyOf(options);
        }
    }

    /** A line that is no key this server can read (damaged base64, an unknown key type). */
    record Unreadable(Path file, int line) implements KeyLineProblem {}
}
