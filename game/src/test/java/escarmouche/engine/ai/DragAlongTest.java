package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A scripted creature that holds someone walks only where its victim can be dragged along (GRAP-DRAG),
 * and lets go (GRAP-RELEASE) when its victim cannot follow even its first step: the game never refuses
 * its move.
 */
class DragAlongTest {
    /** The goblin holds the unconscious hero beside it and charges the other foe, kenji. */
    private static AiCase holding(TestScenario map, int gx, int gy, int hx, int hy, int kx, int ky) {
        AiCase s = AiCase.of(map
                        .with("gob", "monsters", gx, gy, c -> c)
                        .with("hero", "party", hx, hy, c -> {
                            c.hp = -3;
                            c.conditions = List.of(Condition.UNCONSCIOUS, Condition.PRONE);
                            return c;
                        })
                        .with("kenji", "party", kx, ky, c -> c)
                        .initiative("gob", "hero", "kenji"))
                .rules("gob", "{\"do\": \"attack\", \"provoke\": true}")
                .before("hero", c -> {
                    c.conditions.gain(Condition.GRAPPLED);
                    c.conditions.setSource(Condition.GRAPPLED, "gob");
                });
        s.game().battle().noteHeld(Condition.GRAPPLED);
        return s;
    }

    @Test
    @DisplayName("GRAP-DRAG: its walk stops before the step its victim cannot follow (a wall in the way)")
    void stopsBeforeTheStepItsVictimCannotFollow() {
        AiCase s = holding(TestScenario.map(
                "#########",
                "#..#....#",
                "#.......#",
                "#########"), 2, 2, 2, 1, 7, 2);
        // Dragging halves its speed: 3 squares paid for, but after the first the hero would be pulled into the wall.
        assertEquals("move 3,2", s.next());
    }

    @Test
    @DisplayName("GRAP-DRAG, GRAP-RELEASE: when its victim cannot follow even the first step, it lets go and walks on alone")
    void letsGoWhenTheVictimCannotFollow() {
        AiCase s = holding(TestScenario.map(
                "#########",
                "#..#....#",
                "#.......#",
                "#########"), 2, 2, 2, 1, 7, 2);
        s.play();
        assertEquals("release", s.next());
        s.play();
        assertEquals(List.of(), s.game().battle().heldBy(s.creature("gob")));
        assertEquals("move 4,2 5,2 6,2", s.next());
    }
}
