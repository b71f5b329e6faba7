package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** U on the battle screen: the last move taken back, or why it stands. */
class TakeBackScreenTest extends ScreenTest {
    private void duel() {
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "x", "easy", BattleScreenTest.duel()::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
    }

    @Test
    @DisplayName("TURN-ECONOMY: U takes the last step back and gives its movement back")
    void uTakesTheStepBack() {
        duel();
        h.keys("l");
        assertTrue(h.shows("▶ hero · move 5/6"), h.screen());
        h.keys("U");
        assertTrue(h.words().contains("takes back their move: 2,1 → 1,1 (6 movement left)"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        assertTrue(h.shows(" 1▶##He. . go"), h.screen());
        h.keys("U");
        assertTrue(h.shows("Not possible now: there is no move of hero to take back"), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: after a die was rolled the move stands, and U says why")
    void aRolledMoveStands() {
        duel();
        h.keys("ll").keys("a").enter();
        h.keys("U");
        assertTrue(h.shows("Not possible now: a die was rolled or something happened since hero moved"), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: with no move to take back, the action menu greys U and says why; in French the reason is French")
    void nothingToTakeBackInTheMenu() {
        duel();
        h.keys(" ");
        assertTrue(h.shows("U Take back the last move · no move to take back"), h.screen());
        h.esc().keys("l").keys(" ");
        assertTrue(h.shows("U Take back the last move (nothing rolled or seen since)"), h.screen());
        assertFalse(h.shows("U Take back the last move · "), h.screen());
        h.esc().keys("l").keys("a").enter().keys(" ");
        assertTrue(h.shows("U Take back the last move · something happened since"), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: U's refusal in French says the reason in French, with the hero's name")
    void refusalInFrench() {
        TestCatalog catalog = new TestCatalog().add("duel", "Le duel", "x", "easy", BattleScreenTest.duel()::build);
        h = new Harness(catalog, data);
        h.keys("l").keys("n").enter().enter();
        h.keys("U");
        assertTrue(h.shows("Impossible pour l'instant\u00a0: aucun déplacement de hero à reprendre"), h.screen());
        h.keys("ll").keys("a").enter().keys("U");
        assertTrue(h.shows("un dé a été lancé ou quelque chose s'est passé depuis le déplacement de hero"), h.screen());
    }
}
