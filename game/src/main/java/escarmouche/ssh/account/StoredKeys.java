package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the players' files hold that lets no one in, named once at the server's start: keys that can never log
 * in here ({@link UnusableKey}, from a data folder older than the admin's commands that refuse them), key lines
 * the server refuses ({@link KeyLineProblem}: a key written by hand with options, a damaged line) and account
 * files that cannot be read. Otherwise the admin would learn of them only from a player who cannot log in.
 */
public final class StoredKeys {
    private StoredKeys() {}

    /** One stored thing that lets no one in: its player, and what was found. */
    private record Finding(PlayerName player, Optional<Account> account, Optional<IOException> unreadable) {}

    /**
     * Writes one {@code account} line per stored key that can never log in, per refused key line and per account
     * that cannot be read. At a login with an unusable key the client is answered before any key check (a DSA
     * signature is an unknown algorithm), so the log would otherwise show only a connection and its end.
     */
    public static void logUnusable(Accounts accounts, ServerLog log) {
        for (Finding f : findings(accounts)) {
            String player = "player=" + f.player();
            if (f.unreadable().isPresent()) {
                log.write(LogEvent.ACCOUNT, player + " " + unreadableWords(accounts, f.player(), f.unreadable().get()));
                continue;
            }
            Account account = f.account().orElseThrow();
            for (AccountKey key : account.keys()) {
                UnusableKey.of(key.key()).ifPresent(why -> log.write(LogEvent.ACCOUNT, player + " key="
                        + key.fingerprint() + " type=" + key.type() + " never-logs-in reason=" + why.logWords()));
            }
            for (KeyLineProblem p : account.refused()) {
                String where = player + " file=" + p.file() + " line=" + p.line();
                log.write(LogEvent.ACCOUNT, p instanceof KeyLineProblem.WithOptions w
                        ? where + " key=" + w.key().fingerprint() + " refused reason=key-with-options options="
                                + String.join(",", w.options())
                        : where + " refused reason=unreadable-key-line");
            }
        }
    }

    /**
     * The same refused key lines and unreadable accounts, as warnings for the console where {@code serve} was
     * started, in {@code m}'s language (keys that can never log in stay in the log, as before).
     */
    public static List<String> warnings(Accounts accounts, ScreenMessages m) {
        List<String> said = new ArrayList<>();
        for (Finding f : findings(accounts)) {
            if (f.unreadable().isPresent()) {
                IOException e = f.unreadable().get();
                said.add(m.text("cli.serve.account.unreadable", f.player(), e instanceof AccountFileException a
                        ? a.in(m) : f.player().folder(accounts.playersDir()) + ": " + e.getMessage()));
                continue;
            }
            for (KeyLineProblem p : f.account().orElseThrow().refused()) {
                said.add(p instanceof KeyLineProblem.WithOptions w
                        ? m.text("cli.serve.account.options", w.file(), String.valueOf(w.line()), String.join(", ", w.options()))
                        : m.text("cli.serve.account.bad.line", p.file(), String.valueOf(p.line())));
            }
        }
        return said;
    }

    private static String unreadableWords(Accounts accounts, PlayerName player, IOException e) {
        if (e instanceof AccountFileException a) return "file=" + a.file() + " cannot-log-in reason=" + a.logWords();
        return "file=" + player.folder(accounts.playersDir()) + " cannot-log-in reason=unreadable";
    }

    private static List<Finding> findings(Accounts accounts) {
        List<Finding> found = new ArrayList<>();
        try {
            for (PlayerName name : accounts.names()) {
                try {
                    accounts.find(name).ifPresent(a -> found.add(new Finding(name, Optional.of(a), Optional.empty())));
                } catch (IOException unreadable) {
                    found.add(new Finding(name, Optional.empty(), Optional.of(unreadable)));
                }
            }
        } catch (IOException unlisted) {
            // The players' folder cannot be listed: each login still says what it finds.
        }
        return found;
    }
}
