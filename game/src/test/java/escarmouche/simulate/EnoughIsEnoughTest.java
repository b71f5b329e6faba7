package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A simulation told "enough" (a GM's Ctrl-C) reports the fights it finished, and those are the first ones: the
 * report is the one a run of that many fights gives, on one thread or several.
 */
class EnoughIsEnoughTest {
    private static final Scenario WOLVES = Scripts.encounter("wolf-pack");

    @Test
    @DisplayName("one thread: told enough before the eighth fight, it reports seven, as --runs 7 does")
    void oneThreadStopsBetweenFights() {
        AtomicInteger asked = new AtomicInteger();
        Report partial = Simulation.runUntil(WOLVES, 1_000, 5, 1, n -> { }, () -> asked.incrementAndGet() > 7);
        assertEquals(7, partial.runs());
        assertEquals(Simulation.run(WOLVES, 7, 5, 1, n -> { }), partial);
    }

    @Test
    @DisplayName("two threads: the fights taken are played out, so those over are the first N, as --runs N gives them")
    void twoThreadsReportTheFirstFights() {
        AtomicInteger done = new AtomicInteger();
        Report partial = Simulation.runUntil(WOLVES, 1_000_000, 5, 2, done::set, () -> done.get() >= 150);
        assertTrue(partial.runs() >= 150 && partial.runs() < 1_000_000, "stopped early: " + partial.runs());
        assertEquals(Simulation.run(WOLVES, partial.runs(), 5, 2, n -> { }), partial);
    }

    @Test
    @DisplayName("never told enough, it is the whole run")
    void notToldItIsTheWholeRun() {
        assertEquals(Simulation.run(WOLVES, 40, 5, 2, n -> { }), Simulation.runUntil(WOLVES, 40, 5, 2, n -> { }, () -> false));
    }
}
