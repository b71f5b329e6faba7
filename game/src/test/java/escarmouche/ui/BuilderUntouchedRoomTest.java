package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new room left as it opened holds no work (docs/gm.md, Keys, Esc/q): the top bar does not call it unsaved, and
 * Esc leaves at once rather than ask to save it; drawn on, it asks, and undone back to how it opened, it leaves
 * at once again.
 */
class BuilderUntouchedRoomTest extends ScreenTest {
    @TempDir
    Path own;

    private Harness game() {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        return h;
    }

    @Test
    @DisplayName("Builder: a new room never touched is not '(unsaved)', and Esc leaves it at once")
    void untouchedRoomLeavesAtOnce() {
        game().keys("b").keys("1");
        assertTrue(h.row(0).startsWith(" Build: New encounter "), h.row(0));
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Leave the builder?"), "nothing to save: " + h.screen());
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
    }

    @Test
    @DisplayName("Builder: a new room drawn on asks before leaving; undone back to how it opened, it leaves at once")
    void undoneRoomLeavesAtOnce() {
        game().keys("b").keys("1").keys(",");
        assertTrue(h.row(0).startsWith(" Build: New encounter (unsaved)"), h.row(0));
        h.esc();
        assertTrue(h.shows("Leave the builder?"), h.screen());
        h.keys("n").keys("U");
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Leave the builder?"), "nothing to save: " + h.screen());
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
    }

    @Test
    @DisplayName("Builder: the map of an encounter, new and untouched, leaves at once too")
    void untouchedMapLeavesAtOnce() {
        game().keys("b").keys("m").enter();
        assertTrue(h.row(0).startsWith(" Build: New encounter "), h.row(0));
        assertFalse(h.row(0).contains("(unsaved)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Leave the builder?"), "nothing to save: " + h.screen());
    }

    @Test
    @DisplayName("Builder in French: a new room never touched is not '(à sauver)', and Échap leaves it at once")
    void untouchedRoomLeavesAtOnceInFrench() {
        game().keys("l").keys("b").keys("1");
        assertTrue(h.row(0).startsWith(" Créer\u00a0: Ma rencontre "), h.row(0));
        assertFalse(h.row(0).contains("(à sauver)"), h.row(0));
        h.esc();
        assertFalse(h.shows("Quitter la création"), "nothing to save: " + h.screen());
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
    }
}
