package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.Scenario;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fights a report names to watch: picked by run index, so whatever order and thread they came on. */
class FightsToWatchTest {
    /** A scenario of one creature: the tallies below count one. */
    private static final Scenario ONE = TestScenario.map("###", "#.#", "###").with("hero", "party", 1, 1, c -> c.hp(5)).build();

    private static Simulation.Fight fight(String winner, int rounds) {
        return new Simulation.Fight(winner, rounds, List.of(true), List.of(0), List.of(0));
    }

    /** Runs 0..5: party 4 rounds, monsters 7, none 9, monsters 9, party 9, none 2. */
    private static final List<Simulation.Fight> RUNS = List.of(fight("party", 4), fight("monsters", 7), fight("none", 9),
            fight("monsters", 9), fight("party", 9), fight("none", 2));

    private static SimulationTally tally(int... order) {
        SimulationTally t = new SimulationTally(1);
        for (int i : order) t.add(i, RUNS.get(i));
        return t;
    }

    @Test
    @DisplayName("The longest (first of equals), the first defeat and the first draw, with their seeds, in any order")
    void picks() {
        List<Report.FightToWatch> expected = List.of(new Report.FightToWatch("longest", 102, 9, "none"),
                new Report.FightToWatch("defeat", 101, 7, "monsters"), new Report.FightToWatch("no-winner", 102, 9, "none"));
        assertEquals(expected, Report.of(ONE, 100, tally(0, 1, 2, 3, 4, 5)).toWatch());
        assertEquals(expected, Report.of(ONE, 100, tally(5, 4, 3, 2, 1, 0)).toWatch());
        SimulationTally a = tally(4, 3, 5);
        a.merge(tally(2, 0, 1));
        assertEquals(expected, Report.of(ONE, 100, a).toWatch(), "merged tallies");
    }

    @Test
    @DisplayName("Only what happened: no defeat or draw named when every fight was won")
    void onlyWhatHappened() {
        SimulationTally t = new SimulationTally(1);
        t.add(0, fight("party", 3));
        t.add(1, fight("party", 5));
        assertEquals(List.of(new Report.FightToWatch("longest", 8, 5, "party")), Report.of(ONE, 7, t).toWatch());
        assertEquals(List.of(), Report.of(ONE, 7, new SimulationTally(1)).toWatch(), "no fight, nothing to watch");
    }
}
