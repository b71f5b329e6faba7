package escarmouche.ssh.live;

import static escarmouche.ssh.live.SessionsServer.eventually;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.gate.Limits;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.regex.Pattern;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.client.session.ClientSession.ClientSessionEvent;
import org.apache.sshd.core.CoreModuleProperties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A client that stops reading the screen (its window full, never adjusted again) while it keeps its
 * connection: the game's next write waits for it as long as the server's patience, then the session ends as on
 * a dropped connection and the connection is cut at once, whichever thread was writing (here the redraw that
 * follows a resize, while the game's own thread waits for a key). An idle end reaches such a client too.
 */
@Timeout(90)
class StalledClientTest {
    private static final Duration PATIENCE = Duration.ofSeconds(2);

    @TempDir
    Path data;

    @Test
    @DisplayName("SSH-MEMORY: a client that stops reading mid-fight is cut off one patience after its window fills; the fight is kept for its next login; one line in its error log")
    void aClientThatStopsReadingIsCutOff() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withPatience(PATIENCE));
             NonReadingClient bea = new NonReadingClient(server.client, server.server.port(), "bea")) {
            assertTrue(bea.readUntil("E S C A R M O U C H E"), bea::text);
            bea.type("n");
            assertTrue(bea.readUntil("choose an encounter"), bea::text);
            bea.type("\r");
            assertTrue(bea.readUntil("Your party"), bea::text);
            bea.type("\r");
            assertTrue(bea.readUntil("Log"), bea::text);
            Path recording = server.recording("bea");
            // From now on nothing is read: each resize asks for a whole new screen, and the window fills.
            long stalled = System.nanoTime();
            bea.resizes(20);
            assertTrue(bea.cutWithin(PATIENCE.plusSeconds(10)),
                    "the server kept the connection of a client that read nothing");
            Duration took = Duration.ofNanos(System.nanoTime() - stalled);
            assertTrue(took.compareTo(PATIENCE) >= 0, () -> "cut before the patience ran out: " + took);
            assertTrue(eventually(() -> server.logged("disconnect address=127.0.0.1:")), () -> String.join("\n", server.log));
            assertTrue(eventually(() -> server.server.sessionsOpen() == 0), "the session still counts");
            assertFalse(Files.exists(recording.resolveSibling(recording.getFileName() + ".lock")), "the lock was let go");
            assertTrue(Files.isRegularFile(server.marker("bea")), "the fight is marked to go on with");
            String errors = Files.readString(server.data.resolve("players/bea/logs/escarmouche.log"));
            assertTrue(errors.contains("writing to the terminal: the client stopped reading (SocketTimeoutException: "),
                    errors);
            assertFalse(errors.contains("\tat "), () -> "a stack trace for a client that stopped reading:\n" + errors);
            try (SshClientSession again = server.login("bea")) {
                assertTrue(again.waitFor("Continued from " + recording.getFileName()), again::text);
            }
        }
    }

    @Test
    @DisplayName("Idle while the client reads nothing and a redraw waits on it: the idle line, then the connection cut a few seconds later, not after the patience")
    void idleReachesAClientThatReadsNothing() throws Exception {
        Duration patience = Duration.ofSeconds(60);
        try (SessionsServer server = new SessionsServer(data,
                Limits.DEFAULTS.withIdle(Duration.ofSeconds(2)).withPatience(patience));
             NonReadingClient bea = new NonReadingClient(server.client, server.server.port(), "bea")) {
            assertTrue(bea.readUntil("E S C A R M O U C H E"), bea::text);
            bea.resizes(20);
            assertTrue(eventually(() -> server.logged("idle address=127.0.0.1:")), () -> String.join("\n", server.log));
            long idle = System.nanoTime();
            assertTrue(bea.cutWithin(Sessions.CLOSE_WAIT.plusSeconds(10)),
                    "the idle session of a client that reads nothing kept its connection");
            Duration took = Duration.ofNanos(System.nanoTime() - idle);
            assertTrue(took.compareTo(patience) < 0, () -> "cut only after the patience: " + took);
            assertTrue(eventually(() -> server.server.sessionsOpen() == 0), "the session still counts");
            assertEquals(1, server.log.stream().filter(l -> l.startsWith("disconnect ")).count(),
                    () -> String.join("\n", server.log));
        }
    }

    /**
     * A shell on a 200x60 pty whose output is read only when the test says so: the client's window (32 KiB) is
     * adjusted only as it reads, as an ssh that stopped reading its terminal would have it.
     */
    private static final class NonReadingClient implements AutoCloseable {
        private static final Pattern ESCAPES = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])");

        private final ClientSession session;
        private final ChannelShell channel;
        private final InputStream screen;
        private final OutputStream keys;
        private final ByteArrayOutputStream read = new ByteArrayOutputStream();

        NonReadingClient(SshClient client, int port, String user) throws IOException {
            session = client.connect(user, "127.0.0.1", port).verify(SshClientSession.WAIT).getSession();
            session.addPasswordIdentity("anything");
            session.auth().verify(SshClientSession.WAIT);
            CoreModuleProperties.WINDOW_SIZE.set(session, 32L * 1024);
            channel = session.createShellChannel();
            channel.setPtyType("xterm");
            channel.setPtyColumns(200);
            channel.setPtyLines(60);
            // No stream of our own for the output: MINA's piped one gives window back only as it is read.
            channel.open().verify(SshClientSession.WAIT);
            screen = channel.getInvertedOut();
            keys = channel.getInvertedIn();
        }

        String text() {
            return ESCAPES.matcher(read.toString(StandardCharsets.UTF_8)).replaceAll("");
        }

        /** Reads what the server sent until {@code expected} shows; false after {@link SshClientSession#WAIT}. */
        boolean readUntil(String expected) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
            byte[] buffer = new byte[8192];
            while (System.nanoTime() < deadline) {
                int ready = screen.available();
                if (ready > 0) {
                    read.write(buffer, 0, screen.read(buffer, 0, Math.min(ready, buffer.length)));
                    if (text().contains(expected)) return true;
                } else {
                    Thread.sleep(20);
                }
            }
            return false;
        }

        void type(String text) throws IOException {
            keys.write(text.getBytes(StandardCharsets.UTF_8));
            keys.flush();
        }

        /** Window-change requests, each a size of its own (the game redraws every cell after each). */
        void resizes(int count) throws IOException, InterruptedException {
            for (int i = 0; i < count; i++) {
                channel.sendWindowChange(120 + i % 2 * 80, 40 + i % 3 * 10);
                Thread.sleep(20);
            }
        }

        /** Whether the server closes the connection within {@code within}. */
        boolean cutWithin(Duration within) {
            return session.waitFor(EnumSet.of(ClientSessionEvent.CLOSED), within).contains(ClientSessionEvent.CLOSED);
        }

        @Override
        public void close() {
            session.close(true);
        }
    }
}
