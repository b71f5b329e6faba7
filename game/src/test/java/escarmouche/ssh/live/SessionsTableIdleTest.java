package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.gate.Limits;
import escarmouche.ui.table.TableHall;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The idle time of a session whose screen sits at a table: the table's (no key of any seat, no command of the AI),
 * not the session's own keys alone, so that a game master who watches is not closed while the table plays.
 */
@Timeout(30)
class SessionsTableIdleTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);

    private final List<String> log = new CopyOnWriteArrayList<>();
    private Sessions sessions;

    @AfterEach
    void stop() {
        if (sessions != null) sessions.close();
    }

    /** A table seen from one seat: quiet for what the test says; closing says what the test says. */
    private static final class StubSeat implements TableHall.IdleSeat {
        final AtomicLong quiet = new AtomicLong();
        volatile String closes;
        final AtomicInteger keys = new AtomicInteger();
        final List<Long> asked = new CopyOnWriteArrayList<>();

        @Override
        public void keyed() {
            keys.incrementAndGet();
        }

        @Override
        public long quiet() {
            return quiet.get();
        }

        @Override
        public String closeQuiet(long idle) {
            asked.add(idle);
            return closes;
        }
    }

    @Test
    @DisplayName("A game master who presses nothing while the table moves is not closed after the idle time; once the"
            + " table is quiet past it, the session ends with the table's words, and is logged as idle")
    void aSessionAtAMovingTableIsNotIdle() throws Exception {
        sessions = new Sessions(Limits.DEFAULTS.withIdle(Duration.ofMillis(200)),
                (event, text) -> log.add(event.word() + " " + text), Duration.ofMillis(300));
        Session gm = assertInstanceOf(Sessions.Admitted.class, sessions.admit("gm", "a:1")).session();
        StubSeat seat = new StubSeat();
        gm.atTables(seat);
        CompletableFuture<String> told = new CompletableFuture<>();
        gm.onEnd(f -> told.complete(f.in(EN)), () -> { });
        // The table keeps moving (a player's keys, the AI): three idle times pass without a key of the game master's.
        long until = System.nanoTime() + Duration.ofMillis(700).toNanos();
        while (System.nanoTime() < until) {
            seat.quiet.set(0);
            Thread.sleep(20);
        }
        assertNull(gm.why(), "closed while the table moved");
        assertEquals(List.of(), seat.asked);
        // Now nobody at the table presses anything: the table closes, and the session with it.
        seat.closes = "ssh.end.idle.table.gm";
        seat.quiet.set(10_000);
        String message = told.get(5, TimeUnit.SECONDS);
        assertEquals("Nobody at your table pressed a key for 1 second: the table closed, and this session with it."
                + " Its fight is in your saves: Continue takes it up.", message);
        assertEquals(Session.End.IDLE, gm.why());
        assertEquals(List.of(200L), seat.asked);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (log.isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
        assertEquals(List.of("idle address=a:1 player=gm after=1s"), log);
    }

    @Test
    @DisplayName("A session's keys reach its table (any seat's key keeps the table awake); a session at no table (-1)"
            + " is idle on its own keys, with the plain words")
    void keysReachTheTableAndNoTableIsPlain() throws Exception {
        sessions = new Sessions(Limits.DEFAULTS.withIdle(Duration.ofMillis(200)),
                (event, text) -> log.add(event.word() + " " + text), Duration.ofMillis(300));
        Session bob = assertInstanceOf(Sessions.Admitted.class, sessions.admit("bob", "b:1")).session();
        StubSeat seat = new StubSeat();
        seat.quiet.set(-1);
        bob.atTables(seat);
        bob.keyed();
        assertEquals(1, seat.keys.get());
        CompletableFuture<String> told = new CompletableFuture<>();
        bob.onEnd(f -> told.complete(f.in(EN)), () -> { });
        assertEquals("This session was closed after 1 second without a key pressed.", told.get(5, TimeUnit.SECONDS));
        assertFalse(seat.asked.isEmpty(), "asked whether it sat at a quiet table");
    }
}
