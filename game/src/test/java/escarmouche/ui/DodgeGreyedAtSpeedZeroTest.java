package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DODGE in the action menu: at speed 0 the engine refuses the Dodge (it would be lost at once), so the menu
 * greys it with that reason instead of offering its odds.
 */
class DodgeGreyedAtSpeedZeroTest extends ScreenTest {
    /** The hero (a fighter), restrained or not, a goblin beside it; the hero acts first. */
    private static TestScenario beside(Condition... conditions) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(conditions))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    /** The action menu open, the selection moved down to the Dodge entry (o). */
    private void dodgeSelected() {
        h.keys(" ");
        for (int i = 0; i < 40 && !h.shows("▶ o "); i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("▶ o "), h.screen());
    }

    @Test
    @DisplayName("ACT-DODGE / COND-RESTRAINED: restrained, the Dodge is greyed with the engine's reason, no odds")
    void ACT_DODGE_greyedWhenRestrained() {
        h = Harness.inFight(beside(Condition.RESTRAINED), data);
        dodgeSelected();
        assertTrue(h.shows("│ ▶ o Dodge · lost at speed 0   "), h.screen());
        // The whole reason under the list, over two rows.
        assertTrue(h.shows("│ Not possible now: hero is restrained: at speed 0 a dodge would be lost   │"), h.screen());
        assertTrue(h.shows("│ at once   "), h.screen());
        assertFalse(h.shows("while you dodge"), h.screen());
    }

    @Test
    @DisplayName("ACT-DODGE: at its speed, the Dodge is offered with its odds")
    void ACT_DODGE_offeredAtSpeed() {
        h = Harness.inFight(beside(), data);
        dodgeSelected();
        assertTrue(h.shows("while you dodge"), h.screen());
        assertFalse(h.shows("Not possible now"), h.screen());
    }
}
