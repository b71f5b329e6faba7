package escarmouche.ssh.load;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Load and hostile-client measurements of the SSH server, outside the default tests: each scenario starts
 * {@code serve} in a child JVM on loopback with a temporary data folder, runs MINA SSH clients against it,
 * prints a table and kills the server. Usage (from the project folder, see docs/testing.md):
 *
 * <pre>
 * SshLoad latency [SIZES [SECONDS]]     e.g. latency 25,100,200 30
 * SshLoad idle [SESSIONS [SECONDS]]     e.g. idle 100 30
 * SshLoad churn [DISCONNECTS [PEAK]]    e.g. churn 1000 200
 * SshLoad hostile [STALLED [CLIENTS]]   e.g. hostile 1000 4
 * SshLoad all
 * options: --port P or --port P1-P2 (a range: one port per scenario in turn; default: any free port),
 *          --targets (a missed target fails the run too)
 * </pre>
 *
 * Exit status: 0 when every run worked, 1 when one failed (or missed a target with --targets), 2 for bad arguments.
 */
public final class SshLoad {
    private SshLoad() {}

    public static void main(String[] args) throws Exception {
        Arguments parsed;
        try {
            parsed = Arguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("ssh-load: " + e.getMessage());
            System.err.println("usage: SshLoad latency|idle|churn|hostile|all [sizes...] [--port P|P1-P2] [--targets]");
            System.exit(2);
            return;
        }
        System.exit(run(parsed, System.out));
    }

    static int run(Arguments arguments, PrintStream out) throws Exception {
        Report report = new Report();
        int next = 0;
        out.println("# SSH server load, " + java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                + ", " + Runtime.getRuntime().availableProcessors() + " cores, load average " + Machine.loadAverage());
        for (Scenario scenario : arguments.scenarios()) {
            int port = arguments.ports().isEmpty() ? 0 : arguments.ports().get(next++ % arguments.ports().size());
            runOne(scenario, port, report, out);
        }
        out.println();
        for (String f : report.failures()) out.println("FAILED: " + f);
        for (String m : report.missed()) out.println("target missed: " + m);
        if (report.failures().isEmpty() && report.missed().isEmpty()) out.println("All runs worked; no target missed.");
        else if (report.failures().isEmpty()) out.println("All runs worked.");
        out.flush();
        boolean failed = !report.failures().isEmpty() || (arguments.targets() && !report.missed().isEmpty());
        return failed ? 1 : 0;
    }

    private static void runOne(Scenario scenario, int port, Report report, PrintStream out) throws Exception {
        out.println();
        out.println("## " + scenario.name() + " (load average " + Machine.loadAverage() + ", time box "
                + scenario.timeBox().toSeconds() + " s)");
        out.flush();
        ServerProcess server;
        try {
            server = ServerProcess.start(port, scenario.serveOptions());
        } catch (java.io.IOException e) {
            report.fail(scenario.name() + ": " + e.getMessage());
            return;
        }
        ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ssh-load-" + scenario.name());
            t.setDaemon(true);
            return t;
        });
        try (ServerProcess s = server; LoadClient client = new LoadClient()) {
            Future<?> run = runner.submit(() -> {
                scenario.run(s, client, report, out);
                return null;
            });
            try {
                run.get(scenario.timeBox().toSeconds(), TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                run.cancel(true);
                report.fail(scenario.name() + ": stopped at its time box of " + scenario.timeBox().toSeconds() + " s");
            } catch (ExecutionException e) {
                report.fail(scenario.name() + ": " + e.getCause());
                e.getCause().printStackTrace(out);
            }
            if (!s.alive()) report.fail(scenario.name() + ": the server died; its last output:\n" + s.lastOutput());
        } finally {
            runner.shutdownNow();
        }
    }

    /**
     * The command line, checked.
     *
     * @param ports   the ports to use in turn, empty for any free port
     * @param targets whether a missed target fails the run
     */
    record Arguments(List<Scenario> scenarios, List<Integer> ports, boolean targets) {
        static Arguments parse(String[] args) {
            List<String> words = new ArrayList<>();
            List<Integer> ports = new ArrayList<>();
            boolean targets = false;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--targets" -> targets = true;
                    case "--port" -> {
                        if (i + 1 >= args.length) throw new IllegalArgumentException("--port needs a port or a range P1-P2");
                        ports.addAll(ports(args[++i]));
                    }
                    default -> {
                        if (args[i].startsWith("--")) throw new IllegalArgumentException("unknown option " + args[i]);
                        words.add(args[i]);
                    }
                }
            }
            if (words.isEmpty()) throw new IllegalArgumentException("name a scenario");
            List<String> rest = words.subList(1, words.size());
            List<Scenario> scenarios = switch (words.get(0)) {
                case "latency" -> List.of(new LatencyRun(sizes(arg(rest, 0, "25,100,200")), positive(arg(rest, 1, "30"))));
                case "idle" -> List.of(new IdleRun(positive(arg(rest, 0, "100")), positive(arg(rest, 1, "30"))));
                case "churn" -> List.of(new ChurnRun(positive(arg(rest, 0, "1000")), positive(arg(rest, 1, "200"))));
                case "hostile" -> List.of(new HostileRun(positive(arg(rest, 0, "1000")), positive(arg(rest, 1, "4"))));
                case "all" -> {
                    if (!rest.isEmpty()) throw new IllegalArgumentException("all takes no sizes: it runs every scenario with its defaults");
                    yield List.of(new LatencyRun(new int[] {25, 100, 200}, 30), new IdleRun(100, 30),
                            new ChurnRun(1000, 200), new HostileRun(1000, 4));
                }
                default -> throw new IllegalArgumentException("unknown scenario " + words.get(0)
                        + " (latency, idle, churn, hostile or all)");
            };
            if (rest.size() > 2) throw new IllegalArgumentException("too many arguments for " + words.get(0) + ": " + rest);
            return new Arguments(scenarios, List.copyOf(ports), targets);
        }

        private static String arg(List<String> rest, int i, String fallback) {
            return i < rest.size() ? rest.get(i) : fallback;
        }

        static int positive(String text) {
            try {
                int n = Integer.parseInt(text.trim());
                if (n < 1 || n > 100_000) throw new IllegalArgumentException("expected 1 to 100000, not " + text);
                return n;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("expected a number, not " + text);
            }
        }

        /** Comma-separated session counts, increasing: {@code 25,100,200}. */
        static int[] sizes(String text) {
            int[] sizes = Arrays.stream(text.split(",")).mapToInt(Arguments::positive).toArray();
            for (int i = 1; i < sizes.length; i++) {
                if (sizes[i] <= sizes[i - 1]) throw new IllegalArgumentException("sizes must increase: " + text);
            }
            return sizes;
        }

        /** A port or an inclusive range {@code P1-P2}. */
        static List<Integer> ports(String text) {
            String[] ends = text.split("-", -1);
            try {
                int from = Integer.parseInt(ends[0].trim());
                int to = ends.length == 2 ? Integer.parseInt(ends[1].trim()) : from;
                if (ends.length > 2 || from < 1 || to > 65535 || to < from || to - from > 100) {
                    throw new IllegalArgumentException("--port takes a port or a range P1-P2 of at most 100 ports, not " + text);
                }
                List<Integer> ports = new ArrayList<>();
                for (int p = from; p <= to; p++) ports.add(p);
                return ports;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--port takes a port or a range P1-P2, not " + text);
            }
        }
    }
}
