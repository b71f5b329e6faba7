package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static escarmouche.ssh.live.SessionsServer.eventually;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Logging in while already playing takes the game over: the old session is told, saved and closed. */
@Timeout(90)
class SessionsTakeOverTest {
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
    @DisplayName("A second login of a player in a fight takes it over: the first is told who took it and closed, the second opens in the same fight at the same round; logged")
    void newLoginTakesTheFightOver() throws Exception {
        try (SshClientSession first = server.login("ana")) {
            server.startFight(first);
            server.play(first, "ana", 2);
            SessionsResumeTest.Stand before = SessionsResumeTest.Stand.of(first.frame());
            Path recording = server.recording("ana");
            try (SshClientSession second = server.login("ana")) {
                assertTrue(first.waitClosed(), "the first session was not closed");
                assertTrue(first.text().replaceAll("\\s+", " ").contains("This session was taken over by a new login from"
                        + " 127.0.0.1:"), first::text);
                assertTrue(second.waitFor("Continued from " + recording.getFileName()), second::text);
                assertEquals(before, SessionsResumeTest.Stand.of(second.frame()));
                assertTrue(server.log.stream().anyMatch(l -> l.matches(
                        "takeover address=127\\.0\\.0\\.1:\\d+ player=ana from=127\\.0\\.0\\.1:\\d+")),
                        () -> String.join("\n", server.log));
                assertEquals(1, server.files("ana", ".lock").size(), "the second session holds the fight");
                assertFalse(Files.exists(server.marker("ana")), "a take-over leaves no marker behind");
                assertFalse(second.closesWithin(Duration.ofMillis(300)), "the new session stays");
            }
        }
    }

    @Test
    @DisplayName("A player on the title screen is not taken over: a second login is a session of its own")
    void titleScreenIsNotTakenOver() throws Exception {
        try (SshClientSession first = server.login("ana")) {
            assertTrue(first.waitFor("E S C A R M O U C H E"), first::text);
            try (SshClientSession second = server.login("ana")) {
                assertTrue(second.waitFor("E S C A R M O U C H E"), second::text);
                assertFalse(first.closesWithin(Duration.ofMillis(500)), "the first session was closed");
                assertFalse(server.logged("takeover"));
            }
        }
    }

    @Test
    @DisplayName("A player whose fight is over (its end page, the result saved) is not taken over: a second login is a"
            + " session of its own on the title screen, and the first goes on to its summary")
    void endedFightIsNotTakenOver() throws Exception {
        server.brisk("ana");
        try (SshClientSession first = server.login("ana")) {
            server.playToTheEnd(first, "ana");
            try (SshClientSession second = server.login("ana")) {
                assertTrue(second.waitFor("E S C A R M O U C H E"), second::text);
                assertFalse(first.closesWithin(Duration.ofMillis(500)), "the first session was closed");
                assertFalse(first.text().contains("taken over"), first::text);
                assertFalse(second.text().contains("Continued from"), second::text);
                assertFalse(server.logged("takeover"), () -> String.join("\n", server.log));
                assertEquals(1, server.files("ana", ".lock").size(), "the first session still holds its fight");
                // Its end page still leads on: the summary, then the title screen, the fight let go.
                first.mark();
                first.type("\r");
                assertTrue(first.waitFor("End of the fight"), first::text);
                first.type("\r");
                assertTrue(first.waitFor("E S C A R M O U C H E"), first::text);
                assertTrue(eventually(() -> filesOrNone(".lock") == 0), "the fight's lock was not let go");
            }
        }
    }

    @Test
    @DisplayName("A session on the end of its fight counts against the sessions per player as a title screen does:"
            + " beyond the limit a login is refused, not let in by taking the ended fight over")
    void endedFightCountsAgainstTheLimit() throws Exception {
        server.close();
        server = new SessionsServer(data, Limits.DEFAULTS.withPerPlayer(1));
        server.brisk("ana");
        try (SshClientSession first = server.login("ana")) {
            server.playToTheEnd(first, "ana");
            try (SshClientSession second = server.login("ana")) {
                assertTrue(second.waitFor("already has 1 live session"), second::text);
                assertTrue(second.waitClosed(), "the refused login was not closed");
                assertFalse(first.closesWithin(Duration.ofMillis(300)), "the first session was closed");
                assertFalse(server.logged("takeover"), () -> String.join("\n", server.log));
            }
        }
    }

    private long filesOrNone(String ending) {
        try {
            return server.files("ana", ending).size();
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    @Test
    @DisplayName("Logins in a row each take the fight over from the one before, and the last one plays it")
    void takeOversInARow() throws Exception {
        try (SshClientSession first = server.login("ana")) {
            server.startFight(first);
            Path recording = server.recording("ana");
            try (SshClientSession second = server.login("ana"); SshClientSession third = server.login("ana")) {
                assertTrue(first.waitClosed(), "the first session was not closed");
                assertTrue(second.waitClosed(), "the second session was not closed");
                assertTrue(third.waitFor("Continued from " + recording.getFileName()), third::text);
                assertTrue(eventually(() -> server.log.stream().filter(l -> l.startsWith("takeover")).count() == 2),
                        () -> String.join("\n", server.log));
            }
        }
    }
}
