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

/** A table over SSH with MINA's client: a game master and a player, one fight. Every wait is bounded. */
@Timeout(60)
class TableOverSshTest {
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
    @DisplayName("Over SSH: anne opens a table, bert joins and is seated with the party; bert's screen has the party's"
            + " moves, anne's says they are bert's; bert drops, anne sees him away and plays for him; back under his name he"
            + " takes his seat")
    void tableOverSsh() throws Exception {
        try (SshClientSession anne = net.session("anne", 100, 30)) {
            assertTrue(anne.waitForScreen(TITLE), () -> anne.screen().toString());
            anne.type("T");
            assertTrue(anne.waitForScreen("No table is open"), () -> anne.screen().toString());
            anne.type("o");
            assertTrue(anne.waitForScreen("Goblins at the ford"), () -> anne.screen().toString());
            anne.type("4");
            assertTrue(anne.waitForScreen("Enter open the table"), () -> anne.screen().toString());
            anne.type("\r");
            assertTrue(anne.waitForScreen("anne's table: Goblins at the ford"), () -> anne.screen().toString());
            try (SshClientSession bert = net.session("bert", 80, 24)) {
                assertTrue(bert.waitForScreen("Tables: play one fight together (1 to join)"), () -> bert.screen().toString());
                bert.type("T");
                assertTrue(bert.waitForScreen("anne's table: Goblins at the ford"), () -> bert.screen().toString());
                bert.type("\r");
                assertTrue(bert.waitForScreen("The game master is seating"), () -> bert.screen().toString());
                assertTrue(anne.waitForScreen("At the table: anne (GM), bert"), () -> anne.screen().toString());
                // The four heroes go to bert; the goblins stay with the AI.
                anne.type(" j j j ");
                assertTrue(bert.waitForScreen("Brother Mathis              party       bert (you)"), () -> bert.screen().toString());
                // A player who drops is replaced by the game master.
                anne.type("d");
                assertTrue(anne.waitForScreen("replaced by the game master"), () -> anne.screen().toString());
                anne.type("\r");
                assertTrue(bert.waitForScreen("'s move: you"), () -> bert.screen().toString());
                assertTrue(anne.waitForScreen("'s move: bert"), () -> anne.screen().toString());
            }
            assertTrue(anne.waitForScreen("bert (away)"), () -> anne.screen().toString());
            assertTrue(anne.waitForScreen("'s move: you"), () -> anne.screen().toString());
            try (SshClientSession back = net.session("bert", 90, 26)) {
                assertTrue(back.waitForScreen(TITLE), () -> back.screen().toString());
                back.type("T");
                assertTrue(back.waitForScreen("(your seat)"), () -> back.screen().toString());
                back.type("\r");
                assertTrue(back.waitForScreen("'s move: you"), () -> back.screen().toString());
                assertTrue(anne.waitForScreen("'s move: bert"), () -> anne.screen().toString());
            }
        }
    }
}
