package escarmouche.launch;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * Work done on a daemon thread of its own, started when the caller says, whose result is waited for when
 * first asked. Asking before it started starts it. A daemon thread: a game that ends before asking does not
 * wait for it. What the work threw is thrown again to whoever asks, each time.
 */
final class WorkAside<T> implements Supplier<T> {
    private final String what;
    private final FutureTask<T> task;
    private boolean started;

    private WorkAside(String what, Callable<T> work) {
        this.what = what;
        this.task = new FutureTask<>(work);
    }

    /** Work started by {@link #start} or by the first {@link #get}, whichever comes first. */
    static <T> WorkAside<T> later(String what, Callable<T> work) {
        return new WorkAside<>(what, work);
    }

    /** Starts the work on its thread, if it has not started yet. */
    synchronized void start() {
        if (started) return;
        started = true;
        Thread thread = new Thread(task, what);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public T get() {
        start();
        try {
            return task.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException("cannot read the " + what + ": " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the " + what, e);
        }
    }
}
