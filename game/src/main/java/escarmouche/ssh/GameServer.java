package escarmouche.ssh;

import escarmouche.reference.RulesReference;
import escarmouche.ssh.gate.Gate;
import escarmouche.ssh.gate.LimitLog;
import escarmouche.ssh.hostkey.HostKey;
import escarmouche.ssh.hostkey.HostKeyException;
import escarmouche.ssh.live.Stage;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.table.TablePacing;
import escarmouche.ssh.live.Sessions;
import escarmouche.ssh.account.Accounts;
import escarmouche.ssh.account.PlayerName;
import escarmouche.ssh.account.StoredKeys;
import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BiFunction;
import org.apache.sshd.server.SshServer;

/**
 * The embedded SSH server: a shell is the only thing a client can ask for (no commands, no file
 * transfer, no forwarding), and every shell is a game of its own. Nothing is shared between sessions
 * but the read-only content and rules reference.
 */
public final class GameServer implements AutoCloseable {
    /** How long stopping waits for the games to close after their connections. */
    private static final java.time.Duration STOP_WAIT = java.time.Duration.ofSeconds(5);
    /** How long the connections may take to send their last words once their games have closed. */
    private static final java.time.Duration CLOSE_GRACE = java.time.Duration.ofSeconds(2);

    private final SshServer server;
    private final HostKey hostKey;
    private final ServerLog log;
    private final Sessions sessions;
    private final TableTimer tableTimer;
    private final TableHall tables;
    /** The server's writer of limit lines: stopping writes the hits it still counts. */
    private final LimitLog limitLog;

    private GameServer(SshServer server, HostKey hostKey, ServerLog log, Sessions sessions, TableTimer tableTimer,
                       TableHall tables, LimitLog limitLog) {
        this.server = server;
        this.sessions = sessions;
        this.tables = tables;
        this.limitLog = limitLog;
        this.tableTimer = tableTimer;
        this.hostKey = hostKey;
        this.log = log;
    }

    /** Binds and starts listening; an {@link IOException} (often a {@link java.net.BindException}) if it cannot. */
    public static GameServer start(ServerConfig config, EncounterCatalog catalog, RulesReference reference)
            throws IOException {
        return start(config, catalog, (dir, player) -> FightSaves.NONE, reference, ServerLog.NONE);
    }

    /**
     * @param saves a player's saves, from that player's own folder ({@code players/NAME/saves})
     * @param log   the admin's log of connections, logins, limits and errors
     */
    public static GameServer start(ServerConfig config, EncounterCatalog catalog,
                                   BiFunction<Path, String, FightSaves> saves, RulesReference reference,
                                   ServerLog log) throws IOException {
        // Fails closed: a host key that cannot be read stops the server before it listens.
        HostKey hostKey;
        try {
            hostKey = HostKey.loadOrCreate(config.hostKey(), log);
        } catch (HostKeyException e) {
            throw new ServerStartException(e.getMessage(), e);
        }
        SshServer server = SshServer.setUpDefaultServer();
        server.setHost(config.host());
        server.setPort(config.port());
        server.setKeyPairProvider(hostKey.provider());
        // One writer of limit lines for the whole server, so that its quiet time per address holds for every limit.
        LimitLog limitLog = new LimitLog(log, java.time.Clock.systemUTC());
        Sessions sessions = new Sessions(config.limits(), log, limitLog);
        Access.configure(server, config, log, sessions::guestElsewhere, limitLog);
        Gate.install(server, config.limits(), log, ClientEnvironment::read, limitLog,
                escarmouche.lang.ScreenMessages.of(config.language()), PlayerName::valid);
        Stage stage = new Stage(log);
        // A table's monsters act at the admin's pace (by default that of a game played alone), so everyone
        // sees each of their moves.
        TableTimer tableTimer = new TableTimer(log);
        TableHall tables = new TableHall(System::currentTimeMillis, TableHall.GM_GRACE_MILLIS,
                new TablePacing(config.tablePaceMillis(), tableTimer), new LoggedTables(log));
        server.setShellFactory(channel -> new GameShell(catalog, saves, reference, config.playersDir(), stage, sessions,
                tables, config.language()));
        try {
            server.start();
        } catch (IOException | RuntimeException e) {
            sessions.close();
            tableTimer.close();
            limitLog.close();
            hostKey.unmadeIfNew(config.hostKey(), log);
            throw e;
        }
        // An IPv6 host is bracketed as the clients' addresses are: [::1]:2222.
        String host = config.host().indexOf(':') >= 0 ? "[" + config.host() + "]" : config.host();
        log.write(LogEvent.START, "address=" + host + ":" + server.getPort() + " hostkey=" + hostKey.fingerprint());
        // Keys stored before the admin's commands refused them: named once, since their logins leave no reason.
        StoredKeys.logUnusable(new Accounts(config.playersDir(), java.time.Clock.systemUTC()), log);
        return new GameServer(server, hostKey, log, sessions, tableTimer, tables, limitLog);
    }

    /** The port actually bound (the chosen one when the configuration asked for 0). */
    public int port() {
        return server.getPort();
    }

    public String host() {
        return server.getHost();
    }

    /** The host key's SHA256 fingerprint, for the admin to publish to players. */
    public String fingerprint() {
        return hostKey.fingerprint();
    }

    /** What the admin should know about the host key at this start: a new key, or one replacing an old one. */
    public java.util.Optional<String> hostKeyNotice() {
        return hostKey.notice();
    }

    /** The same, said in {@code m}'s language. */
    public java.util.Optional<String> hostKeyNotice(escarmouche.lang.ScreenMessages m) {
        return hostKey.notice(m);
    }

    /** How many sessions are open now (a game each), so that the admin stopping the server hears of them. */
    public int sessionsOpen() {
        return sessions.open();
    }

    /** Stops listening and closes every session. */
    @Override
    public void close() throws IOException {
        // Each player first reads that the server is stopping (and that a fight in play is kept); the
        // connections still open after the wait are cut.
        tables.stopping();
        sessions.stopAll(tables::fightSeat);
        try {
            sessions.awaitAllLeft(STOP_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // Gracefully first, so that those last words still in the connections' buffers go out; a client that
        // does not read them is cut after the grace.
        server.close(false).await(CLOSE_GRACE);
        server.stop(true);
        try {
            // Each game ends with its connection: let them save and let go of their files before returning.
            sessions.awaitAllLeft(STOP_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sessions.close();
        tableTimer.close();
        // The refusals counted since their address's last line, before the stop line.
        limitLog.close();
        log.write(LogEvent.STOP, "address=" + server.getHost() + ":" + server.getPort());
    }
}
