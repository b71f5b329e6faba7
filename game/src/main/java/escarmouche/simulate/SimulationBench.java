package escarmouche.simulate;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

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
        long start = bean.getCurrentThreadCpuTime();
        long used = 0;
        int fights = 0;
        long turns = 0;
        // As in a simulation: the fights of one thread share their cover answers.
        CoverMemory cover = new CoverMemory();
        while (fights == 0 || used < cpuNanos) {
            turns += Simulation.fight(allAi, seed + fights, cover).turns();
            fights++;
            used = bean.getCurrentThreadCpuTime() - start;
        }
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

    /** A warm-up batch, then {@code batches} measured ones of {@code cpuNanos} each; the median is the figure. */
    public static Steady steady(Scenario scenario, long seed, long warmupNanos, int batches, long cpuNanos) {
        Scenario ai = Simulation.allAi(scenario);
        Batch warm = batch(ai, seed, warmupNanos);
        Batch[] measured = new Batch[batches];
        long next = seed + warm.fights();
        for (int i = 0; i < batches; i++) {
            measured[i] = batch(ai, next, cpuNanos);
            next += measured[i].fights();
        }
        Batch[] sorted = measured.clone();
        Arrays.sort(sorted, (a, b) -> Double.compare(a.fightsPerCpuSecond(), b.fightsPerCpuSecond()));
        return new Steady(sorted[batches / 2], measured);
    }

    /** CPU time of the whole process so far (every thread), or -1 where the JVM does not say. */
    public static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }
}
