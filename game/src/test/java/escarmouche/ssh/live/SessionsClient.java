package escarmouche.ssh.live;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;

/**
 * One test player on MINA's client: a shell on an 80x24 pty, its screen kept as text; it can quit
 * politely or drop the connection as a cut cable (or ssh's {@code ~.}) would.
 */
final class SessionsClient implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(15);
    private static final Pattern ESCAPES = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])");

    private final ClientSession session;
    private final ChannelShell channel;
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final OutputStream keys;

    SessionsClient(SshClient client, int port, String user) throws IOException {
        session = client.connect(user, "127.0.0.1", port).verify(WAIT).getSession();
        session.addPasswordIdentity("anything");
        session.auth().verify(WAIT);
        channel = session.createShellChannel();
        channel.setPtyType("xterm");
        channel.setPtyColumns(80);
        channel.setPtyLines(24);
        channel.setOut(screen);
        channel.setErr(screen);
        channel.open().verify(WAIT);
        keys = channel.getInvertedIn();
    }

    /** What the server drew so far, escape sequences taken out. */
    String text() {
        synchronized (screen) {
            return ESCAPES.matcher(screen.toString(StandardCharsets.UTF_8)).replaceAll("");
        }
    }

    /** Waits until {@code expected} is on the screen; false after {@link #WAIT}. */
    boolean waitFor(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (text().contains(expected)) return true;
            Thread.sleep(20);
        }
        return text().contains(expected);
    }

    void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** Waits for the server to close the channel; true if it did within {@link #WAIT}. */
    boolean waitClosed() {
        Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), WAIT);
        return events.contains(ClientChannelEvent.CLOSED);
    }

    /** Whether the channel closes within {@code within} (to check that it stays open). */
    boolean closesWithin(Duration within) {
        return channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), within).contains(ClientChannelEvent.CLOSED);
    }

    Integer exitStatus() {
        channel.waitFor(EnumSet.of(ClientChannelEvent.EXIT_STATUS, ClientChannelEvent.CLOSED), WAIT);
        return channel.getExitStatus();
    }

    /** The client's window changed size (the game redraws the whole screen). */
    void resize(int columns, int rows) throws IOException {
        channel.sendWindowChange(columns, rows);
    }

    /** Waits until nothing new has been drawn for {@code quiet} (monster turns are paced), at most {@link #WAIT}. */
    void settle(Duration quiet) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        int length = -1;
        long since = System.nanoTime();
        while (System.nanoTime() < deadline) {
            int now = text().length();
            if (now != length) {
                length = now;
                since = System.nanoTime();
            } else if (System.nanoTime() - since >= quiet.toNanos()) {
                return;
            }
            Thread.sleep(20);
        }
    }

    /**
     * The whole screen as it stands once the game has settled: a resize makes the game draw every cell
     * again (the text otherwise holds only what changed from one frame to the next).
     */
    String frame() throws Exception {
        settle(Duration.ofMillis(1200));
        int from = text().length();
        resize(81, 24);
        settle(Duration.ofMillis(300));
        return text().substring(from);
    }

    /** Cuts the connection without a word: the TCP socket is closed, no SSH goodbye. */
    void drop() {
        session.getIoSession().close(true);
    }

    @Override
    public void close() throws IOException {
        channel.close(true);
        session.close(true);
    }
}
