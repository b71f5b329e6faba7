package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.gate.Limits;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A client that stops answering (a stopped process, a dead link that still holds its TCP connection) does not
 * keep its connection once its game has ended: the server cuts it a few seconds after the end it sent.
 */
@Timeout(90)
class UnansweredCloseTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("Idle-closed while its client answers nothing: the connection is cut by the server, the slot freed")
    void aClientThatAnswersNothingIsCut() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withIdle(Duration.ofSeconds(1)));
             FreezingProxy proxy = new FreezingProxy(server.server.port());
             SshClientSession ana = new SshClientSession(server.client, proxy.port(), "ana", 80, 24)) {
            assertTrue(ana.waitFor("E S C A R M O U C H E"), ana::text);
            // From now on the client hears nothing and says nothing, as a stopped ssh would.
            proxy.freeze();
            assertTrue(proxy.serverClosed(Duration.ofSeconds(30)),
                    "the server kept the connection of a client that did not answer its close");
            assertTrue(server.log.stream().anyMatch(l -> l.startsWith("disconnect ")), () -> String.join("\n", server.log));
        }
    }

    /** Forwards one connection both ways until frozen; frozen, it reads the server and passes nothing on. */
    private static final class FreezingProxy implements AutoCloseable {
        private final ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        private final int target;
        private volatile boolean frozen;
        private final CountDownLatch serverEnded = new CountDownLatch(1);
        private Socket client;
        private Socket upstream;

        FreezingProxy(int target) throws IOException {
            this.target = target;
            Thread accept = new Thread(this::serve, "proxy");
            accept.setDaemon(true);
            accept.start();
        }

        int port() {
            return listening.getLocalPort();
        }

        void freeze() {
            frozen = true;
        }

        boolean serverClosed(Duration within) throws InterruptedException {
            return serverEnded.await(within.toMillis(), TimeUnit.MILLISECONDS);
        }

        private void serve() {
            try {
                client = listening.accept();
                upstream = new Socket(InetAddress.getLoopbackAddress(), target);
                pump(client.getInputStream(), upstream.getOutputStream(), null);
                pump(upstream.getInputStream(), client.getOutputStream(), serverEnded);
            } catch (IOException e) {
                // The test fails on its own wait.
            }
        }

        private void pump(InputStream from, OutputStream to, CountDownLatch ended) {
            Thread t = new Thread(() -> {
                byte[] buffer = new byte[8192];
                try {
                    for (int n; (n = from.read(buffer)) >= 0; ) {
                        if (!frozen) {
                            to.write(buffer, 0, n);
                            to.flush();
                        }
                    }
                } catch (IOException e) {
                    // A reset ends the connection too.
                }
                if (ended != null) ended.countDown();
            }, "proxy-pump");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void close() throws IOException {
            listening.close();
            if (client != null) client.close();
            if (upstream != null) upstream.close();
        }
    }
}
