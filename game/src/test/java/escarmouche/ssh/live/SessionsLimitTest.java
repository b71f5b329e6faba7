package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static escarmouche.ssh.live.SessionsServer.eventually;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.gate.Limits;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** At most {@code perPlayer} live sessions per player; beyond that a login is told why and closed. */
@Timeout(90)
class SessionsLimitTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("A third session of a player (2 allowed) is refused with a message and closed, and logged; other players and a later login still get in")
    void thirdSessionIsRefused() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withPerPlayer(2))) {
            try (SshClientSession one = server.login("ana"); SshClientSession two = server.login("ana")) {
                assertTrue(one.waitFor("E S C A R M O U C H E"), one::text);
                assertTrue(two.waitFor("E S C A R M O U C H E"), two::text);
                try (SshClientSession three = server.login("ana")) {
                    assertTrue(three.waitClosed(), "the third session was not closed");
                    assertEquals(1, three.exitStatus());
                    assertTrue(three.text().replaceAll("\\s+", " ").contains("ana already has 2 live sessions on this server"),
                            three::text);
                    assertFalse(three.text().contains("E S C A R M O U C H E"), "no game for the third");
                }
                assertTrue(server.log.stream().anyMatch(l -> l.matches(
                        "limit address=127\\.0\\.0\\.1:\\d+ player=ana limit=sessions-per-player max=2 hits=\\d+")),
                        () -> String.join("\n", server.log));
                try (SshClientSession bob = server.login("bob")) {
                    assertTrue(bob.waitFor("E S C A R M O U C H E"), bob::text);
                }
                one.type("q");
                assertTrue(one.waitClosed());
                assertFalse(two.closesWithin(Duration.ofMillis(100)));
                try (SshClientSession again = server.login("ana")) {
                    assertTrue(again.waitFor("E S C A R M O U C H E"), again::text);
                }
            }
        }
    }

    @Test
    @DisplayName("At the limit, a login of a player in a fight still takes that fight over instead of being refused")
    void atTheLimitATakeOverStillWorks() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withPerPlayer(1))) {
            try (SshClientSession one = server.login("ana")) {
                server.startFight(one);
                try (SshClientSession two = server.login("ana")) {
                    assertTrue(one.waitClosed());
                    assertTrue(two.waitFor("Continued from"), two::text);
                    assertFalse(server.logged("limit"));
                    assertTrue(eventually(() -> server.logged("takeover")));
                }
            }
        }
    }
}
