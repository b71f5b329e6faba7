package escarmouche.ssh;

import escarmouche.reference.RulesReference;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/**
 * The embedded SSH server: a shell is the only thing a client can ask for (no commands, no file
 * transfer, no forwarding), and every shell is a game of its own. Nothing is shared between sessions
 * but the read-only content and rules reference.
 */
public final class GameServer implements AutoCloseable {
    /** A player may think for a long time: the connection is only dropped after an hour without traffic. */
    static final Duration IDLE_TIMEOUT = Duration.ofHours(1);

    private final SshServer server;

    private GameServer(SshServer server) {
        this.server = server;
    }

    /** Binds and starts listening; an {@link IOException} (often a {@link java.net.BindException}) if it cannot. */
    public static GameServer start(ServerConfig config, EncounterCatalog catalog, RulesReference reference)
            throws IOException {
        return start(config, catalog, (dir, player) -> FightSaves.NONE, reference);
    }

    /**
     * @param saves a player's saves, from that player's own folder ({@code players/NAME/saves})
     */
    public static GameServer start(ServerConfig config, EncounterCatalog catalog,
                                   java.util.function.BiFunction<java.nio.file.Path, String, FightSaves> saves,
                                   RulesReference reference) throws IOException {
        Files.createDirectories(config.hostKey().getParent());
        SshServer server = SshServer.setUpDefaultServer();
        server.setHost(config.host());
        server.setPort(config.port());
        // Created on the first start, then reused, so players' known_hosts stay valid.
        server.setKeyPairProvider(new SimpleGeneratorHostKeyProvider(config.hostKey()));
        Access.configure(server, config.password());
        server.setForwardingFilter(RejectAllForwardingFilter.INSTANCE);
        server.setShellFactory(channel -> new GameShell(catalog, saves, reference, config.playersDir()));
        CoreModuleProperties.IDLE_TIMEOUT.set(server, IDLE_TIMEOUT);
        server.start();
        return new GameServer(server);
    }

    /** The port actually bound (the chosen one when the configuration asked for 0). */
    public int port() {
        return server.getPort();
    }

    public String host() {
        return server.getHost();
    }

    /** Stops listening and closes every session. */
    @Override
    public void close() throws IOException {
        server.stop(true);
    }
}
