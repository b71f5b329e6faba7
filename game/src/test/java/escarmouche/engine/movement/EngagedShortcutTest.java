package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.testing.EveryEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link MovementService#isEngaged}, the AI's "is anyone holding it in melee?", answers as the full list
 * of the enemies it is engaged with does, for every creature after every event of whole fights: moves,
 * opportunity attacks, grapples, conditions and deaths change who is engaged with whom.
 */
class EngagedShortcutTest {
    @Test
    @DisplayName("OA-DISENGAGE: whether a creature is engaged is the same asked alone or read off the list of those it is engaged with")
    void sameAsTheList() {
        int[] asked = {0, 0};
        for (String encounter : List.of("ogre-and-grapplers", "wolf-pack", "crypt-of-the-wight")) {
            EveryEvent.check(encounter, 4, (game, e) -> {
                MovementService movement = game.services().movement;
                for (Creature c : game.battle().living()) {
                    boolean listed = !movement.engaged(c).isEmpty();
                    assertEquals(listed, movement.isEngaged(c), encounter + " " + c.id() + " after " + e.event());
                    asked[listed ? 1 : 0]++;
                }
            });
        }
        // Both answers must come up many times.
        assertTrue(asked[0] > 1000 && asked[1] > 1000, "not engaged " + asked[0] + ", engaged " + asked[1]);
    }
}
