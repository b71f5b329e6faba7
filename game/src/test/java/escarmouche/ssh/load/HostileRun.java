package escarmouche.ssh.load;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a hostile client can make the server hold, against the server's default limits (as a club would
 * run it, guests allowed). Each attack is bounded in count and time; for each, the server's heap (after a
 * full collection), resident memory and threads before, while held, and after the clients left.
 *
 * @param stalled connections opened and left stalled after the version exchange
 * @param clients logged-in clients in each of the other attacks (the default per-address cap is 8)
 */
record HostileRun(int stalled, int clients) implements Scenario {
    static final int HOLD_SECONDS = 5;
    static final int SETTLE_SECONDS = 20;
    static final int HUGE = 30_000;
    static final int ENV_VARIABLES = 10_000;
    static final int ENV_VALUE_BYTES = 1_000;
    /** Resizes of each huge-terminal client, 100 ms apart. */
    static final int HUGE_RESIZES = 20;
    /** Rounds of the non-reading clients: a resize and a page of the rules reference each, 20 ms apart. */
    static final int DEAF_ROUNDS = 300;
    static final String PAGE_DOWN = "\u001b[6~";
    static final String PAGE_UP = "\u001b[5~";

    @Override
    public String name() {
        return "hostile";
    }

    /** The defaults of {@code ./play serve}, guests allowed: the limits a club would run with. */
    @Override
    public List<String> serveOptions() {
        return List.of("--guests");
    }

    @Override
    public Duration timeBox() {
        return Duration.ofSeconds(240 + stalled / 10 + 4L * (HOLD_SECONDS + SETTLE_SECONDS + 20));
    }

    @Override
    public void run(ServerProcess server, LoadClient client, Report report, PrintStream out) throws Exception {
        Table table = new Table("Hostile clients against the default limits: what the server holds",
                "attack", "load avg", "held / tried", "heap MiB before, held, after", "RSS MiB before, held, after",
                "threads before, held, after", "note");
        client.warmUp(server.port());
        attack(table, server, report, "stalled handshake", () -> stalledHandshakes(server));
        attack(table, server, report, HUGE + "x" + HUGE + " pty, COLUMNS/LINES, resizes", () -> hugeTerminals(server, client));
        attack(table, server, report, "env flood (" + ENV_VARIABLES + " x " + ENV_VALUE_BYTES + " B each)",
                () -> envFlood(server, client));
        attack(table, server, report, "keys and resizes, output never read", () -> nonReaders(server, client));
        table.note("Limits in force: the defaults (--max-connections 256 --max-per-address 8 --max-startups 3:10 "
                + "--max-sessions-per-player 2 --login-grace 45 --login-tries 6 --idle-minutes 30); server options: "
                + String.join(" ", server.options()) + "; heap cap " + ServerProcess.HEAP + ". Each attack is held "
                + HOLD_SECONDS + " s, then its clients close; after: settled up to " + SETTLE_SECONDS + " s.");
        table.print(out);
    }

    /** An attack: opens its connections, holds them, and gives back what to print and how to let go. */
    private interface Attack {
        Held open() throws Exception;
    }

    /** @param held connections still open when measured; @param tried connections attempted */
    private record Held(int held, int tried, String note, AutoCloseable release) {}

    private void attack(Table table, ServerProcess server, Report report, String name, Attack attack) throws Exception {
        report.progress("hostile: " + name);
        String load = Machine.loadAverage();
        Snapshot before = Snapshot.of(server);
        Held held;
        try {
            held = attack.open();
        } catch (Exception e) {
            report.fail("hostile, " + name + ": " + e);
            table.row(name, load, "-", "-", "-", "-", "failed: " + e);
            return;
        }
        Snapshot during = Snapshot.of(server);
        int heldNow = held.held();
        try {
            held.release().close();
        } catch (Exception e) {
            // Closing hostile clients: whatever is left is the server's to clean.
        }
        long took = Snapshot.settle(server, before.threads() + 2, SETTLE_SECONDS);
        Snapshot after = Snapshot.of(server);
        if (!server.alive()) report.fail("hostile, " + name + ": the server died:\n" + server.lastOutput());
        table.row(name, load, heldNow + " / " + held.tried(),
                Machine.mib(before.heapKb()) + ", " + Machine.mib(during.heapKb()) + ", " + Machine.mib(after.heapKb()),
                Machine.mib(before.rssKb()) + ", " + Machine.mib(during.rssKb()) + ", " + Machine.mib(after.rssKb()),
                before.threads() + ", " + during.threads() + ", " + after.threads(),
                held.note() + (after.threads() > before.threads() + 2
                        ? "; threads not back after " + took + " s: " + after.threadsGrownSince(before) : "")
                        + (during.threads() > before.threads() + 2 ? "; threads while held: " + during.threadsGrownSince(before) : "")
                        + "; heap grown most: " + during.heapGrownSince(before));
    }

