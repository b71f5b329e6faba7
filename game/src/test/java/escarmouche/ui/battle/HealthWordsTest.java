package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.Test;

/** How a creature's health reads in the panes: one asleep with its hit points whole is not "down". */
class HealthWordsTest {
    @Test
    void asleepAtFullHitPointsIsUnconsciousNotDown() {
        ScreenFight fight = new ScreenFight(TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(-3).maxHp(12).conditions(Condition.UNCONSCIOUS))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).conditions(Condition.UNCONSCIOUS))
                .with("orc", "monsters", 5, 1, c -> c.hp(9))
                .initiative("orc", "hero", "gob").build(), 1, null);
        fight.start();
        assertEquals("unconscious, HP 7/7", BattleWords.health(fight.battle().find("gob")));
        assertEquals("down, HP -3/12", BattleWords.health(fight.battle().find("hero")));
        assertEquals("unhurt, HP 9/9", BattleWords.health(fight.battle().find("orc")));
    }
}
