package escarmouche.ssh;

import escarmouche.ssh.gate.Limits;
import escarmouche.lang.Language;
import escarmouche.ui.page.Settings;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where and how the SSH server listens, and who may come in.
 *
 * @param host     the address to bind ({@code 127.0.0.1} keeps the server to this machine)
 * @param port     the TCP port; 0 picks a free one (tests)
 * @param dataDir  the server's data folder: the host key in {@code ssh/}, the server log in {@code logs/},
 *                 each player's account and files in {@code players/NAME/}
 * @param password the shared password guests must give (players with a key or their own password do not), or empty
 * @param guests   open guest mode: anyone may play under any free name, without a key or a password
 * @param limits   what clients, addresses and players may hold
 * @param language the screens' language for a player who never chose one and whose client announces none
 *                 ({@code LANG}, {@code LC_*})
 * @param tablePaceMillis the wait before each command the AI plays at a table ({@link #MAX_TABLE_PACE} at
 *                 most; 0: none), so that every seat sees the monsters act one move at a time
 */
public record ServerConfig(String host, int port, Path dataDir, Optional<String> password, boolean guests,
                           Limits limits, Language language, int tablePaceMillis) {
    /** The longest wait {@link #tablePaceMillis} may ask: longer, a table's monster turn drags for minutes. */
    public static final int MAX_TABLE_PACE = 5000;

    public ServerConfig {
        if (tablePaceMillis < 0 || tablePaceMillis > MAX_TABLE_PACE) {
            throw new IllegalArgumentException("tablePaceMillis is 0 to " + MAX_TABLE_PACE + ": " + tablePaceMillis);
        }
    }

    /** Tables at the pace of a fight played alone. */
    public ServerConfig(String host, int port, Path dataDir, Optional<String> password, boolean guests,
                        Limits limits, Language language) {
        this(host, port, dataDir, password, guests, limits, language, Settings.DEFAULT_PACE);
    }

    /** A server whose players start in English unless their client or their last choice says otherwise. */
    public ServerConfig(String host, int port, Path dataDir, Optional<String> password, boolean guests, Limits limits) {
        this(host, port, dataDir, password, guests, limits, Language.EN);
    }

    /** The test and table setting: open to guests, default limits. */
    public ServerConfig(String host, int port, Path dataDir, Optional<String> password) {
        this(host, port, dataDir, password, password.isEmpty(), Limits.DEFAULTS);
    }

    /** The folder holding the host key; only the server's user may read it. */
    public Path hostKeyDir() {
        return dataDir.resolve("ssh");
    }

    public Path hostKey() {
        return hostKeyDir().resolve("host_ed25519_key");
    }

    public Path playersDir() {
        return dataDir.resolve("players");
    }

    public Path logsDir() {
        return dataDir.resolve("logs");
    }

    /** Whether the server listens only on this machine (then guests may be the default). */
    public boolean loopbackOnly() {
        return host.equals("127.0.0.1") || host.equals("::1") || host.equals("localhost");
    }
}
