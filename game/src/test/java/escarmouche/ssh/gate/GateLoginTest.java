package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.random.RandomGenerator;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.client.session.ClientSession.ClientSessionEvent;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Login deadline, tries per connection and the growing wait after each failure. */
@Timeout(60)
class GateLoginTest {

    @Test
    @DisplayName("SSH-LOGIN: the wait after a failure doubles from half a second and stops at four seconds")
    void delayGrowsAndIsCapped() {
        assertEquals(Duration.ZERO, LoginDelay.after(0));
        assertEquals(Duration.ofMillis(500), LoginDelay.after(1));
        assertEquals(Duration.ofSeconds(1), LoginDelay.after(2));
        assertEquals(Duration.ofSeconds(2), LoginDelay.after(3));
        assertEquals(Duration.ofSeconds(4), LoginDelay.after(4));
        assertEquals(Duration.ofSeconds(4), LoginDelay.after(5));
        assertEquals(Duration.ofSeconds(4), LoginDelay.after(Integer.MAX_VALUE));
    }

    @Test
    @DisplayName("SSH-LOGIN: answers to failures sent in a burst wait for one another; the last allowed failure disconnects")
    void burstsDoNotSkipTheWait() {
        LoginTries tries = new LoginTries(4);
        long t0 = 1_000_000_000L;
        assertEquals(new LoginTries.AnswerAfter(Duration.ofMillis(500)), tries.failed(t0));
        // A second failure at the same instant is answered after the first one's wait and its own.
        assertEquals(new LoginTries.AnswerAfter(Duration.ofMillis(1500)), tries.failed(t0));
        // A success in the middle of the burst is not answered before the failures.
        assertEquals(new LoginTries.AnswerAfter(Duration.ofMillis(1500)), tries.succeeded(t0));
        assertEquals(new LoginTries.AnswerAfter(Duration.ZERO), tries.succeeded(t0 + Duration.ofSeconds(2).toNanos()));
        assertInstanceOf(LoginTries.AnswerAfter.class, tries.failed(t0));
        assertEquals(new LoginTries.Disconnect(4), tries.failed(t0));
        assertTrue(tries.exhausted());
    }

