package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Work put aside for later (the local game's rules reference, read once the title screen is drawn). */
class WorkAsideTest {
    @Test
    @DisplayName("Work for later does not run before it is started, then runs once on a thread of its own")
    void runsOnceStarted() throws InterruptedException {
        AtomicInteger runs = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(1);
        Thread caller = Thread.currentThread();
        Thread[] ranOn = new Thread[1];
        WorkAside<String> later = WorkAside.later("test", () -> {
            ranOn[0] = Thread.currentThread();
            runs.incrementAndGet();
            done.countDown();
            return "read";
        });
        assertFalse(done.await(50, TimeUnit.MILLISECONDS), "not started: the work has not run");
        later.start();
        later.start();
        assertTrue(done.await(10, TimeUnit.SECONDS), "started: the work runs");
        assertEquals("read", later.get());
        assertEquals("read", later.get());
        assertEquals(1, runs.get(), "started twice and asked twice, run once");
        assertTrue(ranOn[0] != caller && ranOn[0].isDaemon() && ranOn[0].getName().equals("test"),
                "a daemon thread named after the work");
    }

    @Test
    @DisplayName("Work for later asked before it was started starts then, and gives its result")
    void askedFirstStartsIt() {
        WorkAside<StringBuilder> later = WorkAside.later("test", () -> new StringBuilder("read"));
        StringBuilder first = later.get();
        assertEquals("read", first.toString());
        assertSame(first, later.get());
    }

    @Test
    @DisplayName("Work that threw a checked exception comes wrapped with its words and the name of the work")
    void checkedComesWrapped() {
        WorkAside<Object> unreadable = WorkAside.later("rules reference", () -> {
            throw new IOException("disk gone");
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, unreadable::get);
        assertTrue(e.getMessage().contains("rules reference") && e.getMessage().contains("disk gone"), e.getMessage());
    }

    @Test
    @DisplayName("Work for later that failed throws what it threw each time it is asked")
    void throwsWhatItThrew() {
        IllegalStateException missing = new IllegalStateException("the rules reference is missing");
        WorkAside<Object> later = WorkAside.later("rules reference", () -> {
            throw missing;
        });
        later.start();
        assertSame(missing, assertThrows(IllegalStateException.class, later::get));
        assertSame(missing, assertThrows(IllegalStateException.class, later::get));
    }
}
