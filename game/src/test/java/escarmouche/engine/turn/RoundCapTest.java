package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.model.Scenario;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A fight nobody can win stops after the last round allowed, and says so with that round's number. */
class RoundCapTest {
    private static Scenario apart() {
        return TestScenario.map(
                        "#####",
                        "#.#.#",
                        "#####")
                .with("hero", "party", 1, 1, c -> c.hp(20).ac(16).weapons(TestScenario.SCIMITAR))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .build();
    }

    @Test
    @DisplayName("TURN-ORDER: the round cap is reported as the last round played, 200, not 201")
    void capIsTheLastRoundPlayed() {
        List<JsonNode> events = Runs.events(Simulation.allAi(apart()), 3, "");
        List<JsonNode> ends = Runs.ofType(events, "end");
        assertEquals(1, ends.size());
        assertEquals(TurnSystem.MAX_ROUNDS, ends.get(0).get("round").asInt());
        assertEquals("none", ends.get(0).get("winner").asText());
        assertEquals(TurnSystem.MAX_ROUNDS, events.get(events.size() - 1).get("round").asInt(), "the final state");
        assertEquals(TurnSystem.MAX_ROUNDS, Simulation.fight(Simulation.allAi(apart()), 3).rounds());
    }
}
