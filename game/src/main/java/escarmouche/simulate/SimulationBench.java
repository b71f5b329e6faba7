package escarmouche.simulate;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;

/**
 * Steady-state speed of AI-only fights, measured in CPU time (the machine may be busy with other work,
 * which wall time would count against us): fights are played on the calling thread in batches of a
 * given CPU budget, after a warm-up that lets the JIT compile the hot code. Used by {@code ./play bench};
 * never by tests that time anything.
 */
public final class SimulationBench {
    private SimulationBench() {}

    /**
     * One batch: fights played, creature turns they took, CPU nanoseconds spent, and bytes the thread
     * allocated (-1 where the JVM does not count them): unlike time, the bytes do not depend on how busy
     * the machine is, so they compare two builds even on a loaded machine.
     */
    public record Batch(int fights, long turns, long cpuNanos, long allocatedBytes) {
        public double fightsPerCpuSecond() {
            return cpuNanos == 0 ? 0 : fights * 1e9 / cpuNanos;
        }

        public double cpuMicrosPerTurn() {
            return turns == 0 ? 0 : cpuNanos / 1e3 / turns;
        }

        /** Kilobytes allocated per creature turn, or -1 when unknown. */
        public double kilobytesPerTurn() {
            return allocatedBytes < 0 || turns == 0 ? -1 : allocatedBytes / 1e3 / turns;
        }
    }

    /** The median batch (by fights per CPU second) of several, and all of them. */
    public record Steady(Batch median, Batch[] batches) {}

    /**
     * Plays fights of {@code allAi} (seeds {@code seed}, {@code seed + 1}...) on this thread until
     * {@code cpuNanos} of its CPU time are spent, at least one fight.
     */
    public static Batch batch(Scenario allAi, long seed, long cpuNanos) {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        long bytes0 = allocated(bean);
        int fights = 0;
        long turns = 0;
        CpuBudget budget = new CpuBudget(cpuNanos);
        // As in a simulation: the fights of one thread share their cover answers.
        CoverMemory cover = new CoverMemory();
        while (fights == 0 || !budget.spent()) {
            turns += Simulation.fight(allAi, seed + fights, cover).turns();
            fights++;
        }
        long used = budget.used();
        long bytes1 = allocated(bean);
        return new Batch(fights, turns, used, bytes0 < 0 || bytes1 < 0 ? -1 : bytes1 - bytes0);
    }

    /** Bytes this thread has allocated so far, or -1 where the JVM does not count them. */
    private static long allocated(ThreadMXBean bean) {
        if (bean instanceof com.sun.management.ThreadMXBean counting && counting.isThreadAllocatedMemorySupported()
                && counting.isThreadAllocatedMemoryEnabled()) {
            return counting.getCurrentThreadAllocatedBytes();
        }
        return -1;
    }

    /**
     * Steady rates of several fights, their batches taken in turn: each fight warms up (a batch of
     * {@code warmupNanos} that lets the JIT compile the hot code), then round after round every fight
     * plays one measured batch of {@code cpuNanos}; the median batch is each fight's figure. A machine
     * whose pace changes within minutes then slows every fight alike in a round, so that figures comparing
     * fights (the cost per creature turn of the largest against the smallest) can be taken round by round. The result follows the order given;
     * each fight's batches are in the order they were played.
     */
    public static Steady[] interleaved(List<Scenario> scenarios, long seed, long warmupNanos, int batches,
                                       long cpuNanos) {
        int n = scenarios.size();
        Scenario[] ai = new Scenario[n];
        long[] next = new long[n];
        Batch[][] measured = new Batch[n][batches];
        for (int k = 0; k < n; k++) {
            ai[k] = Simulation.allAi(scenarios.get(k));
            next[k] = seed + batch(ai[k], seed, warmupNanos).fights();
        }
        for (int i = 0; i < batches; i++) {
            for (int k = 0; k < n; k++) {
                measured[k][i] = batch(ai[k], next[k], cpuNanos);
                next[k] += measured[k][i].fights();
            }
        }
        Steady[] out = new Steady[n];
        for (int k = 0; k < n; k++) {
            Batch[] sorted = measured[k].clone();
            Arrays.sort(sorted, (a, b) -> Double.compare(a.fightsPerCpuSecond(), b.fightsPerCpuSecond()));
            out[k] = new Steady(sorted[batches / 2], measured[k]);
        }
        return out;
    }

    /**
     * The cost per creature turn of {@code large} against {@code small}, round by round (their batches of
     * the same index, played in the same round by {@link #interleaved}), as the median of the rounds (of
     * the middle two for an even count).
     */
    public static double turnCostRatio(Steady large, Steady small) {
        int rounds = Math.min(large.batches().length, small.batches().length);
        double[] ratios = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            double smallCost = small.batches()[i].cpuMicrosPerTurn();
            ratios[i] = smallCost == 0 ? 0 : large.batches()[i].cpuMicrosPerTurn() / smallCost;
        }
        return median(ratios);
    }

    /** The middle value (of the middle two for an even count) of values, which it sorts in place; not empty. */
    static double median(double[] values) {
        Arrays.sort(values);
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    /** CPU time of the whole process so far (every thread), or -1 where the JVM does not say. */
    public static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }
}
