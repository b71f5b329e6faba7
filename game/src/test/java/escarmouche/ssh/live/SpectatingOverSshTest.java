package escarmouche.ssh.live;

import escarmouche.ssh.ScreenReplica;
import escarmouche.ssh.SshClientSession;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
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

    private LocalServer net;

    @BeforeEach
    void start() throws Exception {
        net = LocalServer.start(data);
    }

    @AfterEach
    void stop() throws Exception {
        if (net != null) net.close();
    }

    @Test
    @DisplayName("Over SSH: B watches A's fight at B's size, A sees who watches, B leaves, then A leaves and B is told")
    void watchAFight() throws Exception {
        try (SshClientSession bert = net.session("bert", 100, 30)) {
            assertTrue(bert.waitForScreen(TITLE), () -> bert.screen().toString());
            try (SshClientSession anne = net.session("anne", 80, 24)) {
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
                assertTrue(bert.waitForScreen("Ambush in the crypt, round"), () -> bert.screen().toString());
                bert.type("\r");
                assertTrue(bert.waitForScreen(" Watching anne · Ambush in the crypt, round"), () -> bert.screen().toString());
                assertTrue(waitUntil(() -> bert.screen().row(0).startsWith(" Ambush in the crypt ")),
                        () -> bert.screen().toString());
                ScreenReplica seen = bert.screen();
                assertTrue(seen.row(29).startsWith(" Watching anne"), seen::toString);
                // Drawn for Bert's 100 columns, not copied from Anne's 80: the log's heading runs further right.
                int bertEdge = logHeadingEnd(seen);
                assertTrue(anne.waitForScreen("watched by bert"), () -> anne.screen().toString());
                ScreenReplica own = anne.screen();
                assertTrue(own.row(23).contains("watched by bert"), own::toString);
                int anneEdge = logHeadingEnd(own);
                assertTrue(anneEdge > 0 && bertEdge > anneEdge, () -> own + "\n" + seen);
                assertTrue(net.log().contains("watch watcher=bert watched=anne"), net.log()::toString);

                bert.type("q");
                assertTrue(bert.waitForScreen("Enter watch"), () -> bert.screen().toString());
                assertTrue(waitForLog("watch watcher=bert watched=anne stopped"), net.log()::toString);
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
            if (net.log().contains(line)) return true;
            Thread.sleep(20);
        }
        return net.log().contains(line);
    }

    /** The last column of the "── Log ───" heading's rule, or -1 when the screen has none. */
    private static int logHeadingEnd(ScreenReplica screen) {
        for (int r = 0; r < screen.rows(); r++) {
            String row = screen.row(r);
            if (row.startsWith("── ")) return row.lastIndexOf('─');
        }
        return -1;
    }
}
