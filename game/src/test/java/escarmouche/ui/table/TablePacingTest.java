package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TablePacingTest {
    /** A timer that keeps its tasks until the test runs them. */
    private static final class HeldTimer implements TablePacing.Timer {
        final List<Runnable> tasks = new ArrayList<>();
        final List<Integer> waits = new ArrayList<>();

        @Override
        public void after(int millis, Runnable task) {
            waits.add(millis);
            tasks.add(task);
        }

        /** Runs the oldest task; false when none is waiting. */
        boolean runNext() {
            if (tasks.isEmpty()) return false;
            tasks.remove(0).run();
            return true;
        }
    }

    /** The goblin acts first: it walks up to the hero, then strikes, then the hero's player is asked. */
    private static EncounterCatalog.Opened duel() {
        return new EncounterCatalog.Opened(TestScenario.map("########", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").build(), List.of());
    }

    private static Table started(TableHall hall, AtomicInteger woken) {
        Table t = hall.open("gm", duel(), 7, FightSaves.NONE).table();
        assertNull(t.join("gm", woken::incrementAndGet));
        t.start("gm");
        return t;
    }

    private static List<String> events(Table t) {
        synchronized (t.lock()) {
            return t.fight().battle().log().events().stream().map(LoggedEvent::toString).toList();
        }
    }

    @Test
    @DisplayName("A paced table plays the AI's commands one per tick of its timer, each screen woken after each, and ends where an unpaced table does")
    void oneCommandPerTick() {
        AtomicInteger unpacedWakes = new AtomicInteger();
        Table unpaced = started(new TableHall(), unpacedWakes);
        List<String> whole = events(unpaced);

        HeldTimer timer = new HeldTimer();
        AtomicInteger woken = new AtomicInteger();
        Table paced = started(new TableHall(System::currentTimeMillis, 60_000, new TablePacing(450, timer)), woken);
        List<String> before = events(paced);
        assertTrue(before.size() < whole.size(), "nothing the goblin does is played before the first tick");
        assertEquals(List.of(450), timer.waits, "one command waits on the timer, for the pace");

        int ticks = 0;
        List<String> last = before;
        while (true) {
            int wakesBefore = woken.get();
            if (!timer.runNext()) break;
            ticks++;
            List<String> now = events(paced);
            assertTrue(now.size() > last.size(), "tick " + ticks + " played a command");
            assertEquals(wakesBefore + 1, woken.get(), "tick " + ticks + " woke the screen");
            assertTrue(timer.tasks.size() <= 1, "never two commands waiting at once");
            last = now;
        }
        assertTrue(ticks >= 2, "the goblin's walk and its blow are two ticks, not one: " + ticks);
        assertEquals(whole, last, "the same fight as played at once");
        synchronized (paced.lock()) {
            assertTrue(paced.fight().game().awaitingPlayer(), "the hero's player is asked");
        }
    }

    @Test
    @DisplayName("A screen that joins or moves while a command waits asks for no second one")
    void noSecondWait() {
        HeldTimer timer = new HeldTimer();
        Table t = started(new TableHall(System::currentTimeMillis, 60_000, new TablePacing(450, timer)), new AtomicInteger());
        assertNull(t.join("gm", () -> { }), "the game master comes back on a new screen");
        t.moved("gm");
        t.dropToAi("gm", true);
        assertEquals(1, timer.tasks.size());
    }

    @Test
    @DisplayName("A tick that comes after the table closed plays nothing")
    void closedTablesStayStill() {
        HeldTimer timer = new HeldTimer();
        Runnable screen = () -> { };
        Table t = new TableHall(System::currentTimeMillis, 60_000, new TablePacing(450, timer))
                .open("gm", duel(), 7, FightSaves.NONE).table();
        t.join("gm", screen);
        t.start("gm");
        List<String> before = events(t);
        t.leave("gm", screen);
        assertTrue(t.closed(), "everyone left");
        assertTrue(timer.runNext());
        assertEquals(before, events(t));
        assertFalse(timer.runNext(), "and asks for no other tick");
    }

    @Test
    @DisplayName("The game master steps the pace through its list (a server's pace between two steps too); the next wait is the new one")
    void theGameMasterSetsThePace() {
        HeldTimer timer = new HeldTimer();
        Table t = started(new TableHall(System::currentTimeMillis, 60_000, new TablePacing(450, timer)), new AtomicInteger());
        assertTrue(t.paceAdjustable());
        t.pace("gm", true);
        assertEquals(700, t.pace());
        t.pace("someone", false);
        assertEquals(700, t.pace(), "only the game master sets it");
        assertTrue(timer.runNext());
        assertEquals(List.of(450, 700), timer.waits, "the command that waited kept its wait, the next one has the new");

        Table between = started(new TableHall(System::currentTimeMillis, 60_000, new TablePacing(1200, new HeldTimer())),
                new AtomicInteger());
        between.pace("gm", false);
        assertEquals(1000, between.pace());
        for (int i = 0; i < Table.PACES.size() + 2; i++) between.pace("gm", true);
        assertEquals(2500, between.pace(), "no slower than the last step");
        for (int i = 0; i < Table.PACES.size() + 2; i++) between.pace("gm", false);
        assertEquals(0, between.pace(), "no faster than at once");
    }

    @Test
    @DisplayName("Set to at once, the table plays the AI's commands without waiting, to where an unpaced table is; set back, it waits again")
    void atOnceAndBack() {
        Table unpaced = started(new TableHall(), new AtomicInteger());
        HeldTimer timer = new HeldTimer();
        Table t = started(new TableHall(System::currentTimeMillis, 60_000, new TablePacing(150, timer)), new AtomicInteger());
        t.pace("gm", false);
        assertEquals(0, t.pace());
        assertEquals(events(unpaced), events(t), "everything up to the hero's player's move is played at once");
        List<String> now = events(t);
        assertTrue(timer.runNext(), "the command that was waiting still comes");
        assertEquals(now, events(t), "and finds nothing left for the AI to play");
        assertFalse(timer.runNext());
        t.pace("gm", true);
        assertEquals(150, t.pace());
        assertTrue(timer.tasks.isEmpty(), "nothing waits while a player has the move");
    }

    @Test
    @DisplayName("A table without a timer plays at once and its pace cannot be changed")
    void noTimerNoPace() {
        Table t = started(new TableHall(), new AtomicInteger());
        assertFalse(t.paceAdjustable());
        t.pace("gm", true);
        assertEquals(0, t.pace());
    }
}
