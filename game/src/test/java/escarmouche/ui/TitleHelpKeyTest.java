package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The title screen answers '?', the help key of every other screen, with its list of keys. */
class TitleHelpKeyTest extends ScreenTest {
    @Test
    @DisplayName("? on the title opens the key help, as k does, and Esc comes back to the title")
    void questionMarkOpensTheKeys() {
        h = new Harness(new TestCatalog(), data, 80, 24, true);
        assertTrue(h.shows("k  Keys and help"), h.screen());
        h.keys("?");
        assertTrue(h.shows("arrows, h j k l, y u b n, keypad 1-9"), h.screen());
        assertTrue(!h.shows("k  Keys and help"), "the key help is open: " + h.screen());
        h.esc();
        assertTrue(h.shows("k  Keys and help"), h.screen());
    }
}
