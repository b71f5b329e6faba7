package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-FRIGHTENED (house): a frightened hero may only defend itself. With a foe in reach that the Dodge would make
 * miss more often, the action menu opens on the Dodge, the one action fear leaves that helps, rather than on the
 * first one allowed (Disengage).
 */
class FrightenedDodgeFirstTest extends ScreenTest {
    /** The hero (a fighter), frightened or not, a goblin beside him; the hero acts first. */
    private static TestScenario besideAGoblin(boolean frightened) {
        return TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> frightened
                        ? c.pc("fighter").hp(20).ac(16).conditions(Condition.FRIGHTENED) : c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("COND-FRIGHTENED: frightened with a goblin in reach, the action menu opens on the Dodge and its odds")
    void COND_FRIGHTENED_menuOpensOnDodge() {
        h = Harness.inFight(besideAGoblin(true), data);
        h.keys(" ");
        assertTrue(h.shows("▶ o Dodge (gob: 35% to hit you, 12% while you dodge)"), h.screen());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: unafraid beside the same goblin, the action menu opens on Attack as before")
    void COND_FRIGHTENED_unafraidMenuOpensOnAttack() {
        h = Harness.inFight(besideAGoblin(false), data);
        h.keys(" ");
        assertTrue(h.shows("▶ a Attack"), h.screen());
    }
}
