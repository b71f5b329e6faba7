package escarmouche.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C (or {@code kill}) during a long {@code simulate}: the fights over so far are reported rather than lost.
 * The JVM runs its shutdown hooks on the signal; this one says "enough" to the simulation, which stops taking
 * fights and finishes those it took, and holds the process open, a few seconds at most, while the command
 * prints what it has. The process then ends as a signal ends it (exit 130 on Ctrl-C).
 */
final class EnoughSignal implements AutoCloseable {
    /** Longer than any fight in progress takes to end; a stuck one does not hold the process for good. */
    static final long WAIT_SECONDS = 10;

    private final ShutdownHooks hooks;
    private final AtomicBoolean asked = new AtomicBoolean();
    private final CountDownLatch over = new CountDownLatch(1);
    private final Thread hook = new Thread(this::askAndWait, "escarmouche-simulate-enough");

    EnoughSignal(ShutdownHooks hooks) {
        this.hooks = hooks;
        hooks.add(hook);
    }

    /** Whether the signal came: the simulation stops taking fights. */
    boolean asked() {
        return asked.get();
    }

    private void askAndWait() {
        asked.set(true);
        try {
            over.await(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The report is out, or the command is over without one: the process may end. */
    @Override
    public void close() {
        over.countDown();
        hooks.remove(hook);
    }
}
