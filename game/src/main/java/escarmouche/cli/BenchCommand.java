package escarmouche.cli;

import escarmouche.content.model.Scenario;
import escarmouche.simulate.AiShare;
import escarmouche.simulate.Simulation;
import escarmouche.simulate.SimulationBench;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./play bench}: how fast AI-only fights run once warm, per core (CPU time) and on several
 * threads (wall time), on the benchmark scenarios of {@code bench/} or the files given.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = {"Measure how many AI-only fights a second the simulator plays once warmed up.",
                "Per core in CPU time (median of several batches), then on --threads threads in wall time"
                        + " (one untimed run, then the median of three)."})
public final class BenchCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SCENARIO", arity = "0..*", descriptionKey = "scenarios",
            description = "scenario files (default: every .json of the project's bench/ folder)")
    List<Path> files = new ArrayList<>();

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "10",
            description = "CPU seconds of fights before measuring, per scenario (default ${DEFAULT-VALUE})")
    double warmup;

    @Option(names = "--seconds", paramLabel = "SECONDS", defaultValue = "1",
            description = "CPU seconds of each measured batch (default ${DEFAULT-VALUE})")
    double seconds;

    @Option(names = "--batches", paramLabel = "N", defaultValue = "5",
            description = "measured batches per scenario; the median is reported (default ${DEFAULT-VALUE})")
    int batches;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2",
            description = "threads of the second measure, 1 to skip it (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "first seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--ai-share", description = "then play each fight's batches again from the AI's recorded answers,"
            + " without the AI, and show its share of a fight's CPU time")
    boolean aiShare;

    @Mixin
    ToolLanguage language;

    /**
     * The most CPU seconds --warmup and --seconds take: an hour, far beyond any measure worth its wait. Without it
     * {@code --seconds 1e308} never ends, and NaN, which no comparison refuses, measured nothing.
     */
    static final double MAX_SECONDS = 3600;

    /** Whether a --warmup (zero allowed) or --seconds value is a finite time within {@link #MAX_SECONDS}. */
    private static boolean timeHolds(double value, boolean zero) {
        return Double.isFinite(value) && (zero ? value >= 0 : value > 0) && value <= MAX_SECONDS;
    }

    @Override
    public Integer call() throws IOException {
        ScreenMessages text = language.messages();
        if (!timeHolds(warmup, true) || !timeHolds(seconds, false) || !OptionBounds.BATCHES.holds(batches)
                || !OptionBounds.THREADS.holds(threads)) {
            System.err.println(text.text("cli.bench.options"));
            return 2;
        }
        List<Path> scenarios = files.isEmpty() ? shipped() : files;
        if (scenarios.isEmpty()) {
            System.err.println(text.text("cli.bench.nothing"));
            return 2;
        }
        List<Scenario> loaded = new ArrayList<>();
        for (Path p : scenarios) {
            Scenario s = ScenarioFiles.load(p, System.err, text);
            if (s == null) return 2;
            loaded.add(s);
        }
        loaded.sort((a, b) -> Integer.compare(a.combatants().size(), b.combatants().size()));
        System.out.println(text.text("cli.bench.load.before", BenchLoad.average(),
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name") + " "
                        + System.getProperty("java.version")));
        System.out.printf(Locale.ROOT, "%-28s %9s %13s %12s %12s %10s  %s%n", text.text("cli.bench.scenario"),
                text.text("cli.bench.creatures"), text.text("cli.bench.fights.per.cpu"), text.text("cli.bench.turns"),
                text.text("cli.bench.micros"), text.text("cli.bench.kb"), text.text("cli.bench.threads", threads));
        // Every fight's batches in turn, so that the machine's slow and fast minutes fall on all of them.
        SimulationBench.Steady[] steady = SimulationBench.interleaved(loaded, seed, nanos(warmup), batches,
                nanos(seconds));
        List<String> beyond = new ArrayList<>();
        for (int k = 0; k < loaded.size(); k++) {
            Scenario s = loaded.get(k);
            SimulationBench.Batch m = steady[k].median();
            String together = "-";
            if (threads > 1) {
                double[] rate = together(s, m);
                // The wall rate over one thread's CPU rate: how near the threads come to that many cores.
                double times = m.fightsPerCpuSecond() == 0 ? 0 : rate[0] / m.fightsPerCpuSecond();
                together = String.format(Locale.ROOT, "%.1f (%.0f/CPU-s, %.2fx)", rate[0], rate[1], times);
                if (beyondTheCores(times, threads)) beyond.add(String.format(Locale.ROOT, "%s %.2fx", s.name(), times));
            }
            System.out.printf(Locale.ROOT, "%-28s %9d %13.1f %12.1f %12.2f %10.1f  %s%n", s.name(), s.combatants().size(),
                    m.fightsPerCpuSecond(), (double) m.turns() / m.fights(), m.cpuMicrosPerTurn(), m.kilobytesPerTurn(),
                    together);
            System.out.flush();
        }
        if (loaded.size() > 1) {
            double ratio = SimulationBench.turnCostRatio(steady[loaded.size() - 1], steady[0]);
            String shown = String.format(Locale.ROOT, "%.1f", ratio);
            System.out.println(batches == 1 ? text.text("cli.bench.ratio.one", shown)
                    : text.text("cli.bench.ratio", shown, String.valueOf(batches)));
        }
        if (!beyond.isEmpty()) {
            System.out.println(text.text("cli.bench.beyond", String.valueOf(threads), String.join(", ", beyond)));
        }
        if (aiShare) printAiShare(loaded, text);
        System.out.println(text.text("cli.bench.load.after", BenchLoad.average()));
        return 0;
    }

    /**
     * Each fight's CPU time with its AI and replayed without it ({@link AiShare}): one fight after the other,
     * each warmed up by one batch (the steady measure warmed the code already), then its rounds.
     */
    private void printAiShare(List<Scenario> loaded, ScreenMessages text) {
        System.out.println(batches == 1 ? text.text("cli.bench.share.title.one")
                : text.text("cli.bench.share.title", String.valueOf(batches)));
        System.out.printf(Locale.ROOT, "%-28s %22s %22s %10s%n", text.text("cli.bench.scenario"),
                text.text("cli.bench.share.with"), text.text("cli.bench.share.without"), text.text("cli.bench.share.share"));
        for (Scenario s : loaded) {
            AiShare.Measure m = AiShare.measure(Simulation.allAi(s), seed, nanos(seconds), batches, nanos(seconds));
            System.out.printf(Locale.ROOT, "%-28s %22.1f %22.1f %8.1f%%%n", s.name(), m.withAi(), m.replayed(),
                    100 * m.share());
            System.out.flush();
        }
    }

    /** Measured runs of the several-thread measure; the median by wall rate is shown. */
    private static final int THREADED_RUNS = 3;

    /**
     * Whether {@code threads} threads played more than that many times the one-thread rate, by more than a
     * twentieth. Threads share cores, memory and collections; they cannot each outrun one thread alone. The
     * one-thread figure then reads low: its warm-up was too short (the compiler still at work), or it came
     * from slower minutes of the machine than the several-thread one (the project's machine has spells in
     * which every fight runs a third slower for a minute or two, charged to the thread as CPU time).
     */
    static boolean beyondTheCores(double times, int threads) {
        return threads > 1 && times > threads * 1.05;
    }

    /**
     * Wall-time rate of whole simulate runs on several threads, each sized to take about a second: one run
     * first that is not timed (threads that start a simulation run code the single-thread batches never
     * did, and the compiler works on it in the first second), then the median of {@link #THREADED_RUNS}.
     * The rate, and the rate per CPU second of the whole process.
     */
    private double[] together(Scenario s, SimulationBench.Batch perCore) {
        int runs = (int) Math.max(threads, Math.min(1_000_000, Math.round(perCore.fightsPerCpuSecond() * threads)));
        Simulation.run(s, runs, seed, threads, n -> { });
        double[][] measured = new double[THREADED_RUNS][];
        for (int i = 0; i < THREADED_RUNS; i++) {
            long cpu0 = SimulationBench.processCpuNanos();
            long t0 = System.nanoTime();
            Simulation.run(s, runs, seed, threads, n -> { });
            long wall = System.nanoTime() - t0;
            long cpu = SimulationBench.processCpuNanos() - cpu0;
            // Beside the wall rate, the rate per CPU second of the whole process (JIT and GC threads included).
            measured[i] = new double[] {runs * 1e9 / wall, cpu0 < 0 ? 0 : runs * 1e9 / Math.max(1, cpu)};
        }
        Arrays.sort(measured, (a, b) -> Double.compare(a[0], b[0]));
        return measured[THREADED_RUNS / 2];
    }

    private static long nanos(double seconds) {
        return Math.round(seconds * 1e9);
    }

    /** The .json files of the project's bench/ folder, in name order. */
    private static List<Path> shipped() throws IOException {
        String home = System.getProperty("escarmouche.home");
        Path dir = Path.of(home == null ? "." : home).resolve("bench");
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }
}
