package escarmouche.ssh.load;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Makes every player type a key every {@code periodMs}, each at its own phase. The keys move the title
 * menu's selection down, then up, then down again: each redraws two lines and never leaves the screen.
 * A key is only sent once the previous one has been answered; one unanswered for two seconds is lost.
 */
final class Typist implements AutoCloseable {
    static final String DOWN = "\u001b[B";
    static final String UP = "\u001b[A";
    private static final long LOST_NANOS = 2_000_000_000L;

    final AtomicLong sent = new AtomicLong();
    /** Ticks where the previous key was still waiting for its screen, so none was sent. */
    final AtomicLong waited = new AtomicLong();
    final AtomicLong lost = new AtomicLong();
    final AtomicLong errors = new AtomicLong();
    private final List<ScheduledFuture<?>> tasks = new ArrayList<>();

    Typist(List<Player> players, ScheduledExecutorService scheduler, long periodMs, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (Player p : players) {
            long[] count = {0};
            tasks.add(scheduler.scheduleAtFixedRate(() -> {
                try {
                    long since = p.pendingSince();
                    if (since != 0) {
                        if (System.nanoTime() - since < LOST_NANOS) {
                            waited.incrementAndGet();
                            return;
                        }
                        p.forgetPending();
                        lost.incrementAndGet();
                    }
                    p.key(count[0]++ % 2 == 0 ? DOWN : UP);
                    sent.incrementAndGet();
                } catch (Exception | Error e) {
                    errors.incrementAndGet();
                }
            }, random.nextLong(periodMs * 1000) , periodMs * 1000, TimeUnit.MICROSECONDS));
        }
    }

    void reset() {
        sent.set(0);
        waited.set(0);
        lost.set(0);
        errors.set(0);
    }

    @Override
    public void close() {
        for (ScheduledFuture<?> t : tasks) t.cancel(false);
    }
}
