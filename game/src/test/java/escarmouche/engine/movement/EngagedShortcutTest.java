package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.testing.EveryEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
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

    @Test
    @DisplayName("OA-DISENGAGE: an enemy in reach that cannot see the creature does not hold it, asked either way")
    void unseenIsNotHeld() {
        // The fights above never have an enemy in reach that cannot see: the shortcut draws sight last.
        for (boolean invisible : new boolean[] {false, true}) {
            Fight f = Fight.of(TestScenario.map("######", "#....#", "######")
                    .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                    .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(12))
                    .initiative("hero", "gob")).start();
            if (invisible) f.creature("hero").conditions.gain(Condition.INVISIBLE);
            MovementService movement = f.game().services().movement;
            Creature hero = f.creature("hero");
            assertEquals(!invisible, !movement.engaged(hero).isEmpty(), "invisible " + invisible);
            assertEquals(!invisible, movement.isEngaged(hero), "invisible " + invisible);
        }
    }
}
