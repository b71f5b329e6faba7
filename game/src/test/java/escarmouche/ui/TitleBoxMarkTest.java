package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A box over the title screen (the Build menu, "Whose map?") is where the keys go: the title menu's own ▶ is
 * hidden meanwhile, or two choices showed marked, the title's beside another row of the box.
 */
class TitleBoxMarkTest extends ScreenTest {
    @TempDir
    Path own;

    private Harness game() {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        return h;
    }

    private long marks() {
        return h.screen().chars().filter(c -> c == '▶').count();
    }

    @Test
    @DisplayName("Title screen: one ▶ alone, and one alone with the Build menu and 'Whose map?' over it, in English and French")
    void oneMarkWithABoxOver() {
        game();
        assertEquals(1, marks(), h.screen());
        h.keys("b");
        assertTrue(h.shows("│ ▶ 1 New small room, 12 × 8"), h.screen());
        assertEquals(1, marks(), h.screen());
        h.keys("m");
        assertTrue(h.shows("Whose map?"), h.screen());
        assertEquals(1, marks(), h.screen());
        h.esc().esc();
        assertEquals(1, marks(), "the title's mark is back once the boxes close: " + h.screen());
        h.keys("l").keys("b");
        assertTrue(h.shows("Créer une rencontre"), h.screen());
        assertEquals(1, marks(), h.screen());
    }
}