    @Test
    @DisplayName("SSH-LOGIN: a client hammering passwords gets three tries, slowed down, then is disconnected")
    void passwordHammerIsCut() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            ClientSession session = gate.connect("anne");
            for (int i = 0; i < 10; i++) session.addPasswordIdentity("guess" + i);
            long start = System.nanoTime();
            assertThrows(Exception.class, () -> session.auth().verify(GateServer.WAIT));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertTrue(session.waitFor(EnumSet.of(ClientSessionEvent.CLOSED), GateServer.WAIT).contains(ClientSessionEvent.CLOSED),
                    "the connection stayed open");
            assertEquals(3, gate.passwordChecks.get(), "passwords checked on one connection");
            // The first two failures were answered after 0.5 s and 1 s: a lower bound, never flaky.
            assertTrue(took.compareTo(LoginDelay.after(1).plus(LoginDelay.after(2))) >= 0, () -> "took " + took);
            assertEquals(1, gate.lines("limit").size(), () -> String.join("\n", gate.log));
            assertTrue(gate.lines("limit").get(0).contains("limit=login-tries"), () -> String.join("\n", gate.log));
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: every public key offered and not accepted counts as a failed try")
    void refusedKeysCount() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            ClientSession session = gate.connect("anne");
            for (int i = 0; i < 6; i++) session.addPublicKeyIdentity(GateServer.ecKey());
            assertThrows(Exception.class, () -> session.auth().verify(GateServer.WAIT));
            assertTrue(session.waitFor(EnumSet.of(ClientSessionEvent.CLOSED), GateServer.WAIT).contains(ClientSessionEvent.CLOSED),
                    "the connection stayed open");
            assertEquals(3, gate.keyChecks.get(), "keys checked on one connection");
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: the right password after a wrong one still logs in")
    void aMistypeIsForgiven() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            ClientSession session = gate.connect("anne");
            session.addPasswordIdentity("typo");
            session.addPasswordIdentity("good");
            session.auth().verify(GateServer.WAIT);
            assertTrue(session.isAuthenticated());
            assertEquals(2, gate.passwordChecks.get());
            session.close(true);
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: keyboard-interactive answers are paced and counted like passwords")
    void keyboardInteractiveIsCounted() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small(), RandomGenerator.of("L64X128MixRandom"),
                List.of(UserAuthKeyboardInteractiveFactory.INSTANCE))) {
            ClientSession session = gate.connect("anne");
            for (int i = 0; i < 10; i++) session.addPasswordIdentity("guess" + i);
            long start = System.nanoTime();
            assertThrows(Exception.class, () -> session.auth().verify(GateServer.WAIT));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertTrue(session.waitFor(EnumSet.of(ClientSessionEvent.CLOSED), GateServer.WAIT).contains(ClientSessionEvent.CLOSED),
                    "the connection stayed open");
            assertEquals(3, gate.passwordChecks.get(), "answers checked on one connection");
            assertTrue(took.compareTo(LoginDelay.after(1).plus(LoginDelay.after(2))) >= 0, () -> "took " + took);
        }
    }

    @Test
    @DisplayName("SSH-MEMORY: a client whose identification line runs on for kilobytes is dropped (MINA's 256-byte line, kept across upgrades)")
    void identificationIsShort() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small()); Socket socket = new Socket("127.0.0.1", gate.port())) {
            socket.setSoTimeout((int) GateServer.WAIT.toMillis());
            var out = socket.getOutputStream();
            // No end of line: the server holds what it reads until its line limit, then gives up.
            String line = "SSH-2.0-" + "x".repeat(4000);
            InputStream in = socket.getInputStream();
            try {
                out.write(line.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                out.flush();
            } catch (java.io.IOException closedAlready) {
                // the server may close while the lines are still being sent
            }
            try {
                while (in.read() >= 0) {
                    // the server's identification, then the end
                }
            } catch (java.net.SocketException reset) {
                // closed with data unread: a reset, also an end
            }
            assertTrue(gate.waitForConnections(0), "the connection is still held");
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: a connection that does not log in within the limit is closed")
    void loginDeadline() throws Exception {
        Limits limits = GateServer.small().withLogin(Duration.ofSeconds(1), 3);
        try (GateServer gate = new GateServer(limits)) {
            // Timed from before the connection: the server's deadline starts when it accepts it, which the
            // client cannot see; timing from after the connect read a few milliseconds short of a second.
            long start = System.nanoTime();
            Socket socket = new Socket("127.0.0.1", gate.port());
            socket.setSoTimeout((int) GateServer.WAIT.toMillis());
            InputStream in = socket.getInputStream();
            // Says nothing at all: the server's identification line comes, then the end.
            while (in.read() >= 0) {
                // reading until the server closes
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            socket.close();
            assertTrue(took.compareTo(Duration.ofSeconds(1)) >= 0, () -> "closed after " + took);
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: serve --lang fr: a client that used up its tries is told so in French, in ASCII")
    void usedUpTriesAreToldInTheServersLanguage() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small(), ScreenMessages.of(Language.FR))) {
            ClientSession session = gate.connect("anne");
            for (int i = 0; i < 10; i++) session.addPasswordIdentity("guess" + i);
            assertThrows(Exception.class, () -> session.auth().verify(GateServer.WAIT));
            assertEquals(SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE
                    + " Trop d'echecs de connexion (3 permis par connexion)", gate.firstDisconnect());
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: in English a client that used up its tries reads the same words as before")
    void usedUpTriesInEnglish() throws Exception {
        try (GateServer gate = new GateServer(GateServer.small())) {
            ClientSession session = gate.connect("anne");
            for (int i = 0; i < 10; i++) session.addPasswordIdentity("guess" + i);
            assertThrows(Exception.class, () -> session.auth().verify(GateServer.WAIT));
            assertEquals(SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE
                    + " Too many failed logins (3 allowed per connection)", gate.firstDisconnect());
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: serve --lang fr: a connection out of --login-grace reads why in French, in ASCII, and its disconnect line says why=login-grace")
    void loginGraceIsSaid() throws Exception {
        Limits limits = GateServer.small().withLogin(Duration.ofSeconds(1), 3);
        try (GateServer gate = new GateServer(limits, ScreenMessages.of(Language.FR))) {
            ClientSession session = gate.connect("anne"); // keys exchanged, no login tried
            int port = ((InetSocketAddress) session.getIoSession().getLocalAddress()).getPort();
            assertEquals(SshConstants.SSH2_DISCONNECT_BY_APPLICATION + " escarmouche : la connexion a pris trop de temps"
                    + " (ce serveur accorde 1 seconde). Reconnectez-vous et connectez-vous dans ce delai.",
                    gate.firstDisconnect());
            assertTrue(gate.waitForConnections(0), "the connection is still held");
            assertTrue(gate.waitForLine(l -> l.startsWith("disconnect ")), () -> String.join("\n", gate.log));
            List<String> lines = gate.lines("disconnect");
            assertEquals(1, lines.size(), () -> String.join("\n", gate.log));
            // MINA checks the deadline once a second: the connection lasted at least the grace, a second or two more
            // on a busy machine.
            assertTrue(lines.get(0).matches("disconnect address=127\\.0\\.0\\.1:" + port + " duration=[1-9]s why=login-grace"),
                    lines.get(0));
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: in English a connection out of --login-grace reads why, and a logged-in one's disconnect line has no why")
    void loginGraceInEnglish() throws Exception {
        Limits limits = GateServer.small().withLogin(Duration.ofSeconds(1), 3);
        try (GateServer gate = new GateServer(limits)) {
            ClientSession session = gate.connect("anne");
            assertEquals(SshConstants.SSH2_DISCONNECT_BY_APPLICATION + " escarmouche: logging in took too long (this"
                    + " server allows 1 second). Connect again and log in within that time.", gate.firstDisconnect());
            ClientSession player = gate.login("bob");
            int port = ((InetSocketAddress) player.getIoSession().getLocalAddress()).getPort();
            player.close(false).await(GateServer.WAIT);
            assertTrue(gate.waitForConnections(0), "a connection is still held");
            assertTrue(gate.waitForLine(l ->
                    l.matches("disconnect address=127\\.0\\.0\\.1:" + port + " player=bob duration=[0-9]+s")), () -> String.join("\n", gate.log));
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: a logged-in connection that asks for no game within --login-grace (ssh -N, keepalives or not) is told why and closed, why=no-game")
    void aConnectionWithoutAGameIsClosed() throws Exception {
        Limits limits = GateServer.small().withLogin(Duration.ofSeconds(1), 3);
        try (GateServer gate = new GateServer(limits)) {
            ClientSession held = gate.login("bob"); // logged in, no channel, as ssh -N
            int port = ((InetSocketAddress) held.getIoSession().getLocalAddress()).getPort();
            // Keepalives, as OpenSSH's ServerAliveInterval sends them, do not keep it: they are no game.
            for (int i = 0; i < 12 && held.isOpen(); i++) {
                Thread.sleep(250);
                try {
                    org.apache.sshd.common.util.buffer.Buffer keepalive = held.createBuffer(SshConstants.SSH_MSG_GLOBAL_REQUEST);
                    keepalive.putString("keepalive@openssh.com");
                    keepalive.putBoolean(true);
                    held.request("keepalive@openssh.com", keepalive, 500, java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (Exception closed) {
                    break;
                }
            }
            assertEquals(SshConstants.SSH2_DISCONNECT_BY_APPLICATION + " escarmouche: no game was asked for after logging in"
                    + " (this server allows 1 second). Connect again with a terminal (ssh -t) to play.", gate.firstDisconnect());
            assertTrue(gate.waitForConnections(0), "the connection is still held");
            assertTrue(gate.waitForLine(l -> l.startsWith("disconnect ")), () -> String.join("\n", gate.log));
            assertTrue(gate.lines("disconnect").get(0).matches("disconnect address=127\\.0\\.0\\.1:" + port
                    + " player=bob duration=[1-9]s why=no-game"), () -> String.join("\n", gate.log));
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: a connection that asked for its game in time is not closed by the no-game deadline")
    void aConnectionWithAGameStays() throws Exception {
        Limits limits = GateServer.small().withLogin(Duration.ofSeconds(1), 3);
        try (GateServer gate = new GateServer(limits)) {
            ClientSession player = gate.login("anne");
            org.apache.sshd.client.channel.ChannelShell shell = player.createShellChannel();
            shell.open().verify(GateServer.WAIT);
            gate.firstShell();
            Thread.sleep(2500);
            assertTrue(player.isOpen() && shell.isOpen(), () -> String.join("\n", gate.log));
            assertTrue(gate.disconnects.isEmpty(), gate.disconnects.toString());
        }
    }

    @Test
    @DisplayName("SSH-LOGIN: serve --lang fr: the no-game hang-up is said in French, in ASCII")
    void noGameInFrench() {
        assertEquals("escarmouche : aucune partie demandee apres la connexion (ce serveur accorde 45 secondes)."
                + " Reconnectez-vous avec un terminal (ssh -t) pour jouer.",
                DisconnectReason.ascii(GameDeadline.text(ScreenMessages.of(Language.FR), Duration.ofSeconds(45))));
    }

    @Test
    @DisplayName("SSH-LOGIN: MINA's idle backstop still hangs up itself, and its disconnect line says why=idle-backstop")
    void idleBackstopSaysWhy() throws Exception {
        java.util.Map<Object, Object> attributes = new java.util.HashMap<>();
        org.apache.sshd.common.session.Session session = (org.apache.sshd.common.session.Session) java.lang.reflect.Proxy
                .newProxyInstance(getClass().getClassLoader(), new Class<?>[] {org.apache.sshd.common.session.Session.class},
                        (proxy, method, args) -> switch (method.getName()) {
                            case "setAttribute" -> attributes.put(args[0], args[1]);
                            case "getAttribute" -> attributes.get(args[0]);
                            default -> throw new UnsupportedOperationException(method.getName());
                        });
        LoginGrace grace = new LoginGrace(ScreenMessages.of(Language.EN));
        boolean handled = grace.handleTimeoutDisconnectReason(session, new org.apache.sshd.common.session.helpers.TimeoutIndicator(
                org.apache.sshd.common.session.helpers.TimeoutIndicator.TimeoutStatus.IdleTimeout, Duration.ofMinutes(35),
                Duration.ofMinutes(35)));
        assertEquals(false, handled);
        assertEquals("idle-backstop", ConnectionLog.why(session));
    }
}
