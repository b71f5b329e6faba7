package escarmouche.cli;

import escarmouche.content.model.Scenario;
import escarmouche.simulate.AiShare;
import escarmouche.simulate.Simulation;
import escarmouche.simulate.SimulationBench;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.ContentNames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        ScreenMessages text = language.messages();
        String refused = refusal(text);
        if (refused != null) {
            System.err.println(refused);
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
        BenchTable table = new BenchTable(text);
        System.out.print(ReportLines.wrap("", "", text.text("cli.bench.load.before", BenchLoad.average(text),
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name") + " "
                        + System.getProperty("java.version"))));
        table.steadyHeader().forEach(System.out::println);
        System.out.flush();
        // Every fight's batches in turn, so that the machine's slow and fast minutes fall on all of them.
        SimulationBench.Steady[] steady = SimulationBench.interleaved(loaded, seed, nanos(warmup), batches,
                nanos(seconds));
        for (int k = 0; k < loaded.size(); k++) {
            SimulationBench.Batch m = steady[k].median();
            System.out.println(table.steadyRow(name(loaded.get(k), text), loaded.get(k).combatants().size(),
                    m.fightsPerCpuSecond(), (double) m.turns() / m.fights(), m.cpuMicrosPerTurn(), m.kilobytesPerTurn()));
        }
        System.out.flush();
        if (loaded.size() > 1) {
            double ratio = SimulationBench.turnCostRatio(steady[loaded.size() - 1], steady[0]);
            String shown = table.times(ratio, 1);
            System.out.print(ReportLines.wrap("", "", batches == 1 ? text.text("cli.bench.ratio.one", shown)
                    : text.text("cli.bench.ratio", shown, String.valueOf(batches))));
        }
        if (threads > 1) printThreads(loaded, steady, table, text);
        if (aiShare) printAiShare(loaded, table, text);
        System.out.print(ReportLines.wrap("", "", text.text("cli.bench.load.after", BenchLoad.average(text))));
        return 0;
    }

    /**
     * The first option outside what it takes, said as every command says one ("escarmouche: --threads must be
     * between 1 and 1024, found 0"), the value as it was typed; null when all hold.
     */
    private String refusal(ScreenMessages text) {
        if (!timeHolds(warmup, true)) {
            return text.text("cli.option.between", "--warmup", 0, (long) MAX_SECONDS, typed("--warmup", warmup));
        }
        if (!timeHolds(seconds, false)) {
            return text.text("cli.option.above", "--seconds", 0, (long) MAX_SECONDS, typed("--seconds", seconds));
        }
        if (!OptionBounds.BATCHES.holds(batches)) {
            return text.text("cli.option.between", "--batches", OptionBounds.BATCHES.min(), OptionBounds.BATCHES.max(),
                    String.valueOf(batches));
        }
        if (!OptionBounds.THREADS.holds(threads)) {
            return text.text("cli.option.between", "--threads", OptionBounds.THREADS.min(), OptionBounds.THREADS.max(),
                    String.valueOf(threads));
        }
        return null;
    }

    /** An option's value as it was typed ("1e308", "NaN"), which the double it was read as may not say. */
    private String typed(String option, double value) {
        CommandLine.ParseResult parsed = spec == null ? null : spec.commandLine().getParseResult();
        CommandLine.Model.OptionSpec o = parsed == null ? null : parsed.matchedOption(option);
        List<String> values = o == null ? List.of() : o.originalStringValues();
        return values.isEmpty() ? String.valueOf(value) : values.get(values.size() - 1);
    }

    /** A scenario's name in the command's language (its "fr" translation), as simulate gives it. */
    private static String name(Scenario s, ScreenMessages text) {
        return ContentNames.of(s.words(), text.language()).scenario(s.name());
    }

    /** The wall rate of whole simulations on --threads threads, each fight in turn, in a table of its own. */
    private void printThreads(List<Scenario> loaded, SimulationBench.Steady[] steady, BenchTable table,
                              ScreenMessages text) {
        System.out.print(ReportLines.wrap("", "", text.text("cli.bench.threads", threads)));
        table.threadsHeader().forEach(System.out::println);
        List<String> beyond = new ArrayList<>();
        for (int k = 0; k < loaded.size(); k++) {
            Scenario s = loaded.get(k);
            SimulationBench.Batch m = steady[k].median();
            double[] rate = together(s, m);
            // The wall rate over one thread's CPU rate: how near the threads come to that many cores.
            double times = m.fightsPerCpuSecond() == 0 ? 0 : rate[0] / m.fightsPerCpuSecond();
            if (beyondTheCores(times, threads)) beyond.add(name(s, text) + " " + table.times(times));
            System.out.println(table.threadsRow(name(s, text), rate[0], rate[1], times));
            System.out.flush();
        }
        if (!beyond.isEmpty()) {
            System.out.print(ReportLines.wrap("", "", text.text("cli.bench.beyond", threads, String.join(", ", beyond))));
        }
    }

    /**
     * Each fight's CPU time with its AI and replayed without it ({@link AiShare}): one fight after the other,
     * each warmed up by one batch (the steady measure warmed the code already), then its rounds.
     */
    private void printAiShare(List<Scenario> loaded, BenchTable table, ScreenMessages text) {
        System.out.print(ReportLines.wrap("", "", batches == 1 ? text.text("cli.bench.share.title.one")
                : text.text("cli.bench.share.title", String.valueOf(batches))));
        table.shareHeader().forEach(System.out::println);
        for (Scenario s : loaded) {
            AiShare.Measure m = AiShare.measure(Simulation.allAi(s), seed, nanos(seconds), batches, nanos(seconds));
            System.out.println(table.shareRow(name(s, text), m.withAi(), m.replayed(), m.share()));
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
