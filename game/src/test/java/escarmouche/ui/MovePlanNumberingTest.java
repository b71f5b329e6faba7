package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The planner's words number the steps as the map does. */
class MovePlanNumberingTest extends ScreenTest {
    @Test
    @DisplayName("OA-WITHIN: \"before step 4\" is before the square marked 4; the blow falls on the square still marked 3")
    void OA_WITHIN_theThreatIsWordedAsTheMapNumbersThePath() {
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "x", "easy", BattleScreenTest.duel()::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("mlnll");
        // Path 2,1 (1), 3,2 (2), 4,2 (3, where the goblin strikes), 5,2 (4).
        assertTrue(h.shows(" 1▶##He.1. go"), h.screen());
        assertTrue(h.shows(" 2 ##. . .2!3,4"), h.screen());
        assertTrue(h.words().contains("gob strikes before step 4, on the square marked 3 (4,2): a second step this"
                + " turn while staying inside its reach [OA-WITHIN]"), h.screen());
    }
}
