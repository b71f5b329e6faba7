package escarmouche.ssh.live;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Pattern;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;

/**
 * One player over MINA's SSH client, on a pty of a given size; the screen output is kept as text (escape
 * sequences taken out), and {@link #mark()} lets a test look only at what came after a point.
 */
final class WatchingClient implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(10);
    private static final Pattern ESCAPES = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])");

    private final ClientSession session;
    private final ChannelShell channel;
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final OutputStream keys;
    private final int columns;
    private final int rows;
    private int mark;

    WatchingClient(SshClient client, int port, String user, int columns, int rows) throws IOException {
        this.columns = columns;
        this.rows = rows;
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

    /** The client's screen as it shows now. */
    ScreenReplica screen() {
        String raw;
        synchronized (screen) {
            raw = screen.toString(StandardCharsets.UTF_8);
        }
        return ScreenReplica.of(raw, columns, rows);
    }

    /** Waits until the screen shows {@code expected} somewhere; false after {@link #WAIT}. */
    boolean waitForScreen(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (screen().toString().contains(expected)) return true;
            Thread.sleep(20);
        }
        return screen().toString().contains(expected);
    }

    private String text() {
        synchronized (screen) {
            return ESCAPES.matcher(screen.toString(StandardCharsets.UTF_8)).replaceAll("");
        }
    }

    /** From now on, {@link #waitFor} only looks at what the server draws next. */
    void mark() {
        mark = text().length();
    }

    /** What came since the mark. */
    String since() {
        String t = text();
        return t.substring(Math.min(mark, t.length()));
    }

    /** Waits until {@code expected} appears after the mark; false after {@link #WAIT}. */
    boolean waitFor(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (since().contains(expected)) return true;
            Thread.sleep(20);
        }
        return since().contains(expected);
    }

    void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    @Override
    public void close() throws IOException {
        channel.close(true);
        session.close(true);
    }
}
