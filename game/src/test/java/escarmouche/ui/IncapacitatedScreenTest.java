package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** COND-INCAPACITATED on the battle screen: the player's plainly incapacitated hero moves, and its actions are refused. */
class IncapacitatedScreenTest extends ScreenTest {
    @Test
    @DisplayName("COND-INCAPACITATED: the hero has its 6 movement and walks; its attack is refused: it cannot act")
    void COND_INCAPACITATED_movesButCannotAttack() {
        TestScenario s = TestScenario.map("##########", "#........#", "#...,,...#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .conditions(Condition.INCAPACITATED))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        h = Harness.inFight(s, data);
        assertTrue(h.shows("▶ hero · move 6/6 · action none · reaction none"), h.screen());
        h.keys("l");
        assertTrue(h.shows("hero moves 1,1 → 2,1 (1 square, 1 movement, 5 left)"), h.screen());
        h.keys("l");
        assertTrue(h.shows("▶ hero · move 4/6"), "beside the goblin: " + h.screen());
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("Not possible now: hero cannot act"), h.screen());
        h.enter();
        assertTrue(h.shows("Not possible now: hero cannot act"), "Enter strikes nothing: " + h.screen());
        assertTrue(h.shows("7/7"), "the goblin is unhurt: " + h.screen());
    }
}
