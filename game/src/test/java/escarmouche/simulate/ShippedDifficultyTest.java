package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.model.DifficultyBand;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.testing.RealContent;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped encounter's {@code difficulty} is the band of its odds ({@link DifficultyBand}), so the labels
 * of the encounter list agree with the win rates beside them, and content that drifts (a monster made weaker,
 * an AI that plays better) is caught here rather than by a beginner who picks a "hard" fight won 99 % of the
 * time. 200 fights each, on the seeds the list's odds and {@code ./play simulate} use (the scenario's seed plus
 * i): the same answer every run, the first half of the list's 400 fights, and about 11 s of work for all eight.
 */
class ShippedDifficultyTest {
    private static final int RUNS = 200;

    static List<String> shipped() {
        return RealContent.content().encounters().stream().map(EncounterInfo::id).sorted().toList();
    }

    @Test
    @DisplayName("All eight shipped encounters are measured")
    void allEightAreMeasured() {
        assertEquals(List.of("ambush-in-the-crypt", "bandit-parley", "crypt-of-the-wight", "goblins-at-the-ford",
                "ogre-and-grapplers", "tutorial-duel", "wolf-pack", "zoid-rampage"), shipped());
    }

    @ParameterizedTest(name = "{0}: its difficulty is the band of its odds")
    @MethodSource("shipped")
    void theLabelIsTheBandOfItsOdds(String id) {
        Scenario s = RealContent.encounter(id);
        long seed = s.seed() == null ? 0 : s.seed();
        int wins = Simulation.played(s, RUNS, seed, 2, n -> { }).partyWon().cardinality();
        assertEquals(DifficultyBand.of(wins, RUNS), s.difficulty(), String.format(Locale.ROOT,
                "%s: the party wins %d of %d fights (%.1f %%), seeds %d to %d", id, wins, RUNS, 100.0 * wins / RUNS,
                seed, seed + RUNS - 1));
    }
}
