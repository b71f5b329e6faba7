package escarmouche.ssh.load;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Threads and heap at rest, with {@code peak} players, and after {@code disconnects} players dropped their
 * connection without a word (the TCP connection closed, no SSH disconnect), the server left to settle.
 * Nothing a vanished player had may stay behind.
 *
 * @param disconnects abrupt disconnects in all (the first {@code peak} are the peak's players)
 * @param peak        players connected at once
 */
record ChurnRun(int disconnects, int peak) implements Scenario {
    static final int BATCH = 100;
    static final int SETTLE_SECONDS = 30;
    /** Back to baseline: as many threads (give or take two), and the heap within 20 % plus 4 MiB. */
    static final int THREAD_SLACK = 2;

    @Override
    public String name() {
        return "churn";
    }

    @Override
    public List<String> serveOptions() {
        return LOAD_LIMITS;
    }

    @Override
    public Duration timeBox() {
        return Duration.ofSeconds(180 + SETTLE_SECONDS + disconnects / 3 + peak / 3);
    }

    @Override
    public void run(ServerProcess server, LoadClient client, Report report, PrintStream out) throws Exception {
        Table table = new Table("Threads and heap: at rest, with " + peak + " sessions, after " + disconnects
                + " abrupt disconnects", "state", "load avg", "threads", "heap used MiB (after GC)", "RSS MiB",
                "target: back to baseline");
        client.warmUp(server.port());
        Snapshot base = Snapshot.of(server);
        table.row("baseline, no session (after 4 polite ones)", Machine.loadAverage(), base.threads(), Machine.mib(base.heapKb()),
                Machine.mib(base.rssKb()), "");
        List<String> failures = new ArrayList<>();
        List<Player> players = client.open(server.port(), "churn", 0, Math.min(peak, disconnects), 8, failures);
        Snapshot full = Snapshot.of(server);
        table.row(players.size() + " sessions on the title screen", Machine.loadAverage(), full.threads(),
                Machine.mib(full.heapKb()), Machine.mib(full.rssKb()), "");
        int opened = players.size();
        int dropped = drop(players);
        report.progress(dropped + " sessions dropped");
        while (dropped < disconnects && failures.isEmpty()) {
            List<Player> batch = client.open(server.port(), "churn", opened, Math.min(BATCH, disconnects - dropped), 8, failures);
            opened += batch.size();
            dropped += drop(batch);
            report.progress(dropped + " sessions dropped");
        }
        if (!failures.isEmpty()) {
            report.fail("churn: " + failures.size() + " sessions could not log in, first: " + failures.get(0));
        }
        long took = Snapshot.settle(server, base.threads() + THREAD_SLACK, SETTLE_SECONDS);
        Snapshot after = Snapshot.of(server);
        boolean threadsBack = after.threads() <= base.threads() + THREAD_SLACK;
        boolean heapBack = after.heapKb() <= base.heapKb() * 6 / 5 + 4096;
        String verdict = threadsBack && heapBack ? "met" : "missed" + (threadsBack ? "" : " (threads)") + (heapBack ? "" : " (heap)");
        if (!(threadsBack && heapBack)) report.miss("churn: after " + dropped + " abrupt disconnects " + verdict);
        table.row("after " + dropped + " abrupt disconnects, settled " + took + " s", Machine.loadAverage(),
                after.threads(), Machine.mib(after.heapKb()), Machine.mib(after.rssKb()), verdict);
        if (!threadsBack) table.note("Threads left behind: " + after.threadsGrownSince(base) + ".");
        // The server still takes players after the churn.
        List<String> late = new ArrayList<>();
        client.open(server.port(), "after", 0, 1, 1, late).forEach(Player::close);
        if (!late.isEmpty()) report.fail("churn: no new session after the churn: " + late.get(0));
        table.note("Each disconnect closes the client's TCP socket without an SSH disconnect message, after the "
                + "title screen was drawn; batches of " + BATCH + ". Server options: " + String.join(" ", server.options()));
        table.print(out);
    }

    private static int drop(List<Player> players) {
        players.forEach(Player::drop);
        return players.size();
    }
}
