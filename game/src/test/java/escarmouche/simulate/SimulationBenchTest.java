package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The benchmark's bookkeeping, not its speed (nothing here is timed): batches taken in turn keep each
 * fight's count and order, and the cost ratio of two fights is taken round by round.
 */
class SimulationBenchTest {
    @Test
    @DisplayName("interleaved batches: every fight gets its own measured batches, in the order given, each at least one fight")
    void eachFightGetsItsBatches() {
        List<Scenario> fights = List.of(Scripts.encounter("tutorial-duel"), Scripts.encounter("goblins-at-the-ford"));
        SimulationBench.Steady[] steady = SimulationBench.interleaved(fights, 1, 0, 3, 1);
        assertEquals(2, steady.length);
        for (SimulationBench.Steady s : steady) {
            assertEquals(3, s.batches().length);
            for (SimulationBench.Batch b : s.batches()) assertTrue(b.fights() >= 1 && b.turns() > 0, b.toString());
            assertTrue(List.of(s.batches()).contains(s.median()));
        }
        // The duel has two creatures, the ford nine: a ford fight takes more creature turns.
        double duel = (double) steady[0].median().turns() / steady[0].median().fights();
        double ford = (double) steady[1].median().turns() / steady[1].median().fights();
        assertTrue(ford > duel, "turns per fight: duel " + duel + ", ford " + ford);
    }

    @Test
    @DisplayName("a batch plays until its CPU budget is spent, though it reads the CPU clock only every ten milliseconds")
    void batchSpendsItsBudget() {
        long budget = 3 * CpuBudget.CHECK_NANOS;
        SimulationBench.Batch b = SimulationBench.batch(Simulation.allAi(Scripts.encounter("tutorial-duel")), 1, budget);
        // The loop stops only once a reading says the budget is spent, and the figure is read after it.
        assertTrue(b.cpuNanos() >= budget, b.toString());
        assertTrue(b.fights() > 1 && b.turns() > b.fights(), b.toString());
    }

    @Test
    @DisplayName("the cost ratio of two fights is the median of their round-by-round ratios, not the ratio of their medians")
    void ratioRoundByRound() {
        // Round by round the large fight costs 2, 3 and 2.5 times the small one (µs per turn: cpu / 1e3 / turns).
        SimulationBench.Steady small = steady(new long[] {1_000, 2_000, 4_000});
        SimulationBench.Steady large = steady(new long[] {2_000, 6_000, 10_000});
        assertEquals(2.5, SimulationBench.turnCostRatio(large, small), 1e-9);
        // An even count takes the middle two: 2, 2.5, 3 and 4.
        SimulationBench.Steady small4 = steady(new long[] {1_000, 2_000, 4_000, 1_000});
        SimulationBench.Steady large4 = steady(new long[] {2_000, 6_000, 10_000, 4_000});
        assertEquals(2.75, SimulationBench.turnCostRatio(large4, small4), 1e-9);
    }

    /** Batches of one fight of one turn each, costing the given CPU nanoseconds; the median is the first. */
    private static SimulationBench.Steady steady(long[] cpuNanos) {
        SimulationBench.Batch[] batches = new SimulationBench.Batch[cpuNanos.length];
        for (int i = 0; i < cpuNanos.length; i++) batches[i] = new SimulationBench.Batch(1, 1, cpuNanos[i], -1);
        return new SimulationBench.Steady(batches[0], batches);
    }
}
