package escarmouche.ssh.account;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.apache.sshd.server.auth.AsyncAuthException;

/**
 * Where password hashes are checked: a small pool of its own, so MINA's I/O threads never spend the tens
 * of milliseconds and megabytes an Argon2id check takes, and a bounded queue, so a flood of password
 * tries is refused at once instead of piling up work and memory. Threads end when idle.
 */
final class HashWorkers {
    /** One check at a time leaves the second core to the games; a few waiting is enough for real logins. */
    static final int THREADS = 1;
    static final int WAITING = 8;

    private final ThreadPoolExecutor pool;

    HashWorkers(int threads, int waiting) {
        pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(waiting), r -> {
            Thread t = new Thread(r, "escarmouche-password-check");
            t.setDaemon(true);
            return t;
        }, new ThreadPoolExecutor.AbortPolicy());
        pool.allowCoreThreadTimeOut(true);
    }

    /**
     * Runs {@code check} on the pool and answers MINA later: throws the {@link AsyncAuthException} MINA
     * waits on; returns normally only when the pool is full (the caller refuses at once). {@code done} sees
     * the result before MINA does.
     */
    void later(BooleanSupplier check, Consumer<Boolean> done) {
        AsyncAuthException pending = new AsyncAuthException();
        try {
            pool.execute(() -> {
                boolean ok;
                try {
                    ok = check.getAsBoolean();
                } catch (RuntimeException | OutOfMemoryError e) {
                    ok = false;
                }
                done.accept(ok);
                pending.setAuthed(ok);
            });
        } catch (RejectedExecutionException busy) {
            return;
        }
        throw pending;
    }
}
