package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.log.LogEvent;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TableTimerTest {
    @Test
    @DisplayName("The tables' timer runs its tasks in order on its own daemon thread, writes a task's fault to the server log as an error, and runs the next ones after it")
    void faultsAreLoggedAndTheTimerGoesOn() throws InterruptedException {
        List<String> lines = new CopyOnWriteArrayList<>();
        List<String> threads = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        try (TableTimer timer = new TableTimer((event, text) -> lines.add(event + " " + text))) {
            timer.after(1, () -> {
                threads.add(Thread.currentThread().getName() + (Thread.currentThread().isDaemon() ? " daemon" : ""));
                throw new IllegalStateException("no active creature");
            });
            timer.after(20, done::countDown);
            assertTrue(done.await(10, TimeUnit.SECONDS), "the task after the fault ran");
        }
        assertEquals(List.of("table-pace daemon"), threads);
        assertEquals(List.of(LogEvent.ERROR + " table fault java.lang.IllegalStateException:?no?active?creature"), lines);
    }

    @Test
    @DisplayName("Once the server stopped, a table asking for the timer is not refused with an exception")
    void closedTimerIgnoresTasks() {
        TableTimer timer = new TableTimer((event, text) -> { });
        timer.close();
        assertDoesNotThrow(() -> timer.after(1, () -> { }));
    }
}
