package escarmouche.ssh.load;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;

/**
 * One simulated player: a shell on a pty, its output counted and timed. A key is sent with {@link #key};
 * the first output bytes after it close its latency sample, given to the current {@link Latencies}.
 */
final class Player implements AutoCloseable {
    static final String TITLE = "E S C A R M O U C H E";

    final String name;
    private final ClientSession session;
    private final ChannelShell channel;
    private final Screen screen = new Screen();

    private Player(String name, ClientSession session, ChannelShell channel) {
        this.name = name;
        this.session = session;
        this.channel = channel;
    }

    static Player open(LoadClient client, int port, String name, int columns, int rows) throws IOException {
        return open(client, port, name, columns, rows, Map.of(), true);
    }

    /**
     * @param env   environment variables sent before the shell starts
     * @param reads false for a client that never reads its output: its window fills and the server must wait
     */
    static Player open(LoadClient client, int port, String name, int columns, int rows, Map<String, String> env,
                       boolean reads) throws IOException {
        ClientSession session = client.login(port, name);
        try {
            ChannelShell channel = session.createShellChannel();
            channel.setPtyType("xterm");
            channel.setPtyColumns(columns);
            channel.setPtyLines(rows);
            env.forEach(channel::setEnv);
            Player player = new Player(name, session, channel);
            if (reads) {
                channel.setOut(player.screen);
                channel.setErr(player.screen);
            }
            channel.open().verify(LoadClient.WAIT);
            return player;
        } catch (IOException | RuntimeException e) {
            session.close(true);
            throw e;
        }
    }

    boolean awaitTitle(Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (!screen.titled) {
            if (System.nanoTime() > deadline || !open()) return false;
            Thread.sleep(20);
        }
        return true;
    }

    /** Where the next latency samples go (null: nowhere, during a warm-up). */
    void record(Latencies to) {
        screen.to = to;
    }

    /** When the key still waiting for its screen was sent (System.nanoTime), or 0. */
    long pendingSince() {
        return screen.pending.get();
    }

    /** Gives up on the key still waiting: it will not be counted. */
    void forgetPending() {
        screen.pending.set(0);
    }

    void key(String bytes) throws IOException {
        OutputStream in = channel.getInvertedIn();
        screen.pending.set(System.nanoTime());
        in.write(bytes.getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** Tells the server the window changed size (an SSH "window-change" request). */
    void resize(int columns, int rows) throws IOException {
        channel.sendWindowChange(columns, rows);
    }

    /** Output the client received and has not read (only for a player that does not read). */
    int unread() throws IOException {
        return channel.getInvertedOut() == null ? 0 : channel.getInvertedOut().available();
    }

    long bytesIn() {
        return screen.bytes.get();
    }

    boolean open() {
        return channel.isOpen() && session.isOpen();
    }

    /** Closes the TCP connection without any SSH goodbye, as a dropped line or a killed client would. */
    void drop() {
        session.getIoSession().close(true);
    }

    @Override
    public void close() {
        channel.close(true);
        session.close(true);
    }

    /** The channel's output: counted, timed against the pending key, read as text only until the title shows. */
    private static final class Screen extends OutputStream {
        final AtomicLong pending = new AtomicLong();
        final AtomicLong bytes = new AtomicLong();
        volatile Latencies to;
        volatile boolean titled;
        private final ByteArrayOutputStream start = new ByteArrayOutputStream();

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            long now = System.nanoTime();
            long sent = pending.getAndSet(0);
            Latencies target = to;
            if (sent != 0 && target != null) target.add(now - sent);
            bytes.addAndGet(len);
            if (!titled) {
                synchronized (start) {
                    start.write(b, off, len);
                    // The title is drawn as one run of characters; escapes never split it.
                    if (start.toString(StandardCharsets.UTF_8).contains(TITLE)) {
                        titled = true;
                        start.reset();
                    } else if (start.size() > 1 << 20) {
                        start.reset();
                    }
                }
            }
        }
    }
}
