package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.command.Command;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The AI's Dash goes through the engine's own refusal: once a creature's failed terrain check has ended its movement
 * this turn (MOVE-DIFFICULT, MOVE-PRONE), a {@code flee} rule does not dash, however the state reads, and a creature
 * the fall left prone stands up with its action (the seed's way up) rather than dashing.
 */
class NoDashAfterFailedCheckAiTest {
    private static AiCase fleeing() {
        return AiCase.of(TestScenario.map("############", "#..........#", "#..........#", "############")
                        .with("gob", "monsters", 3, 1, c -> c)
                        .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(30))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"flee\"}");
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a fleeing goblin dashes first, but not once its failed check ended its movement")
    void MOVE_DIFFICULT_fleeDoesNotDashAfterAFailedCheck() {
        assertEquals("dash", fleeing().next());
        // Movement that should not be there (no rule leaves any after the failure) shows that the engine's refusal,
        // not the movement left, keeps the AI from dashing: it walks off with what it has.
        String move = fleeing().during("gob", c -> {
            c.turn.movementLeft = 3;
            c.turn.movementEndedBy = "MOVE-DIFFICULT";
        }).next();
        assertEquals("move", move.split(" ")[0], move);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: thrown down by its own failed risky move, a goblin on flee and stand rules stands up"
            + " with its action")
    void MOVE_DIFFICULT_aiStandsWithItsActionRatherThanDashing() {
        AiCase c = AiCase.of(TestScenario.map("############", "#.,,,,,,,..#", "#..........#", "############")
                        .with("gob", "monsters", 1, 1, g -> g)
                        .with("hero", "party", 10, 2, h -> h.pc("fighter").hp(30))
                        .initiative("gob", "hero")
                        .dice(1))
                .rules("gob", "{\"do\": \"flee\"}, {\"do\": \"stand\"}");
        c.start();
        c.game().submit(new Command.Move(List.of(new Pos(2, 1), new Pos(3, 1), new Pos(4, 1)), "dex"));
        assertEquals(0, c.creature("gob").turn.movementLeft);
        assertEquals("stand with=action", c.next());
    }
}
