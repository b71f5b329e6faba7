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

/**
 * One test player on MINA's client: a shell on a pty of a given size, everything the server sent kept.
 * It reads the screen as text (escape sequences out; {@link #mark()} to look only at what comes next) or
 * rebuilt as the terminal shows it ({@link #screen()}), types, resizes, quits or drops the connection as
 * a cut cable (or ssh's {@code ~.}) would. Every wait is bounded by {@link #WAIT}.
 */
public final class SshClientSession implements AutoCloseable {
    public static final Duration WAIT = Duration.ofSeconds(15);
    private static final Pattern ESCAPES = Pattern.compile("\u001B(\\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])");

    private final ClientSession session;
    private final ChannelShell channel;
    private final ByteArrayOutputStream output = new ByteArrayOutputStream();
    private final OutputStream keys;
    private final int columns;
    private final int rows;
    private volatile int mark;

    /** Logs in with a password (any answer lets a guest in) and opens a shell on a {@code columns}x{@code rows} pty. */
    public SshClientSession(SshClient client, int port, String user, int columns, int rows) throws IOException {
        this(client, port, user, columns, rows, java.util.Map.of());
    }

    /** The same, the client announcing {@code env} (as {@code SendEnv} would: {@code LANG}, {@code LC_ALL} ...). */
    public SshClientSession(SshClient client, int port, String user, int columns, int rows,
                            java.util.Map<String, String> env) throws IOException {
        this(client, port, user, "127.0.0.1", s -> s.addPasswordIdentity("anything"), columns, rows, env);
    }

    /**
     * Logs in with {@code key} alone, connecting from the loopback address {@code from} (127.0.0.2 is another
     * machine as far as the server can tell), on an 80x24 pty.
     */
    public SshClientSession(SshClient client, int port, String user, java.security.KeyPair key, String from)
            throws IOException {
        this(client, port, user, from, s -> s.addPublicKeyIdentity(key), 80, 24, java.util.Map.of());
    }

    private SshClientSession(SshClient client, int port, String user, String from,
                             java.util.function.Consumer<ClientSession> identity, int columns, int rows,
                             java.util.Map<String, String> env) throws IOException {
        this.columns = columns;
        this.rows = rows;
        session = client.connect(user, new java.net.InetSocketAddress("127.0.0.1", port),
                new java.net.InetSocketAddress(from, 0)).verify(WAIT).getSession();
        identity.accept(session);
        try {
            session.auth().verify(WAIT);
        } catch (IOException | RuntimeException refused) {
            session.close(true);
            throw refused;
        }
        channel = session.createShellChannel();
        channel.setPtyType("xterm");
        channel.setPtyColumns(columns);
        channel.setPtyLines(rows);
        env.forEach(channel::setEnv);
        channel.setOut(output);
        channel.setErr(output);
        channel.open().verify(WAIT);
        keys = channel.getInvertedIn();
    }

    /** What the server sent so far, escape sequences and all. */
    public String raw() {
        return output.toString(StandardCharsets.UTF_8);
    }

    /** What the server drew so far, with the escape sequences taken out. */
    public String text() {
        return ESCAPES.matcher(raw()).replaceAll("");
    }

    /** The client's screen as it shows now. */
    public ScreenReplica screen() {
        return ScreenReplica.of(raw(), columns, rows);
    }

    /** From now on, {@link #waitFor} only looks at what the server draws next. */
    public void mark() {
        mark = text().length();
    }

    /** What was drawn since the mark (everything when no mark was set). */
    public String since() {
        String t = text();
        return t.substring(Math.min(mark, t.length()));
    }

    /** Waits until {@code expected} is drawn after the mark; false after {@link #WAIT}. */
    public boolean waitFor(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (since().contains(expected)) return true;
            Thread.sleep(20);
        }
        return since().contains(expected);
    }

    /** Waits until the screen shows {@code expected} somewhere; false after {@link #WAIT}. */
    public boolean waitForScreen(String expected) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (screen().toString().contains(expected)) return true;
            Thread.sleep(20);
        }
        return screen().toString().contains(expected);
    }

    public void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /** The client's window changed (a window-change request; the game redraws the whole screen). */
    public void resize(int columns, int rows) throws IOException {
        channel.sendWindowChange(columns, rows);
    }

    /** Waits for the server to close the channel; true if it did within {@link #WAIT}. */
    public boolean waitClosed() {
        return closesWithin(WAIT);
    }

    /** True if the channel closes within a short while (used to check that it stays open). */
    public boolean waitClosedBriefly() {
        return closesWithin(Duration.ofMillis(500));
    }

    /** Whether the channel closes within {@code within}. */
    public boolean closesWithin(Duration within) {
        Set<ClientChannelEvent> events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), within);
        return events.contains(ClientChannelEvent.CLOSED);
    }

    public Integer exitStatus() {
        channel.waitFor(EnumSet.of(ClientChannelEvent.EXIT_STATUS, ClientChannelEvent.CLOSED), WAIT);
        return channel.getExitStatus();
    }

    /** Waits until nothing new has been drawn for {@code quiet} (monster turns are paced), at most {@link #WAIT}. */
    public void settle(Duration quiet) throws InterruptedException {
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
     * The whole screen as text once the game has settled: a resize makes the game draw every cell again
     * (the text otherwise holds only what changed from one frame to the next).
     */
    public String frame() throws Exception {
        settle(Duration.ofMillis(1200));
        int from = text().length();
        resize(columns + 1, rows);
        settle(Duration.ofMillis(300));
        return text().substring(from);
    }

    /** Cuts the connection without a word: the TCP socket is closed, no SSH goodbye. */
    public void drop() {
        session.getIoSession().close(true);
    }

    @Override
    public void close() throws IOException {
        channel.close(true);
        session.close(true);
    }
}
