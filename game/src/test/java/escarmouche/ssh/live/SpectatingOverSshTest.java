package escarmouche.ssh.live;

import escarmouche.ssh.ScreenReplica;
import escarmouche.ssh.SshClientSession;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.GameServer;
import escarmouche.ssh.ServerConfig;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Two players on a real server over MINA's client: one fights, the other watches. Every wait is bounded. */
@Timeout(60)
class SpectatingOverSshTest {
    private static final String TITLE = "E S C A R M O U C H E";

    @TempDir
    Path data;

    private final List<String> log = new CopyOnWriteArrayList<>();
    private GameServer server;
    private SshClient client;

    @BeforeEach
    void start() throws Exception {
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        ContentCatalog catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8))
                .orElseThrow(() -> new AssertionError(problems.toString(StandardCharsets.UTF_8)));
        ServerLog serverLog = (event, text) -> log.add(event.word() + " " + text);
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty()), catalog,
                (dir, player) -> FightSaves.NONE, RulesReference.load(), serverLog);
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (client != null) client.stop();
        if (server != null) server.close();
    }

    @Test
    @DisplayName("Over SSH: B watches A's fight at B's size, A sees who watches, B leaves, then A leaves and B is told")
    void watchAFight() throws Exception {
        try (SshClientSession bert = new SshClientSession(client, server.port(), "bert", 100, 30)) {
            assertTrue(bert.waitForScreen(TITLE), () -> bert.screen().toString());
            try (SshClientSession anne = new SshClientSession(client, server.port(), "anne", 80, 24)) {
                assertTrue(anne.waitForScreen(TITLE), () -> anne.screen().toString());
                anne.type("n");
                assertTrue(anne.waitForScreen("choose an encounter"), () -> anne.screen().toString());
                anne.type("\r");
                assertTrue(anne.waitForScreen("Your party"), () -> anne.screen().toString());
                anne.type("\r");
                assertTrue(anne.waitForScreen(" Ambush in the crypt "), () -> anne.screen().toString());
                // Bert's title screen counted Anne's game by itself.
                assertTrue(bert.waitForScreen("Watch a live game (1)"), () -> bert.screen().toString());
                bert.type("w");
                assertTrue(bert.waitForScreen("fight Ambush in the crypt round"), () -> bert.screen().toString());
                bert.type("\r");
                assertTrue(bert.waitForScreen(" Watching anne · fight Ambush in the crypt"), () -> bert.screen().toString());
                assertTrue(waitUntil(() -> bert.screen().row(0).startsWith(" Ambush in the crypt ")),
                        () -> bert.screen().toString());
                ScreenReplica seen = bert.screen();
                assertTrue(seen.row(29).startsWith(" Watching anne"), seen::toString);
                // Drawn for Bert's 100 columns, not copied from Anne's 80: the map's edge is further right.
                int bertEdge = seen.row(3).lastIndexOf('│');
                assertTrue(anne.waitForScreen("watched by bert"), () -> anne.screen().toString());
                ScreenReplica own = anne.screen();
                assertTrue(own.row(23).contains("watched by bert"), own::toString);
                int anneEdge = own.row(3).lastIndexOf('│');
                assertTrue(anneEdge > 0 && bertEdge > anneEdge, () -> own + "\n" + seen);
                assertTrue(log.contains("watch watcher=bert watched=anne"), log::toString);

                bert.type("q");
                assertTrue(bert.waitForScreen("Enter watch"), () -> bert.screen().toString());
                assertTrue(waitForLog("watch watcher=bert watched=anne stopped"), log::toString);
                assertTrue(waitUntil(() -> !anne.screen().row(23).contains("watched by")), () -> anne.screen().toString());
                bert.type("\r");
                assertTrue(bert.waitForScreen(" Watching anne"), () -> bert.screen().toString());
            }
            // Anne's connection is gone: Bert is back at the list, told why.
            assertTrue(bert.waitForScreen("anne left."), () -> bert.screen().toString());
            assertTrue(bert.waitForScreen("Nobody else is playing on this server right now."), () -> bert.screen().toString());
        }
    }

    private static boolean waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) return true;
            Thread.sleep(20);
        }
        return condition.getAsBoolean();
    }

    private boolean waitForLog(String line) throws InterruptedException {
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (log.contains(line)) return true;
            Thread.sleep(20);
        }
        return log.contains(line);
    }
}
