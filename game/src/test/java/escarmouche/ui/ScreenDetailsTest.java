package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.reference.RuleEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Small things the player reads: the help's map legend, the rules reference list, the Disengage box. */
class ScreenDetailsTest extends ScreenTest {
    private Harness duel() {
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "A test fight.", "easy",
                BattleScreenTest.duel()::build);
        h = new Harness(catalog, data);
        return h;
    }

    @Test
    @DisplayName("The help's map legend names only the markers the screen draws (▶ on the left ruler, no ▼)")
    void helpDescribesTheMarkersOnScreen() {
        duel().keys("n").enter().enter();
        assertTrue(h.row(2).contains("▶") || h.screen().contains("▶"), h.screen());
        assertFalse(h.screen().contains("▼"), h.screen());
        h.keys("?");
        // The legend is at the end of the help: scroll down to it.
        for (int i = 0; i < 20; i++) h.press(com.googlecode.lanterna.input.KeyType.PageDown);
        assertTrue(h.shows("its row marked ▶ on the left ruler"), h.screen());
        assertTrue(h.shows("' open door"), h.screen());
        assertTrue(h.shows("R after a hero, their reaction is ready"), h.screen());
        assertFalse(h.shows("▼"), h.screen());
    }

    @Test
    @DisplayName("The rules reference lists each rule's title beside its ID")
    void referenceListsTitlesBesideIds() {
        duel().keys("r");
        RuleEntry first = Harness.REFERENCE.byTopic(Harness.REFERENCE.topics().get(0)).get(0);
        int[] at = h.find("▶ " + (first.house() ? "*" : " ") + first.id());
        assertNotNull(at, h.screen());
        String title = first.title().substring(0, Math.min(8, first.title().length()));
        assertTrue(h.row(at[1]).substring(0, 40).contains(title), h.screen());
    }

    @Test
    @DisplayName("OA-DISENGAGE: the Disengage box has one footer, which says what Enter and Esc do")
    void OA_DISENGAGE_confirmBoxHasOneFooter() {
        duel().keys("n").enter().enter();
        h.keys("ll").keys("D");
        assertTrue(h.shows("Disengage takes your action"), h.screen());
        assertTrue(h.shows("Enter/y disengage"), h.screen());
        assertTrue(h.shows("Esc/n cancel"), h.screen());
        assertFalse(h.shows("close"), h.screen());
        assertFalse(h.shows("Enter or y"), h.screen());
    }
}
