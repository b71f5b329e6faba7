package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** U on the battle screen: the last move taken back, or why it stands. */
class TakeBackScreenTest {
    @TempDir
    Path data;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

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
        assertTrue(h.words().contains("takes back its move: 2,1 → 1,1 (6 movement left)"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        assertTrue(h.shows(" 1▶##He. . go"), h.screen());
        h.keys("U");
        assertTrue(h.shows("Cannot undo: there is no move of hero to take back."), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: after a die was rolled the move stands, and U says why")
    void aRolledMoveStands() {
        duel();
        h.keys("ll").keys("a").enter();
        h.keys("U");
        assertTrue(h.shows("Cannot undo: a die was rolled or something happened since hero moved."), h.screen());
    }
}
