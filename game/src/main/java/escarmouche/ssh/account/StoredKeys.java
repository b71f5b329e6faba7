package escarmouche.ssh.account;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.io.IOException;
import java.util.Optional;

/**
 * Keys a players file may hold that can never log in here ({@link UnusableKey}). The admin's commands refuse
 * them ({@link KeyFile}); a data folder from before they did may still hold some, which the server names once
 * at start.
 */
public final class StoredKeys {
    private StoredKeys() {}

    /**
     * Writes one {@code account} line per stored key that can never log in. At a login with such a key the
     * client is answered before any key check (a DSA signature is an unknown algorithm), so the log would
     * otherwise show only a connection and its end. An account that cannot be read is left to its login,
     * which logs it ({@code account-unreadable}).
     */
    public static void logUnusable(Accounts accounts, ServerLog log) {
        try {
            for (PlayerName name : accounts.names()) {
                Optional<Account> account;
                try {
                    account = accounts.find(name);
                } catch (IOException unreadable) {
                    continue;
                }
                if (account.isEmpty()) continue;
                for (AccountKey key : account.get().keys()) {
                    UnusableKey.of(key.key()).ifPresent(why -> log.write(LogEvent.ACCOUNT, "player=" + name + " key="
                            + key.fingerprint() + " type=" + key.type() + " never-logs-in reason=" + why.logWords()));
                }
            }
        } catch (IOException unreadable) {
            // The players' folder cannot be listed: each login still says what it finds.
        }
    }
}
