package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A creature on the AI whose behaviour has a {@code stand} rule, thrown down by its own failed terrain check with no
 * movement left, stands up with its action (the seed's clause of MOVE-DIFFICULT); prone for another reason with
 * no movement, it cannot stand, and the rule gives nothing.
 */
class StandWithActionAiTest {
    private static AiCase prone(String fellOn) {
        return AiCase.of(TestScenario.map("##########", "#........#", "#........#", "##########")
                        .with("gob", "monsters", 1, 1, c -> c)
                        .with("hero", "party", 7, 2, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"stand\"}")
                .during("gob", c -> {
                    c.conditions.gain(Condition.PRONE);
                    c.turn.movementLeft = 0;
                    c.turn.fellOn = fellOn;
                });
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: fallen from its own failed check, with no movement left, the AI stands with its action")
    void MOVE_DIFFICULT_aiStandsUpWithItsAction() {
        assertEquals("stand with=action", prone("MOVE-DIFFICULT").next());
        assertEquals("end", prone(null).next());
    }
}
