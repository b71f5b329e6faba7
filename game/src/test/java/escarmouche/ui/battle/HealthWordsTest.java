package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.Test;

/** How a creature's health reads in the panes: one asleep with its hit points whole is not "down". */
class HealthWordsTest {
    @Test
    void asleepAtFullHitPointsIsUnconsciousNotDown() {
        ScreenFight fight = new ScreenFight(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(-3).maxHp(12).conditions(Condition.UNCONSCIOUS))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).conditions(Condition.UNCONSCIOUS))
                .with("orc", "monsters", 5, 1, c -> c.hp(9))
                .with("lin", "party", 1, 2, c -> c.pc("monk").hp(-2).maxHp(10).conditions(Condition.UNCONSCIOUS, Condition.STABLE))
                .initiative("orc", "hero", "gob", "lin").build(), 1, null);
        fight.start();
        assertEquals("unconscious, HP 7/7", BattleWords.health(fight.battle().find("gob")));
        // HP-DYING: a character below 0 is dying, so many points from death at -10, or stable.
        assertEquals("dying, HP -3/12, 7 from death", BattleWords.health(fight.battle().find("hero")));
        assertEquals("stable, HP -2/10", BattleWords.health(fight.battle().find("lin")));
        assertEquals("unhurt, HP 9/9", BattleWords.health(fight.battle().find("orc")));
    }
}
