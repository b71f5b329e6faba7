package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A box drawn over a page (a menu, a text, a prompt) says its own keys on the screen's last row: the page
 * below drew its keys there, and they do nothing while the box is open.
 */
class OverlayHintBarTest {
    @TempDir
    Path data;

    @TempDir
    Path own;

    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private String bar() {
        return h.row(23).replaceAll(" +", " ").trim();
    }

    @Test
    @DisplayName("Over the battle: the leave menu and a why? box put their keys in the bar; closed, the play keys come back")
    void overTheBattle() {
        h = Harness.inFight(BattleScreenTest.duel(), data);
        assertTrue(bar().contains("m plan a move"), bar());
        h.keys("Q");
        assertTrue(h.shows("Leave this fight?"), h.screen());
        assertTrue(bar().contains("Enter choose"), bar());
        assertTrue(bar().contains("Esc back"), bar());
        assertFalse(bar().contains("plan a move"), bar());
        h.esc();
        assertTrue(bar().contains("m plan a move"), bar());
        h.keys("w");
        assertTrue(h.shows("Why?"), h.screen());
        assertTrue(bar().contains("Enter/Esc close"), bar());
        assertFalse(bar().contains("plan a move"), bar());
    }

    @Test
    @DisplayName("Over the builder: a prompt's keys (Enter keep, Ctrl-U clear, Esc cancel) in the bar, not the builder's")
    void overTheBuilder() {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("b").keys("1");
        String builder = bar();
        assertTrue(h.shows("Build: New encounter"), h.screen());
        h.keys("N");
        assertTrue(bar().contains("Ctrl-U"), bar());
        assertFalse(bar().equals(builder), bar());
    }
}
