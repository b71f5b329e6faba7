package escarmouche.ssh.load;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Server CPU with logged-in players who do nothing (each on the title screen), then with none: what a
 * server costs while its players think.
 *
 * @param sessions idle players
 * @param seconds  measured seconds with them
 */
record IdleRun(int sessions, int seconds) implements Scenario {
    static final int SETTLE_SECONDS = 5;
    static final int EMPTY_SECONDS = 10;
    /** The target: under 1 % of a core with 100 idle sessions. */
    static final double TARGET_PERCENT = 1.0;

    @Override
    public String name() {
        return "idle";
    }

    @Override
    public List<String> serveOptions() {
        return LOAD_LIMITS;
    }

    @Override
    public Duration timeBox() {
        return Duration.ofSeconds(120 + seconds + EMPTY_SECONDS + 2L * SETTLE_SECONDS + sessions / 2);
    }

    @Override
    public void run(ServerProcess server, LoadClient client, Report report, PrintStream out) throws Exception {
        Table table = new Table("Server CPU with idle sessions (each on its title screen)",
                "sessions", "load avg before", "seconds", "server CPU % of a core", "threads", "RSS MiB",
                "target < 1 %");
        List<String> failures = new ArrayList<>();
        List<Player> players = client.open(server.port(), "idle", 0, sessions, 8, failures);
        try {
            if (!failures.isEmpty()) {
                report.fail("idle: " + failures.size() + " of " + sessions + " sessions could not log in, first: "
                        + failures.get(0));
                return;
            }
            report.progress(players.size() + " idle sessions on the title screen");
            Thread.sleep(SETTLE_SECONDS * 1000L);
            String load = Machine.loadAverage();
            String cpu = cpu(server, seconds);
            boolean met = Double.parseDouble(cpu) < TARGET_PERCENT;
            if (!met) report.miss("idle: " + cpu + " % of a core with " + sessions + " idle sessions");
            table.row(sessions, load, seconds, cpu, server.threads(), Machine.mib(server.rssKb()), met ? "met" : "missed");
            long closed = players.stream().filter(p -> !p.open()).count();
            if (closed > 0) report.fail("idle: " + closed + " idle sessions were closed by the server");
        } finally {
            players.forEach(Player::close);
        }
        Thread.sleep(SETTLE_SECONDS * 1000L);
        String load = Machine.loadAverage();
        table.row(0, load, EMPTY_SECONDS, cpu(server, EMPTY_SECONDS), server.threads(), Machine.mib(server.rssKb()), "");
        table.note("Server options: " + String.join(" ", server.options()));
        table.print(out);
    }

    private static String cpu(ServerProcess server, int seconds) throws Exception {
        long cpu0 = server.cpuTicks();
        long t0 = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        return Machine.percentOfCore(server.cpuTicks() - cpu0, System.nanoTime() - t0);
    }
}
