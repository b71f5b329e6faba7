package escarmouche.simulate;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * A budget of this thread's CPU time, for the benchmark's batches. The thread's CPU clock is a system
 * call (1.4 to 1.5 us on the machine of docs/testing.md's figures, a third of a small fight's creature
 * turn), so it is read only once ten milliseconds of wall time have passed since its last reading: a
 * thread cannot spend more CPU time than wall time, so the budget cannot run out unseen in between. A
 * batch then plays at most ten milliseconds and a fight past its budget, and {@link #used()} reads the
 * clock once more for the figure, which counts every fight played.
 */
final class CpuBudget {
    /** Wall time between two readings of the CPU clock while the budget lasts. */
    static final long CHECK_NANOS = 10_000_000;
    private final ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    private final long budget;
    private final long start;
    private long lastLook;

    /** Starts counting now, this thread's CPU time. */
    CpuBudget(long budgetNanos) {
        this.budget = budgetNanos;
        this.lastLook = System.nanoTime();
        this.start = bean.getCurrentThreadCpuTime();
    }

    /** Whether the budget is spent: false without reading the CPU clock until ten milliseconds have passed. */
    boolean spent() {
        long now = System.nanoTime();
        if (now - lastLook < CHECK_NANOS) return false;
        lastLook = now;
        return used() >= budget;
    }

    /** CPU nanoseconds this thread has spent since the budget started, read now. */
    long used() {
        return bean.getCurrentThreadCpuTime() - start;
    }
}
