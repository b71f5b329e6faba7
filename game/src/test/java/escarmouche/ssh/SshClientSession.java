package escarmouche.ssh;

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

/** One test player: an SSH session with a shell on an 80x24 pty, its screen output kept as text. */
final class SshClientSession implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(10);
    private static final Pattern ESCAPES = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])");

    private final ClientSession session;
    private final ChannelShell channel;
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final OutputStream keys;

    SshClientSession(SshClient client, int port, String user, int columns, int rows) throws IOException {
        session = client.connect(user, "127.0.0.1", port).verify(WAIT).getSession();
        session.addPasswordIdentity("anything");
        session.auth().verify(WAIT);
        channel = session.createShellChannel();
        channel.setPtyType("xterm");
        channel.setPtyColumns(columns);
        channel.setPtyLines(rows);
        channel.setOut(screen);
        channel.setErr(screen);
        channel.open().verify(WAIT);
        keys = channel.getInvertedIn();
    }

    /** What the server sent so far, escape sequences and all. */
    String raw() {
        return screen.toString(StandardCharsets.UTF_8);
    }

    /** What the server drew so far, with the escape sequences taken out. */
    String text() {
        return ESCAPES.matcher(screen.toString(StandardCharsets.UTF_8)).replaceAll("");
    }

    /** Waits until {@code expected} appears on the screen; false after {@link #WAIT}. */
    boolean waitFor(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (text().contains(expected)) return true;
            Thread.sleep(20);
        }
        return text().contains(expected);
    }

    /** The client's window changed (a window-change request). */
    void resize(int columns, int rows) throws IOException {
        channel.sendWindowChange(columns, rows);
    }

    void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** Waits for the channel to close; true if it did within {@link #WAIT}. */
    boolean waitClosed() {
        Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), WAIT);
        return events.contains(ClientChannelEvent.CLOSED);
    }

    /** True if the channel closes within a short while (used to check that it stays open). */
    boolean waitClosedBriefly() {
        Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Duration.ofMillis(500));
        return events.contains(ClientChannelEvent.CLOSED);
    }

    Integer exitStatus() {
        channel.waitFor(EnumSet.of(ClientChannelEvent.EXIT_STATUS, ClientChannelEvent.CLOSED), WAIT);
        return channel.getExitStatus();
    }

    @Override
    public void close() throws IOException {
        channel.close(true);
        session.close(true);
    }
}
