package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.control.ReplayControl;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The AI's share of a fight is measured by replaying fights from their recorded AI answers: that holds only
 * if a replay is the same fight. Nothing here is timed; the figures' arithmetic is checked on made-up rounds.
 */
class AiShareTest {
    private static final List<String> ENCOUNTERS = List.of("ambush-in-the-crypt", "bandit-parley", "crypt-of-the-wight",
            "goblins-at-the-ford", "ogre-and-grapplers", "tutorial-duel", "wolf-pack", "zoid-rampage");

    @Test
    @DisplayName("every shipped encounter, replayed from its AI's answers without the AI, ends as it was played (seeds 1-12)")
    void replayIsTheSameFight() {
        for (String id : ENCOUNTERS) {
            Scenario ai = Simulation.allAi(Scripts.encounter(id));
            for (long seed = 1; seed <= 12; seed++) {
                RecordedAi recorded = new RecordedAi();
                Simulation.Fight played = Simulation.fight(ai, seed, new CoverMemory(), recorded::recording);
                ReplayControl replay = recorded.replay();
                Simulation.Fight again = Simulation.fight(ai, seed, new CoverMemory(), (b, services) -> replay);
                assertEquals(played, again, id + " seed " + seed);
                assertNull(replay.problem(), id + " seed " + seed);
                assertTrue(replay.done(), id + " seed " + seed + ": answers left over");
                assertTrue(recorded.size() > played.turns() / 2, id + " seed " + seed + ": " + recorded.size()
                        + " answers for " + played.turns() + " turns");
            }
        }
    }

    @Test
    @DisplayName("answers recorded in one fight do not pass for another's: the replay stops, saying where")
    void anotherFightsAnswers() {
        Scenario ford = Simulation.allAi(Scripts.encounter("goblins-at-the-ford"));
        RecordedAi first = new RecordedAi();
        Simulation.Fight played = Simulation.fight(ford, 1, new CoverMemory(), first::recording);
        // Seed 2 rolls another initiative and other hits: the answers soon fit no question the game asks.
        ReplayControl replay = first.replay();
        Simulation.Fight other = Simulation.fight(ford, 2, new CoverMemory(), (b, services) -> replay);
        assertNotNull(replay.problem(), "seed 2 took seed 1's answers");
        assertTrue(replay.problem().startsWith("input "), replay.problem());
        assertFalse(replay.done());
        assertNotEquals(played, other);
    }

    @Test
    @DisplayName("a round replays the very fights it played, and the medians come from the rounds")
    void roundsAndMedians() {
        Scenario duel = Simulation.allAi(Scripts.encounter("tutorial-duel"));
        AiShare.Measure m = AiShare.measure(duel, 1, 0, 3, 1);
        assertEquals(3, m.rounds().size());
        for (AiShare.Round r : m.rounds()) assertTrue(r.fights() >= 1 && r.withAiNanos() > 0 && r.replayedNanos() > 0, r.toString());
        // Three rounds: each median is one round's own figure.
        assertTrue(m.rounds().stream().anyMatch(r -> r.share() == m.share()), "median share " + m.share());
        assertTrue(m.rounds().stream().anyMatch(r -> r.withAiPerCpuSecond() == m.withAi()));
        assertTrue(m.rounds().stream().anyMatch(r -> r.replayedPerCpuSecond() == m.replayed()));
    }

    @Test
    @DisplayName("a round ends when it holds its most answers, however much CPU time it was given")
    void roundHoldsAtMostItsAnswers() {
        Scenario ford = Simulation.allAi(Scripts.encounter("goblins-at-the-ford"));
        assertEquals(1, AiShare.round(ford, 1, Long.MAX_VALUE, 1).fights());
        RecordedAi one = new RecordedAi();
        Simulation.fight(ford, 1, new CoverMemory(), one::recording);
        // Room for the first fight's answers and one more: a second fight, then the round stops.
        assertEquals(2, AiShare.round(ford, 1, Long.MAX_VALUE, one.size() + 1).fights());
    }

    @Test
    @DisplayName("a round's figures: rates per CPU second and the AI's share of the time")
    void roundArithmetic() {
        AiShare.Round r = new AiShare.Round(300, 100_000_000L, 40_000_000L);
        assertEquals(3000.0, r.withAiPerCpuSecond(), 1e-9);
        assertEquals(7500.0, r.replayedPerCpuSecond(), 1e-9);
        assertEquals(0.6, r.share(), 1e-12);
        assertEquals(0.0, new AiShare.Round(1, 0, 5).share());
        assertFalse(new AiShare.Round(1, 10, 20).share() > 0, "a replay that cost more gives no positive share");
    }
}
