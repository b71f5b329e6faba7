package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Look mode (v) says what a creature threatens as the opportunity rules see it: a frightened one, under the
 * house rules, makes no opportunity attack and may only defend itself, so it threatens nobody. At 80x24.
 */
class FrightenedThreatsTest extends ScreenTest {
    /** The hero (a fighter), frightened, beside a goblin with a scimitar; the hero acts first. */
    private static TestScenario frightenedBeside(RuleSet rules) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(Condition.FRIGHTENED))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob")
                .rules(rules);
    }

    @Test
    @DisplayName("OA-NONE, COND-FRIGHTENED: look at a frightened hero beside a goblin says it threatens nobody, and the goblin nobody threatens")
    void OA_NONE_frightenedThreatensNobody() {
        h = Harness.inFight(frightenedBeside(RuleSet.HOUSE), data);
        h.keys("v");
        assertTrue(h.shows("Threatens: nobody · Threatened by: gob"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("Threatens: hero · Threatened by: nobody"), h.screen());
    }

    @Test
    @DisplayName("OA-NONE: under plain 5e a frightened hero still makes opportunity attacks, and look says it threatens the goblin")
    void OA_NONE_frightenedThreatensUnderPlainRules() {
        h = Harness.inFight(frightenedBeside(RuleSet.DD5), data);
        h.keys("v");
        assertTrue(h.shows("Threatens: gob · Threatened by: gob"), h.screen());
    }
}
