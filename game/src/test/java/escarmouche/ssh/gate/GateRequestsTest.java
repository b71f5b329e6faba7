package escarmouche.ssh.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Everything but one shell is refused, cheaply: a real MINA client against the gate. */
@Timeout(60)
class GateRequestsTest {
    private GateServer gate;

    @BeforeEach
    void start() throws Exception {
        gate = new GateServer(GateServer.small());
    }

    @AfterEach
    void stop() throws Exception {
        gate.close();
    }

    @Test
    @DisplayName("SSH-GATE: 300 forwarding requests and 100 direct-tcpip channels on one connection are refused and leave no thread behind")
    void forwardingRequestsLeaveNoThreads() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            assertNull(session.request("tcpip-forward", forward(session, "tcpip-forward"), GateServer.WAIT));
            int baseline = Thread.activeCount();
            for (int i = 0; i < 100; i++) {
                for (String request : new String[] {"tcpip-forward", "cancel-tcpip-forward",
                        "streamlocal-forward@openssh.com"}) {
                    assertNull(session.request(request, forward(session, request), GateServer.WAIT), request + " was granted");
                }
                var channel = session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 1),
                        new SshdSocketAddress("127.0.0.1", gate.port()));
                assertThrows(Exception.class, () -> channel.open().verify(GateServer.WAIT), "direct-tcpip was opened");
            }
            assertTrue(Thread.activeCount() <= baseline + 3,
                    () -> "threads grew from " + baseline + " to " + Thread.activeCount());
            assertTrue(session.isOpen(), "the connection was dropped instead of answered");
        }
    }

    private static Buffer forward(ClientSession session, String request) {
        Buffer buffer = session.createBuffer(SshConstants.SSH_MSG_GLOBAL_REQUEST, 64);
        buffer.putString(request);
        buffer.putBoolean(true);
        if (request.startsWith("streamlocal")) {
            buffer.putString("/tmp/escarmouche-gate-test.sock");
        } else {
            buffer.putString("127.0.0.1");
            buffer.putUInt(0);
        }
        return buffer;
    }

    @Test
    @DisplayName("SSH-GATE: a direct-tcpip channel is refused")
    void directTcpipIsRefused() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            var channel = session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 1),
                    new SshdSocketAddress("127.0.0.1", gate.port()));
            assertThrows(Exception.class, () -> channel.open().verify(GateServer.WAIT));
        }
    }

    @Test
    @DisplayName("SSH-GATE: one game per connection: a second session channel is refused, during and after the first")
    void oneSessionChannelPerConnection() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            ChannelShell first = session.createShellChannel();
            first.open().verify(GateServer.WAIT);
            ChannelShell second = session.createShellChannel();
            assertThrows(Exception.class, () -> second.open().verify(GateServer.WAIT));
            first.close(false).await(GateServer.WAIT);
            ChannelShell third = session.createShellChannel();
            assertThrows(Exception.class, () -> third.open().verify(GateServer.WAIT));
            assertEquals(1, gate.shells.size(), "shells started");
        }
    }

    @Test
    @DisplayName("SSH-GATE: exec, subsystems (sftp, scp), agent and X11 forwarding and a second shell are refused")
    void onlyOneShellIsGranted() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            ProbeChannel channel = ProbeChannel.open(session);
            assertFalse(channel.ask("exec", b -> b.putString("scp -t /tmp")), "exec");
            assertFalse(channel.ask("subsystem", b -> b.putString("sftp")), "sftp");
            assertFalse(channel.ask("auth-agent-req@openssh.com", b -> {}), "agent forwarding");
            assertFalse(channel.ask("x11-req", b -> {
                b.putBoolean(false);
                b.putString("MIT-MAGIC-COOKIE-1");
                b.putString("0123456789abcdef0123456789abcdef");
                b.putInt(0);
            }), "X11 forwarding");
            assertTrue(channel.ask("shell", b -> {}), "the shell");
            assertFalse(channel.ask("shell", b -> {}), "a second shell");
            assertFalse(channel.ask("exec", b -> b.putString("sh")), "exec after the shell");
            gate.firstShell();
            assertEquals(1, gate.shells.size(), "shells started");
        }
    }

    @Test
    @DisplayName("SSH-GATE: what is refused is logged with who asked and what they named, three lines a connection"
            + " at most however often it asks, its disconnect line counting those left out (none said when none was);"
            + " a request OpenSSH makes by itself is not logged")
    void refusalsAreLogged() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            Buffer hostkeys = session.createBuffer(SshConstants.SSH_MSG_GLOBAL_REQUEST, 64);
            hostkeys.putString("hostkeys-00@openssh.com");
            hostkeys.putBoolean(true);
            assertNull(session.request("hostkeys-00@openssh.com", hostkeys, GateServer.WAIT));
            ProbeChannel channel = ProbeChannel.open(session);
            assertFalse(channel.ask("exec", b -> b.putString("cat /etc/passwd\n\u001b[2J")));
            assertFalse(channel.ask("subsystem", b -> b.putString("sftp")));
            assertFalse(channel.ask("auth-agent-req@openssh.com", b -> {}));
            for (int i = 0; i < 50; i++) assertFalse(channel.ask("exec", b -> b.putString("id")));
            List<String> lines = gate.lines("refused");
            assertEquals(RefusalLog.LINES, lines.size(), lines.toString());
            assertTrue(lines.get(0).matches("refused address=127\\.0\\.0\\.1:\\d+ player=anne what=exec"
                    + " asked=cat\\?/etc/passwd\\?\\?\\[2J"), lines.get(0));
            assertTrue(lines.get(1).endsWith(" player=anne what=subsystem asked=sftp"), lines.get(1));
            assertTrue(lines.get(2).endsWith(" player=anne what=agent-forwarding"), lines.get(2));
        }
        assertTrue(gate.waitForLine(l -> l.startsWith("disconnect ") && l.contains(" player=anne ")), gate.log::toString);
        String anne = gate.lines("disconnect").stream().filter(l -> l.contains(" player=anne ")).findFirst().orElseThrow();
        assertTrue(anne.matches("disconnect address=127\\.0\\.0\\.1:\\d+ player=anne duration=\\d+s refused-not-logged=50"),
                anne);
        try (ClientSession session = gate.login("bert")) {
            assertNull(session.request("tcpip-forward", forward(session, "tcpip-forward"), GateServer.WAIT));
            var channel = session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 1),
                    new SshdSocketAddress("127.0.0.1", gate.port()));
            assertThrows(Exception.class, () -> channel.open().verify(GateServer.WAIT));
            ChannelShell first = session.createShellChannel();
            first.open().verify(GateServer.WAIT);
            ChannelShell second = session.createShellChannel();
            assertThrows(Exception.class, () -> second.open().verify(GateServer.WAIT));
            List<String> bert = gate.lines("refused").stream().filter(l -> l.contains(" player=bert ")).toList();
            assertEquals(List.of("what=tcpip-forward", "what=direct-tcpip", "what=second-channel"),
                    bert.stream().map(l -> l.substring(l.indexOf("what="))).toList(), "three refusals, none left out");
        }
        assertTrue(gate.waitForLine(l -> l.startsWith("disconnect ") && l.contains(" player=bert ")), gate.log::toString);
        String bert = gate.lines("disconnect").stream().filter(l -> l.contains(" player=bert ")).findFirst().orElseThrow();
        assertFalse(bert.contains("refused"), bert);
    }

    @Test
    @DisplayName("SSH-GATE: only the variables the game reads are kept, and a few dozen env requests at most")
    void environmentIsBounded() throws Exception {
        try (ClientSession session = gate.login("anne")) {
            ProbeChannel channel = ProbeChannel.open(session);
            assertTrue(channel.env("TERM", "xterm-256color"));
            assertFalse(channel.env("LD_PRELOAD", "/tmp/evil.so"), "a variable the game does not read");
            int granted = 1;
            for (int i = 0; i < 100; i++) {
                if (channel.env("LANG", "fr_FR.UTF-8")) granted++;
            }
            assertEquals(OneGameChannel.ENV_REQUESTS - 1, granted, "env requests granted (the refused one counts)");
            assertTrue(channel.env("TERM", "x") == false, "requests beyond the cap are refused, even for TERM");
            assertTrue(channel.ask("shell", b -> {}));
            var env = gate.firstShell().getEnvironment().getEnv();
            assertFalse(env.containsKey("LD_PRELOAD"));
            assertEquals("xterm-256color", env.get("TERM"));
        }
    }

    @Test
    @DisplayName("SSH-GATE: the channel window is 64 KiB, packets 32 KiB, and a client's huge window is not trusted")
    void channelBuffersAreSmall() throws Exception {
        gate.client.getProperties().put("window-size", 1L << 30);
        try (ClientSession session = gate.login("anne")) {
            ChannelShell shell = session.createShellChannel();
            shell.open().verify(GateServer.WAIT);
            // What the server lets the client send it unread, and what it sends unacknowledged.
            assertEquals(64 * 1024, shell.getRemoteWindow().getMaxSize());
            assertEquals(32 * 1024, shell.getRemoteWindow().getPacketSize());
            assertEquals(OneGameChannel.REMOTE_WINDOW, gate.firstShell().getRemoteWindow().getMaxSize());
        }
    }
}
