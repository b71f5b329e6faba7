package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.sshd.server.auth.AsyncAuthException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(20)
class HashWorkersTest {
    @Test
    @DisplayName("checks run off the caller's thread and answer MINA through AsyncAuthException")
    void answersLater() throws Exception {
        HashWorkers workers = new HashWorkers(1, 1);
        AtomicReference<String> thread = new AtomicReference<>();
        AsyncAuthException pending = assertThrows(AsyncAuthException.class,
                () -> workers.later(() -> {
                    thread.set(Thread.currentThread().getName());
                    return true;
                }, ok -> {}));
        CountDownLatch answered = new CountDownLatch(1);
        AtomicReference<Boolean> result = new AtomicReference<>();
        pending.addListener(ok -> {
            result.set(ok);
            answered.countDown();
        });
        assertTrue(answered.await(10, TimeUnit.SECONDS));
        assertEquals(Boolean.TRUE, result.get());
        assertEquals("escarmouche-password-check", thread.get());
    }

    @Test
    @DisplayName("a flood of checks is refused at once beyond the bounded queue, not piled up")
    void floodIsRefused() throws Exception {
        HashWorkers workers = new HashWorkers(1, 1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch running = new CountDownLatch(1);
        assertThrows(AsyncAuthException.class, () -> workers.later(() -> {
            running.countDown();
            try {
                return release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                return false;
            }
        }, ok -> {}));
        assertTrue(running.await(10, TimeUnit.SECONDS));
        assertThrows(AsyncAuthException.class, () -> workers.later(() -> true, ok -> {}));
        // Pool busy and queue full: returns normally, meaning "refused now".
        workers.later(() -> true, ok -> {});
        release.countDown();
    }
}
