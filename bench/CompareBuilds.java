import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Two builds of the game in one JVM, each in its own class loader, playing the same fight in alternating
 * one-second batches (A B, B A, A B ...): both meet the same minutes of a machine whose speed drifts, so
 * the ratio of their rates is far steadier than that of runs one after the other. Run by bench/compare.
 */
public class CompareBuilds {
    private static final long BATCH = 1_000_000_000L;
    private static final int WARMUP_BATCHES = 10;

    /** One build: its loader, the fight loaded by its own code, and its batch method. */
    static final class Build {
        final Method batch;
        final Object fight;
        final List<double[]> measured = new ArrayList<>();

        Build(Path jar, Path content, Path scenario) throws Exception {
            ClassLoader cl = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Object contentLoader = cl.loadClass("escarmouche.content.load.ContentLoader").getConstructor()
                    .newInstance();
            Object rules = value(contentLoader.getClass().getMethod("load", Path.class).invoke(contentLoader, content));
            Class<?> contentClass = cl.loadClass("escarmouche.content.load.Content");
            Object loader = cl.loadClass("escarmouche.content.load.ScenarioLoader").getConstructor().newInstance();
            Object s = value(loader.getClass().getMethod("load", Path.class, contentClass)
                    .invoke(loader, scenario, rules));
            Class<?> scenarioClass = cl.loadClass("escarmouche.content.model.Scenario");
            fight = cl.loadClass("escarmouche.simulate.Simulation").getMethod("allAi", scenarioClass).invoke(null, s);
            batch = cl.loadClass("escarmouche.simulate.SimulationBench").getMethod("batch", scenarioClass, long.class,
                    long.class);
        }

        private static Object value(Object loaded) throws Exception {
            if (!(boolean) loaded.getClass().getMethod("ok").invoke(loaded)) {
                Object problems = loaded.getClass().getMethod("problems").invoke(loaded);
                throw new IllegalArgumentException("does not load: " + problems);
            }
            return loaded.getClass().getMethod("value").invoke(loaded);
        }

        /** Fights per CPU second, CPU microseconds and kilobytes per creature turn of one batch. */
        double[] run(long seed) throws Exception {
            Object b = batch.invoke(null, fight, seed, BATCH);
            Class<?> c = b.getClass();
            long turns = (long) c.getMethod("turns").invoke(b);
            long bytes = (long) c.getMethod("allocatedBytes").invoke(b);
            return new double[] {(double) c.getMethod("fightsPerCpuSecond").invoke(b),
                    (double) c.getMethod("cpuMicrosPerTurn").invoke(b), bytes / 1024.0 / Math.max(1, turns)};
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            compare(args);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // A jar that is not a build of the game, or a fight that does not load: say which, no stack.
            Throwable cause = e instanceof java.lang.reflect.InvocationTargetException i ? i.getCause() : e;
            System.err.println("bench/compare: cannot play " + args[3] + " with " + args[1] + " and " + args[2] + ": "
                    + cause);
            System.exit(2);
        }
    }

    private static void compare(String[] args) throws Exception {
        Path content = Path.of(args[0]);
        Path a = Path.of(args[1]);
        Path b = Path.of(args[2]);
        Path scenario = Path.of(args[3]);
        int rounds = Integer.parseInt(args[4]);
        // The first build may read the content of its own commit, when it is older than the content's fields.
        Path contentA = args.length > 5 ? Path.of(args[5]) : content;
        Build first = new Build(a, contentA, scenario);
        Build second = new Build(b, content, scenario);
        for (int i = 0; i < WARMUP_BATCHES; i++) {
            first.run(1 + i);
            second.run(1 + i);
        }
        List<Double> ratios = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            // The same seed for both, and the order swapped every round, so neither always goes first.
            long seed = 1_000 + 7_919L * r;
            double[] x;
            double[] y;
            if (r % 2 == 0) {
                x = first.run(seed);
                y = second.run(seed);
            } else {
                y = second.run(seed);
                x = first.run(seed);
            }
            first.measured.add(x);
            second.measured.add(y);
            ratios.add(y[0] / x[0]);
        }
        List<Double> sorted = new ArrayList<>(ratios);
        sorted.sort(null);
        System.out.printf("%s: A %.1f fights/CPU-s (%.2f us, %.1f KB per turn), B %.1f (%.2f us, %.1f KB); "
                        + "B/A median %.3f, middle half %.3f to %.3f, %d rounds%n",
                scenario.getFileName(), median(first.measured, 0), median(first.measured, 1), median(first.measured, 2),
                median(second.measured, 0), median(second.measured, 1), median(second.measured, 2), median(ratios),
                sorted.get(rounds / 4), sorted.get(rounds - 1 - rounds / 4), rounds);
    }

    private static double median(List<double[]> rows, int column) {
        List<Double> v = new ArrayList<>();
        for (double[] row : rows) v.add(row[column]);
        return median(v);
    }

    private static double median(List<Double> values) {
        List<Double> s = new ArrayList<>(values);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
