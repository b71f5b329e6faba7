package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.time.Duration;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game master whose table plays logs in again, over SSH with the game master's saves on disk (the table's
 * recording is a locked file there): the table is never "taken over" as a fight alone, Continue never offers
 * the file the table holds, and the title screen leads back to the seat.
 */
@Timeout(90)
class TableLoginAgainTest {
    @TempDir
    Path data;

    private SessionsServer server;

    @BeforeEach
    void start() throws Exception {
        server = new SessionsServer(data, Limits.DEFAULTS);
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    @Test
    @DisplayName("Over SSH: bert's table plays; bert logs in again (his first session stays, nothing is taken over),"
            + " then after a dropped connection: each time his title screen offers his table, not Continue, and a"
            + " seats him back as its game master")
    void theGameMasterLogsInAgain() throws Exception {
        try (SshClientSession bert = server.login("bert"); SshClientSession hal = server.login("hal")) {
            SessionsServer.fightAtATable(bert, "bert", hal, "hal");
            assertTrue(SessionsServer.eventually(() -> !filesOf("bert").isEmpty()), "the table records in bert's saves");

            // (a) A second login while the first still sits at the table.
            try (SshClientSession again = server.login("bert")) {
                assertTrue(again.waitForScreen("Back to your table: Goblins at the ford"), () -> again.screen().toString());
                assertFalse(again.screen().toString().contains("Continue"), () -> again.screen().toString());
                assertFalse(bert.closesWithin(Duration.ofMillis(300)), "the first session was taken over");
                assertFalse(server.logged("takeover"), () -> String.join("\n", server.log));
                again.type("a");
                assertTrue(again.waitForScreen("At the table: bert (GM), hal"), () -> again.screen().toString());
                assertTrue(bert.waitForScreen("now played from your other session"), () -> bert.screen().toString());
                // (b) The connection drops (a killed client), and the first screen is long gone too.
                bert.drop();
                again.drop();
            }
            assertTrue(hal.waitForScreen("bert (GM, away)"), () -> hal.screen().toString());
            assertTrue(SessionsServer.eventually(() -> server.server.sessionsOpen() == 1), "only hal's session is open");
            assertFalse(Files.exists(server.marker("bert")), "a table's fight is not marked as interrupted");
            try (SshClientSession back = server.login("bert")) {
                assertTrue(back.waitForScreen("Back to your table: Goblins at the ford"), () -> back.screen().toString());
                assertFalse(back.screen().toString().contains("already open"), () -> back.screen().toString());
                assertFalse(back.screen().toString().contains("Continue"), () -> back.screen().toString());
                // Past fights names the way to it too, not "continue this fight".
                back.type("p");
                assertTrue(back.waitForScreen("Enter: back to the table that plays it."), () -> back.screen().toString());
                back.type("\u001b");
                assertTrue(back.waitForScreen("Back to your table: Goblins at the ford"), () -> back.screen().toString());
                back.type("a");
                assertTrue(back.waitForScreen("At the table: bert (GM), hal"), () -> back.screen().toString());
                assertTrue(hal.waitForScreen("At the table: bert (GM), hal"), () -> hal.screen().toString());
            }
        }
    }

    private java.util.List<Path> filesOf(String player) {
        try {
            return server.files(player, ".jsonl");
        } catch (java.io.IOException e) {
            return java.util.List.of();
        }
    }

    @Test
    @DisplayName("Over SSH: hal leaves bert's table's fight; bert, alone at it, reads that Q closes it now and that Continue"
            + " resumes the fight; it closes as empty, and his title screen offers Continue for it")
    void theGameMasterLeavesAlone() throws Exception {
        try (SshClientSession bert = server.login("bert"); SshClientSession hal = server.login("hal")) {
            SessionsServer.fightAtATable(bert, "bert", hal, "hal");
            hal.type("Q");
            assertTrue(hal.waitForScreen("Leave the table?"), () -> hal.screen().toString());
            hal.type("y");
            assertTrue(bert.waitForScreen("hal (away)"), () -> bert.screen().toString());
            bert.type("Q");
            assertTrue(bert.waitForScreen("y Yes, leave (you are alone: the table closes; Continue resumes it)"),
                    () -> bert.screen().toString());
            bert.type("y");
            assertTrue(bert.waitForScreen("Continue: Goblins at the ford"), () -> bert.screen().toString());
            assertTrue(SessionsServer.eventually(() -> server.log.stream()
                    .anyMatch(l -> l.startsWith("table ") && l.contains("gm=bert") && l.endsWith("closed why=empty"))),
                    () -> String.join("\n", server.log));
        }
    }
}
