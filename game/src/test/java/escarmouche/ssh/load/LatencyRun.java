package escarmouche.ssh.load;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Keystroke to screen with growing numbers of players typing 5 keys a second: the time from writing a key
 * to the first output bytes after it, on one server, players added between runs.
 *
 * @param sizes   the numbers of players, increasing
 * @param seconds measured seconds at each size, after a 5 s warm-up
 */
record LatencyRun(int[] sizes, int seconds) implements Scenario {
    static final int WARM_UP_SECONDS = 5;
    static final long KEY_PERIOD_MS = 200;
    /** The target, at 200 sessions on an otherwise idle machine. */
    static final long P95_TARGET_NANOS = 10_000_000L;
    static final int TARGET_SESSIONS = 200;

    @Override
    public String name() {
        return "latency";
    }

    @Override
    public List<String> serveOptions() {
        return LOAD_LIMITS;
    }

    @Override
    public Duration timeBox() {
        return Duration.ofSeconds(60 + (long) sizes.length * (seconds + WARM_UP_SECONDS + 90));
    }

    @Override
    public void run(ServerProcess server, LoadClient client, Report report, PrintStream out) throws Exception {
        Table table = new Table("Keystroke to screen: each session types 5 keys a second (title menu down, up), "
                + seconds + " s after a " + WARM_UP_SECONDS + " s warm-up",
                "sessions", "load avg before", "keys timed", "p50 ms", "p95 ms", "p99 ms", "max ms",
                "waited / lost", "server CPU % of a core", "screen bytes a key", "target p95 <= 10 ms");
        List<Player> players = new ArrayList<>();
        ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
        try {
            for (int size : sizes) {
                List<String> failures = new ArrayList<>();
                players.addAll(client.open(server.port(), "lat", players.size(), size - players.size(), 8, failures));
                if (!failures.isEmpty()) {
                    report.fail("latency: " + failures.size() + " of " + size + " sessions could not log in, first: "
                            + failures.get(0));
                    break;
                }
                report.progress(players.size() + " sessions on the title screen; typing");
                String load = Machine.loadAverage();
                try (Typist typist = new Typist(players, scheduler, KEY_PERIOD_MS, size)) {
                    Thread.sleep(WARM_UP_SECONDS * 1000L);
                    Latencies latencies = new Latencies();
                    typist.reset();
                    long bytes0 = bytes(players);
                    players.forEach(p -> p.record(latencies));
                    long cpu0 = server.cpuTicks();
                    long t0 = System.nanoTime();
                    Thread.sleep(seconds * 1000L);
                    long cpu1 = server.cpuTicks();
                    long t1 = System.nanoTime();
                    players.forEach(p -> p.record(null));
                    long sent = typist.sent.get();
                    long bytes = bytes(players) - bytes0;
                    Percentiles p = latencies.summary();
                    String target = "";
                    if (size >= TARGET_SESSIONS) {
                        boolean met = p.p95() <= P95_TARGET_NANOS;
                        target = met ? "met" : "missed";
                        if (!met) report.miss("latency: p95 " + Percentiles.ms(p.p95()) + " ms at " + size + " sessions");
                    }
                    table.row(size, load, p.count(), Percentiles.ms(p.p50()), Percentiles.ms(p.p95()),
                            Percentiles.ms(p.p99()), Percentiles.ms(p.max()), typist.waited.get() + " / " + typist.lost.get(),
                            Machine.percentOfCore(cpu1 - cpu0, t1 - t0), sent == 0 ? "-" : bytes / sent, target);
                    if (typist.errors.get() > 0) report.fail("latency: " + typist.errors.get() + " keys could not be sent at " + size);
                    if (p.count() < sent * 99 / 100) {
                        report.fail("latency: only " + p.count() + " of " + sent + " keys answered at " + size + " sessions");
                    }
                }
                long closed = players.stream().filter(pl -> !pl.open()).count();
                if (closed > 0) report.fail("latency: " + closed + " sessions closed during the run at " + size);
                Thread.sleep(500);
            }
        } finally {
            scheduler.shutdownNow();
            players.forEach(Player::close);
        }
        table.note("waited: ticks skipped because the previous key had no answer yet; lost: no answer within 2 s. "
                + "Client and server share the machine. Server options: " + String.join(" ", server.options()));
        table.print(out);
    }

    private static long bytes(List<Player> players) {
        long sum = 0;
        for (Player p : players) sum += p.bytesIn();
        return sum;
    }
}
