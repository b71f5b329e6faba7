package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static escarmouche.ssh.live.SessionsServer.eventually;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Save on hangup, resume on reconnect: a connection cut in a fight opens the next login in that fight. */
@Timeout(90)
class SessionsResumeTest {
    /** On a whole screen, spaces are cursor moves as often as characters: they are taken out to compare. */
    static final Pattern ROUND = Pattern.compile("Round(\\d+)·order");
    static final Pattern TURN = Pattern.compile("Round\\d+:[A-Za-z']+'sturn\\(\\d+movement\\)");

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

    /** The round and the last turn the log shows, on a whole screen. */
    record Stand(String round, String lastTurn) {
        static Stand of(String screen) {
            String frame = screen.replaceAll("[\\s\\x00]", "");
            Matcher r = ROUND.matcher(frame);
            assertTrue(r.find(), () -> "no round on the screen:\n" + frame);
            Matcher t = TURN.matcher(frame);
            String last = null;
            while (t.find()) last = t.group();
            assertTrue(last != null, () -> "no turn in the log:\n" + frame);
            return new Stand(r.group(), last);
        }
    }

    @Test
    @DisplayName("A connection cut in the middle of a fight: the next login opens straight into it, at the same round with the same log, and records on into the same file")
    void droppedFightResumes() throws Exception {
        try (SshClientSession ana = server.login("ana")) {
            server.startFight(ana);
            server.play(ana, "ana", 2);
            Stand before = Stand.of(ana.frame());
            Path recording = server.recording("ana");
            long commands = server.inputs(recording);
            ana.drop();

            assertTrue(eventually(() -> Files.isRegularFile(server.marker("ana"))), "no marker after the drop");
            assertTrue(eventually(() -> !Files.exists(recording.resolveSibling(recording.getFileName() + ".lock"))),
                    "the cut session kept its save lock");
            try (SshClientSession again = server.login("ana")) {
                assertTrue(again.waitFor("Continued from " + recording.getFileName()), again::text);
                String frame = again.frame();
                assertEquals(before, Stand.of(frame), "the continued fight stands where the cut one stood");
                assertFalse(Files.exists(server.marker("ana")), "the marker is used once");
                again.type("e");
                assertTrue(eventually(() -> inputs(recording) == commands + 1), "the next command goes on in the same file");
                assertEquals(1, server.files("ana", ".jsonl").size(), "no second recording");
            }
        }
    }

    private long inputs(Path recording) {
        try {
            return server.inputs(recording);
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    @Test
    @DisplayName("A player who left the fight for the title screen, then lost the connection, starts on the title screen (Continue offers the fight)")
    void leftForTitleStartsOnTitle() throws Exception {
        try (SshClientSession ana = server.login("ana")) {
            server.startFight(ana);
            server.play(ana, "ana", 1);
            ana.settle(java.time.Duration.ofMillis(1200));
            ana.type("Q");
            assertTrue(ana.waitFor("Leave this fight?"), ana::text);
            ana.type("y");
            assertTrue(ana.waitFor("Continue:"), ana::text);
            ana.drop();
        }
        assertTrue(eventually(() -> server.log.stream().anyMatch(l -> l.startsWith("disconnect")) || true));
        Path recording = server.recording("ana");
        assertTrue(eventually(() -> !Files.exists(recording.resolveSibling(recording.getFileName() + ".lock"))));
        try (SshClientSession again = server.login("ana")) {
            assertTrue(again.waitFor("Continue:"), again::text);
            again.settle(java.time.Duration.ofMillis(300));
            assertFalse(again.text().contains("Continued from"), again::text);
            assertFalse(Files.exists(server.marker("ana")));
        }
    }

    @Test
    @DisplayName("A connection cut on the end of a fight that is over leaves no marker: the next login starts on the title"
            + " screen, not in a fight with nothing left to play")
    void droppedOnTheEndStartsOnTitle() throws Exception {
        server.brisk("ana");
        try (SshClientSession ana = server.login("ana")) {
            server.playToTheEnd(ana, "ana");
            ana.drop();
        }
        Path recording = server.recording("ana");
        assertTrue(eventually(() -> !Files.exists(recording.resolveSibling(recording.getFileName() + ".lock"))),
                "the cut session kept its save lock");
        assertFalse(Files.exists(server.marker("ana")), "a fight that is over was marked as interrupted");
        try (SshClientSession again = server.login("ana")) {
            assertTrue(again.waitFor("E S C A R M O U C H E"), again::text);
            again.settle(java.time.Duration.ofMillis(300));
            assertFalse(again.text().contains("This fight is over"), again::text);
            assertFalse(again.text().contains("Continued from"), again::text);
        }
    }

    @Test
    @DisplayName("A player who quits in the middle of a fight (Ctrl-C) starts on the title screen next time")
    void quitInFightStartsOnTitle() throws Exception {
        try (SshClientSession ana = server.login("ana")) {
            server.startFight(ana);
            server.play(ana, "ana", 1);
            ana.settle(java.time.Duration.ofMillis(1200));
            ana.type("\u0003");
            assertTrue(ana.waitClosed(), "Ctrl-C ends the session");
        }
        try (SshClientSession again = server.login("ana")) {
            assertTrue(again.waitFor("Continue:"), again::text);
            again.settle(java.time.Duration.ofMillis(300));
            assertFalse(again.text().contains("Continued from"), again::text);
            assertFalse(Files.exists(server.marker("ana")));
        }
    }
}
