package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Look mode (v) under the tallest shipped map at 80x24: what it says of a monster fits the rows left. */
class LookPaneTest extends ScreenTest {
    @Test
    @DisplayName("At 80x24 under the zoid's 13-row map, looking at the zoid shows its behaviour whole, and no row says it has no conditions")
    void theZoidsBehaviourFits() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, true);
        // Zoid rampage is the last of the encounters.
        h.keys("n").press(KeyType.End).enter().enter();
        h.keys("v");
        for (int i = 0; i < 8 && !h.shows("Zoid (zo): monster"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Zoid (zo): monster"), h.screen());
        assertTrue(h.shows("Behaviour: "), h.screen());
        assertFalse(h.shows("Conditions:"), h.screen());
        assertFalse(h.screen().contains("…"), h.screen());
    }

    @Test
    @DisplayName("In French the zoid's description takes nine rows: the map gives up two, scrolled to keep the zoid in sight, and nothing is cut")
    void theMapGivesUpRowsForALongDescription() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, true);
        h.keys("l").keys("n").press(KeyType.End).enter().enter();
        h.keys("v");
        for (int i = 0; i < 8 && !h.shows("Zoïde (zo)\u00a0: monstre"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Comportement\u00a0: brute"), h.screen());
        assertTrue(h.shows("Menace\u00a0: personne"), h.screen());
        // Row 0, the status bar, cuts the encounter's name; below it nothing is cut.
        for (int r = 1; r < 24; r++) assertFalse(h.row(r).contains("…"), h.screen());
        // The map's rows 0 to 10 stay, the zoid's among them, '˅' beside 10; its last two rows (11, 12) wait for the cursor.
        assertTrue(h.row(2).startsWith(" 0"), h.screen());
        assertTrue(h.row(12).startsWith("10˅"), h.screen());
        assertFalse(h.shows("12 ##"), h.screen());
        h.keys("v");
        assertTrue(h.shows("12 ##"), "the whole map again once the look is done: " + h.screen());
    }
}
