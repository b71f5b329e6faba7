package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DASH: the engine refuses a Dash at speed 0 (it could only add 0); a fleeing creature held or exhausted to
 * speed 0 takes its next rule instead of planning one.
 */
class DashAtSpeedZeroAiTest {
    private static AiCase fleeing() {
        return AiCase.of(TestScenario.map("############", "#..........#", "#..........#", "############")
                        .with("gob", "monsters", 3, 1, c -> c)
                        .with("hero", "party", 8, 2, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"flee\"}, {\"do\": \"hold\"}");
    }

    @Test
    @DisplayName("ACT-DASH / COND-GRAPPLED, HP-EXHAUSTION: at its speed a fleeing goblin dashes; at speed 0 it does not")
    void ACT_DASH_noDashPlannedAtSpeedZero() {
        assertEquals("dash", fleeing().next());
        assertNotEquals("dash", fleeing().before("gob", c -> c.conditions.gain(Condition.GRAPPLED)).next());
        assertNotEquals("dash", fleeing().before("gob", c -> c.conditions.gain(Condition.RESTRAINED)).next());
        assertNotEquals("dash", fleeing().before("gob", c -> c.health.exhaustion = 5).next());
    }
}
