package escarmouche.ssh.live;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.GameServer;
import escarmouche.ssh.ServerConfig;
import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.page.FightSaves;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;

/**
 * A game server on a free local port with the shipped content and no saves, and MINA's client to reach it:
 * what the tests of several players on one server share. Its log lines are kept as "EVENT text".
 */
final class LocalServer implements AutoCloseable {
    private final GameServer server;
    private final SshClient client;
    private final List<String> log;

    private LocalServer(GameServer server, SshClient client, List<String> log) {
        this.server = server;
        this.client = client;
        this.log = log;
    }

    static LocalServer start(Path data) throws Exception {
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        ContentCatalog catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8))
                .orElseThrow(() -> new AssertionError(problems.toString(StandardCharsets.UTF_8)));
        List<String> log = new CopyOnWriteArrayList<>();
        ServerLog serverLog = (event, text) -> log.add(event.word() + " " + text);
        GameServer server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty()), catalog,
                (dir, player) -> FightSaves.NONE, RulesReference.load(), serverLog);
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        return new LocalServer(server, client, log);
    }

    /** A player's session at its own terminal size. */
    SshClientSession session(String player, int columns, int rows) throws Exception {
        return new SshClientSession(client, server.port(), player, columns, rows);
    }

    /** The server's log lines so far, live. */
    List<String> log() {
        return log;
    }

    @Override
    public void close() throws Exception {
        client.stop();
        server.close();
    }
}
