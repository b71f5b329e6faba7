package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ui.page.FightSaves;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.BindException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The real server and a real SSH client over loopback: every wait is bounded. */
@Timeout(60)
class GameServerTest {
    private static final String TITLE = "E S C A R M O U C H E";

    @TempDir
    Path data;

    private GameServer server;
    /** The admin's log, line by line. */
    private final List<String> serverLog = new CopyOnWriteArrayList<>();
    private SshClient client;

    @BeforeEach
    void start() throws Exception {
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        Optional<ContentCatalog> catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8));
        assertTrue(catalog.isPresent(), problems.toString(StandardCharsets.UTF_8));
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty()), catalog.get(),
                (dir, player) -> FightSaves.NONE, RulesReference.load(),
                (event, text) -> serverLog.add(event.word() + " " + text));
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
    void aPlayerSeesTheTitleAndQuitsWithQ() throws Exception {
        try (SshClientSession player = new SshClientSession(client, server.port(), "tester", 80, 24)) {
            assertTrue(player.waitFor(TITLE), () -> "no title screen; got:\n" + player.text());
            player.type("q");
            assertTrue(player.waitClosed(), "the channel stayed open after q");
            assertEquals(0, player.exitStatus());
        }
        assertTrue(Files.exists(data.resolve("ssh").resolve("host_ed25519_key")), "the host key was not kept");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("A client announcing a 30000x30000 window, then resizing to it, is drawn at most 400x200")
    void hugeWindowsAreClamped() throws Exception {
        try (SshClientSession player = new SshClientSession(client, server.port(), "tester", 30_000, 30_000)) {
            assertTrue(player.waitFor(TITLE), () -> "no title screen; got:\n" + player.text());
            assertTrue(player.waitFor("choose"), () -> "no key help; got:\n" + player.text());
            int[] drawn = furthestCursor(player.raw());
            assertEquals(200, drawn[0], "the bottom row drawn");
            assertTrue(drawn[1] <= 400, "a column beyond 400: " + drawn[1]);
            int before = player.raw().length();
            player.resize(25_000, 31_000);
            player.resize(120, 40);
            player.resize(99_999, 99_999);
            long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
            while (player.raw().length() == before && System.nanoTime() < deadline) Thread.sleep(20);
            Thread.sleep(300);
            drawn = furthestCursor(player.raw());
            assertTrue(drawn[0] <= 200 && drawn[1] <= 400, "drawn beyond 400x200: " + drawn[1] + "x" + drawn[0]);
            player.type("q");
            assertTrue(player.waitClosed(), "the game did not go on after the resizes");
        }
    }

    @Test
    @DisplayName("A connection without a terminal (ssh -T) is told to ask for one, not drawn a screen it cannot show")
    void noTerminalIsSaidSo() throws Exception {
        String said = turnedAway(shell -> shell.setUsePty(false));
        // Wrapped at the client's width: the words are read whatever the line breaks.
        assertTrue(said.replaceAll("\\s+", " ").contains("Connect again with ssh -t."), said);
        // The admin's log says why the connection went at once, as for the server's other reasons.
        assertTrue(disconnectSays("why=no-terminal"), this::serverLog);
    }

    @Test
    @DisplayName("A terminal that cannot move its cursor (TERM=dumb) is told so, not drawn a screen of escape codes")
    void aDumbTerminalIsSaidSo() throws Exception {
        String said = turnedAway(shell -> shell.setPtyType("dumb"));
        assertTrue(said.replaceAll("\\s+", " ").contains("this connection announced TERM=dumb, which cannot."), said);
        assertFalse(said.contains("\u001B["), said);
        assertTrue(disconnectSays("why=dumb-terminal"), this::serverLog);
    }

    /** Whether the server log's {@code disconnect} line says {@code why}, once the server has written it. */
    private boolean disconnectSays(String why) throws InterruptedException {
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (serverLog.stream().anyMatch(l -> l.startsWith("disconnect ") && l.endsWith(" " + why))) return true;
            Thread.sleep(20);
        }
        return false;
    }

    private String serverLog() {
        return String.join("\n", serverLog);
    }

    /**
     * What a shell channel set up so reads before the server ends it: no title screen, exit status 1, and no
     * folder made for a session that never played.
     */
    private String turnedAway(java.util.function.Consumer<org.apache.sshd.client.channel.ChannelShell> setUp)
            throws Exception {
        String said;
        try (org.apache.sshd.client.session.ClientSession session = client.connect("tester", "127.0.0.1", server.port())
                .verify(SshClientSession.WAIT).getSession()) {
            session.addPasswordIdentity("anything");
            session.auth().verify(SshClientSession.WAIT);
            org.apache.sshd.client.channel.ChannelShell shell = session.createShellChannel();
            setUp.accept(shell);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            shell.setOut(out);
            shell.setErr(out);
            shell.open().verify(SshClientSession.WAIT);
            shell.waitFor(java.util.EnumSet.of(org.apache.sshd.client.channel.ClientChannelEvent.CLOSED),
                    SshClientSession.WAIT);
            said = out.toString(StandardCharsets.UTF_8);
            assertFalse(said.contains(TITLE), said);
            assertEquals(1, shell.getExitStatus());
        }
        assertFalse(Files.exists(data.resolve("players").resolve("tester")), "no folder for a session that never played");
        return said;
    }

    /** The largest row and column any cursor move ({@code ESC [ row ; col H}) went to. */
    private static int[] furthestCursor(String raw) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\u001B\\[(\\d+);(\\d+)H").matcher(raw);
        int row = 0;
        int col = 0;
        while (m.find()) {
            row = Math.max(row, Integer.parseInt(m.group(1)));
            col = Math.max(col, Integer.parseInt(m.group(2)));
        }
        return new int[] {row, col};
    }

    @Test
    void enterFromAnSshClientSelects() throws Exception {
        try (SshClientSession player = new SshClientSession(client, server.port(), "tester", 80, 24)) {
            assertTrue(player.waitFor(TITLE), () -> "no title screen; got:\n" + player.text());
            // ssh clients send Enter as a carriage return.
            player.type("n");
            assertTrue(player.waitFor("choose an encounter"), () -> "no encounter list; got:\n" + player.text());
            player.type("\r");
            assertTrue(player.waitFor("Your party"), () -> "Enter did not choose; got:\n" + player.text());
        }
    }

    @Test
    void aTakenPortIsReported() throws Exception {
        ByteArrayOutputStream ignored = new ByteArrayOutputStream();
        ContentCatalog catalog = Launch.loadCatalog(new PrintStream(ignored, true, StandardCharsets.UTF_8)).orElseThrow();
        ServerConfig same = new ServerConfig("127.0.0.1", server.port(), data, Optional.empty());
        assertThrows(BindException.class, () -> GameServer.start(same, catalog, RulesReference.load()));
    }

    @Test
    @DisplayName("A first start whose port is taken keeps no host key it made: the next start makes one and says so")
    void aTakenPortKeepsNoNewHostKey(@TempDir Path other) throws Exception {
        ByteArrayOutputStream ignored = new ByteArrayOutputStream();
        ContentCatalog catalog = Launch.loadCatalog(new PrintStream(ignored, true, StandardCharsets.UTF_8)).orElseThrow();
        ServerConfig taken = new ServerConfig("127.0.0.1", server.port(), other, Optional.empty());
        assertThrows(BindException.class, () -> GameServer.start(taken, catalog, RulesReference.load()));
        assertFalse(Files.exists(taken.hostKey()), "a key no start announced");
        assertFalse(Files.exists(taken.hostKey().resolveSibling(taken.hostKey().getFileName() + ".pub")));
        try (GameServer again = GameServer.start(new ServerConfig("127.0.0.1", 0, other, Optional.empty()), catalog,
                RulesReference.load())) {
            assertTrue(again.hostKeyNotice().isPresent(), "the key made now is announced");
            assertTrue(Files.exists(taken.hostKey()));
        }
    }

    @Test
    void twoPlayersEachGetTheirOwnGame() throws Exception {
        assertEquals(0, server.sessionsOpen());
        try (SshClientSession anne = new SshClientSession(client, server.port(), "anne", 80, 24);
             SshClientSession bert = new SshClientSession(client, server.port(), "bert", 100, 30)) {
            assertTrue(anne.waitFor(TITLE), () -> "anne has no title screen; got:\n" + anne.text());
            assertTrue(bert.waitFor(TITLE), () -> "bert has no title screen; got:\n" + bert.text());
            // What the admin stopping the server is told is closing.
            assertEquals(2, server.sessionsOpen());
            anne.type("q");
            assertTrue(anne.waitClosed(), "anne's channel stayed open after q");
            // Bert plays on: his game still answers keys after Anne left.
            assertFalse(bert.waitClosedBriefly(), "bert's game ended with anne's");
            bert.type("q");
            assertTrue(bert.waitClosed(), "bert's channel stayed open after q");
        }
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (server.sessionsOpen() > 0 && System.nanoTime() < deadline) Thread.sleep(20);
        assertEquals(0, server.sessionsOpen());
    }

    @Test
    void aDroppedConnectionLeavesTheServerServing() throws Exception {
        SshClientSession gone = new SshClientSession(client, server.port(), "gone", 80, 24);
        assertTrue(gone.waitFor(TITLE));
        gone.close();
        assertTrue(threadEnds("escarmouche-ssh-gone"), "the dropped player's game thread is still running");
        Path log = data.resolve("players").resolve("gone").resolve("logs").resolve("escarmouche.log");
        assertFalse(Files.exists(log), () -> "a dropped connection is not an error worth logging:\n" + read(log));
        try (SshClientSession next = new SshClientSession(client, server.port(), "next", 80, 24)) {
            assertTrue(next.waitFor(TITLE), () -> "no title after a dropped session; got:\n" + next.text());
            next.type("q");
            assertTrue(next.waitClosed());
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    private static boolean threadEnds(String name) throws InterruptedException {
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            boolean alive = Thread.getAllStackTraces().keySet().stream()
                    .anyMatch(t -> t.getName().equals(name) && t.isAlive());
            if (!alive) return true;
            Thread.sleep(20);
        }
        return false;
    }

    @Test
    @DisplayName("The host key is kept across starts: the client sees the same Ed25519 key, whose fingerprint the server prints")
    void theHostKeyIsReusedAcrossStarts() throws Exception {
        Path key = data.resolve("ssh").resolve("host_ed25519_key");
        List<PublicKey> seen = new CopyOnWriteArrayList<>();
        client.setServerKeyVerifier((session, address, serverKey) -> seen.add(serverKey));
        try (SshClientSession player = new SshClientSession(client, server.port(), "tester", 80, 24)) {
            assertTrue(player.waitFor(TITLE));
        }
        byte[] first = Files.readAllBytes(key);
        String fingerprint = server.fingerprint();
        server.close();
        ByteArrayOutputStream ignored = new ByteArrayOutputStream();
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty()),
                Launch.loadCatalog(new PrintStream(ignored, true, StandardCharsets.UTF_8)).orElseThrow(),
                RulesReference.load());
        try (SshClientSession player = new SshClientSession(client, server.port(), "tester", 80, 24)) {
            assertTrue(player.waitFor(TITLE));
        }
        assertEquals(java.util.Arrays.toString(first), java.util.Arrays.toString(Files.readAllBytes(key)));
        assertEquals(fingerprint, server.fingerprint());
        assertEquals(2, seen.size());
        for (PublicKey k : seen) {
            assertEquals("ssh-ed25519", KeyUtils.getKeyType(k));
            assertEquals(fingerprint, KeyUtils.getFingerPrint(k));
        }
    }

    @Test
    @DisplayName("A damaged host key stops the server before it listens, and the key file is left for the admin")
    void aDamagedHostKeyStopsTheServer() throws Exception {
        server.close();
        server = null;
        Path key = data.resolve("ssh").resolve("host_ed25519_key");
        Files.writeString(key, "-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n");
        List<String> lines = new CopyOnWriteArrayList<>();
        ByteArrayOutputStream ignored = new ByteArrayOutputStream();
        ContentCatalog catalog = Launch.loadCatalog(new PrintStream(ignored, true, StandardCharsets.UTF_8)).orElseThrow();
        ServerStartException e = assertThrows(ServerStartException.class, () -> GameServer.start(
                new ServerConfig("127.0.0.1", 0, data, Optional.empty()), catalog, (dir, player) -> FightSaves.NONE,
                RulesReference.load(), (event, text) -> lines.add(event.word() + " " + text)));
        assertTrue(e.getMessage().contains(key.toString()) && e.getMessage().contains("damaged"), e.getMessage());
        assertEquals("-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n", Files.readString(key));
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("start ")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("error hostkey file=" + key)), lines.toString());
    }
}