    /** Raw TCP connections that send their version line and then nothing: mid-handshake, before any key exchange. */
    private Held stalledHandshakes(ServerProcess server) throws Exception {
        List<SocketChannel> sockets = new ArrayList<>();
        int refused = 0;
        ByteBuffer version = ByteBuffer.wrap("SSH-2.0-SshLoad_stalled\r\n".getBytes(StandardCharsets.US_ASCII));
        long deadline = System.nanoTime() + 60_000_000_000L;
        for (int i = 0; i < stalled && System.nanoTime() < deadline; i++) {
            SocketChannel s = SocketChannel.open();
            try {
                s.socket().connect(new InetSocketAddress("127.0.0.1", server.port()), 2000);
                s.write(version.duplicate());
                s.configureBlocking(false);
                sockets.add(s);
            } catch (IOException e) {
                refused++;
                s.close();
            }
        }
        Thread.sleep(HOLD_SECONDS * 1000L);
        int open = 0;
        ByteBuffer sink = ByteBuffer.allocate(64 * 1024);
        for (SocketChannel s : sockets) {
            boolean closed = false;
            try {
                int n;
                do {
                    sink.clear();
                    n = s.read(sink);
                } while (n > 0);
                closed = n < 0;
            } catch (IOException e) {
                closed = true;
            }
            if (!closed) open++;
        }
        return new Held(open, stalled, refused + " refused at connect, " + (sockets.size() - open)
                + " closed by the server within " + HOLD_SECONDS + " s", () -> {
            for (SocketChannel s : sockets) s.close();
        });
    }

    /** Logged-in clients asking for a 30000x30000 pty, with COLUMNS and LINES to match, then resizing to it. */
    private Held hugeTerminals(ServerProcess server, LoadClient client) throws Exception {
        List<Player> players = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        Map<String, String> env = Map.of("COLUMNS", Integer.toString(HUGE), "LINES", Integer.toString(HUGE), "TERM", "xterm");
        for (int i = 0; i < clients; i++) {
            try {
                players.add(Player.open(client, server.port(), String.format("huge%04d", i), HUGE, HUGE, env, true));
            } catch (IOException | RuntimeException e) {
                refused.add(String.valueOf(e));
            }
        }
        for (int r = 0; r < HUGE_RESIZES; r++) {
            for (Player p : players) {
                if (!p.open()) continue;
                try {
                    p.resize(HUGE - r % 2, HUGE - r % 2);
                    p.key(r % 2 == 0 ? Typist.DOWN : Typist.UP);
                } catch (IOException e) {
                    // Refused or closed by the server: counted below as not held.
                }
            }
            Thread.sleep(100);
        }
        Thread.sleep(HOLD_SECONDS * 1000L);
        long open = players.stream().filter(Player::open).count();
        long most = players.stream().mapToLong(Player::bytesIn).max().orElse(0);
        return new Held((int) open, clients, refused.size() + " refused; most screen bytes one client got: " + most,
                () -> players.forEach(Player::close));
    }

    /** Logged-in clients sending thousands of environment variables of a kilobyte each before their shell. */
    private Held envFlood(ServerProcess server, LoadClient client) throws Exception {
        List<Player> players = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        Map<String, String> env = new HashMap<>();
        String value = "x".repeat(ENV_VALUE_BYTES);
        for (int v = 0; v < ENV_VARIABLES; v++) env.put(String.format("LC_LOAD%05d", v), value);
        for (int i = 0; i < clients; i++) {
            try {
                players.add(Player.open(client, server.port(), String.format("env%04d", i), 80, 24, env, true));
            } catch (IOException | RuntimeException e) {
                refused.add(String.valueOf(e));
            }
        }
        Thread.sleep(HOLD_SECONDS * 1000L);
        long open = players.stream().filter(Player::open).count();
        long sent = (long) clients * ENV_VARIABLES * (ENV_VALUE_BYTES + 12);
        return new Held((int) open, clients, refused.size() + " refused; " + sent / (1024 * 1024) + " MiB of variables sent",
                () -> players.forEach(Player::close));
    }

    /**
     * Logged-in clients on the largest screen the server draws (400x200) that type and resize but never
     * read: their SSH window fills, and the server must wait without holding more.
     */
    private Held nonReaders(ServerProcess server, LoadClient client) throws Exception {
        List<Player> players = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            try {
                players.add(Player.open(client, server.port(), String.format("deaf%04d", i), 400, 200, Map.of(), false));
            } catch (IOException | RuntimeException e) {
                refused.add(String.valueOf(e));
            }
        }
        // Writes may block once the server stops reading: a thread of its own, bounded in time.
        Thread typing = new Thread(() -> {
            try {
                // The rules reference: a full page of text at each turn of a page.
                for (Player p : players) p.key("r");
                for (int r = 0; r < DEAF_ROUNDS; r++) {
                    for (Player p : players) {
                        if (!p.open()) continue;
                        p.resize(400 - r % 2, 200 - r % 2);
                        p.key(r % 2 == 0 ? PAGE_DOWN : PAGE_UP);
                    }
                    Thread.sleep(20);
                }
            } catch (IOException | InterruptedException e) {
                // Stopped, or the server closed the session.
            }
        }, "ssh-load-deaf-typing");
        typing.setDaemon(true);
        typing.start();
        typing.join(30_000);
        boolean stuck = typing.isAlive();
        typing.interrupt();
        Thread.sleep(HOLD_SECONDS * 1000L);
        long open = players.stream().filter(Player::open).count();
        long unread = 0;
        for (Player p : players) {
            try {
                unread = Math.max(unread, p.unread());
            } catch (IOException e) {
                // Closed.
            }
        }
        return new Held((int) open, clients, refused.size() + " refused; " + DEAF_ROUNDS + " resizes and page turns each"
                + (stuck ? " (the client's writes blocked)" : "") + "; most unread by one client: " + unread / 1024 + " KiB",
                () -> players.forEach(Player::close));
    }
}
