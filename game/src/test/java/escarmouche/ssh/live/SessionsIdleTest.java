package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static escarmouche.ssh.live.SessionsServer.eventually;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A session without a key for the idle time is saved and closed with a message the player reads. */
@Timeout(90)
class SessionsIdleTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("Idle in a fight: after the idle time without a key the session is saved (lock let go), closed with a message, logged; the next login goes on with the fight")
    void idleFightIsSavedAndClosed() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withIdle(Duration.ofSeconds(2)))) {
            Path recording;
            try (SshClientSession ana = server.login("ana")) {
                server.startFight(ana);
                recording = server.recording("ana");
                assertTrue(ana.waitClosed(), "the idle session was not closed");
                assertTrue(ana.text().replaceAll("\\s+", " ").contains("This session was closed after 2 seconds without"
                        + " a key pressed; your fight is saved: log in again to go on."), ana::text);
            }
            assertTrue(server.logged("idle address=127.0.0.1:"), () -> String.join("\n", server.log));
            assertTrue(server.log.stream().anyMatch(l -> l.startsWith("idle ") && l.contains(" player=ana after=2s")),
                    () -> String.join("\n", server.log));
            assertFalse(Files.exists(recording.resolveSibling(recording.getFileName() + ".lock")), "the lock was let go");
            assertTrue(Files.isRegularFile(server.marker("ana")), "the fight is marked to go on with");
            try (SshClientSession again = server.login("ana")) {
                assertTrue(again.waitFor("Continued from " + recording.getFileName()), again::text);
            }
        }
    }

    @Test
    @DisplayName("Keys keep a session open past the idle time; on the title screen an idle session is closed with a plain message")
    void keysKeepItOpen() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withIdle(Duration.ofSeconds(1)))) {
            try (SshClientSession ana = server.login("ana")) {
                assertTrue(ana.waitFor("E S C A R M O U C H E"), ana::text);
                long until = System.nanoTime() + Duration.ofMillis(2500).toNanos();
                while (System.nanoTime() < until) {
                    ana.type("\u001b[B");
                    assertFalse(ana.closesWithin(Duration.ofMillis(250)), "closed although keys came");
                }
                assertTrue(ana.waitClosed(), "the idle session was not closed");
                String said = ana.text().replaceAll("\\s+", " ");
                assertTrue(said.contains("This session was closed after 1 second without a key pressed."), ana::text);
                assertFalse(said.contains("your fight is saved"), ana::text);
            }
            assertFalse(Files.exists(server.marker("ana")), "no fight to go on with");
        }
    }
}
