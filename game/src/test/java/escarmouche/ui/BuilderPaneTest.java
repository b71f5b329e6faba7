package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.OddsState;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the builder's panes say: the brush of a file's own legend in the session's words, the odds while a box
 * covers the map, and a large creature carried by another square than its top-left one.
 */
class BuilderPaneTest extends ScreenTest {
    @TempDir
    Path own;

    /** An encounter of the player's own: a 14 x 5 room, a samurai at 1,1 and an ogre (2x2) at 10,1. */
    private void ogreRoom(String legend) throws Exception {
        Files.writeString(own.resolve("ogre.json"), "{\"format\": 1, \"name\": \"Ogre\", \"map\": {\"rows\": [\"##############\","
                + " \"#." + (legend.isEmpty() ? "." : "*") + "..........#\", \"#............#\", \"#............#\", \"##############\"]" + legend + "},"
                + " \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"ogre1\", \"template\": \"ogre\", \"at\": [10, 1]}]}");
    }

    /** The map's row {@code y} as drawn (the map starts at column 1 of screen row 1). */
    private String mapRow(int y) {
        return h.row(1 + y).substring(1, 15);
    }

    @Test
    @DisplayName("Builder: a file's own legend character as the brush is named in the session's words, as the square"
            + " line names it: in French \"Pinceau * difficile\", in English \"very difficult\" rather than its id")
    void legendBrushInTheSessionsWords() throws Exception {
        ogreRoom(", \"legend\": {\"*\": \"difficult\"}");
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("l").keys("b").keys("e").enter().keys("l").keys("*");
        assertTrue(h.shows("Case 2,1\u00a0: difficile"), h.screen());
        assertTrue(h.shows("Pinceau * difficile"), h.screen());
        assertFalse(h.shows("difficult"), h.screen());
        h.close();
        ogreRoom(", \"legend\": {\"*\": \"very-difficult\"}");
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("b").keys("e").enter().keys("l").keys("*");
        assertTrue(h.shows("Brush * very difficult"), h.screen());
        assertFalse(h.shows("very-difficult"), h.screen());
    }

    @Test
    @DisplayName("Builder: while a creature's box is open the odds are paused, and the pane says so (not that other"
            + " odds go first); back on the map they are worked out again")
    void oddsPausedUnderABox() throws Exception {
        ogreRoom("");
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data, 100, 40, true);
        h.keys("b").keys("e").enter();
        assertTrue(h.shows("Odds (house rules): waiting, other odds are being worked out first."), h.screen());
        h.enter();
        assertTrue(h.shows("kenji (samurai)"), "the creature's box: " + h.screen());
        assertTrue(h.shows("Odds (house rules): paused while you edit; worked out once you are back on the map."), h.screen());
        assertFalse(h.shows("waiting, other odds"), h.screen());
        odds.ofText("draft", new OddsState.Running("house", 100, 400));
        h.press(KeyType.ArrowDown);
        assertTrue(h.shows("Odds (house rules): paused at 100 of 400 fights while you edit; they go on once you are back on"),
                h.screen());
        h.esc();
        assertTrue(h.shows("Odds (house rules): simulating"), "back on the map: " + h.screen());
    }

    @Test
    @DisplayName("Builder: at 80 columns the paused odds line takes two rows, whole, instead of being cut"
            + " (\"…back on th…\"), in both languages")
    void pausedLineWholeAt80Columns() throws Exception {
        ogreRoom("");
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data, 80, 24, true);
        h.keys("b").keys("e").enter().enter();
        assertTrue(h.shows("kenji (samurai)"), "the creature's box: " + h.screen());
        String[] rows = h.screen().split("\n");
        int at = -1;
        for (int i = 0; i < rows.length; i++) if (rows[i].contains("Odds (house rules): paused")) at = i;
        assertTrue(at >= 0, h.screen());
        assertEquals("Odds (house rules): paused while you edit; worked out once you are back on the map.",
                (rows[at].strip() + " " + rows[at + 1].strip()).strip(), h.screen());
        h.close();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data, 80, 24, true);
        h.keys("l").keys("b").keys("e").enter().enter();
        odds.ofText("draft", new OddsState.Running("house", 94, 400));
        h.press(KeyType.ArrowDown);
        rows = h.screen().split("\n");
        at = -1;
        for (int i = 0; i < rows.length; i++) if (rows[i].contains("en pause à 94 combats")) at = i;
        assertTrue(at >= 0, h.screen());
        assertTrue((rows[at].strip() + " " + rows[at + 1].strip()).endsWith("elles reprennent dès le retour sur la carte."),
                h.screen());
    }

    @Test
    @DisplayName("Builder: leaving it withdraws its odds, as every page with odds does: a builder left (or a session"
            + " dropped under it) leaves no fights worked out for nobody")
    void leavingWithdrawsTheOdds() throws Exception {
        ogreRoom("");
        FakeOdds odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data, 100, 40, true);
        h.keys("b").keys("e").enter();
        FakeOdds.Watch builder = odds.watches.get(odds.watches.size() - 1);
        assertFalse(builder.asked.isEmpty(), "the builder asked for its draft's odds");
        assertFalse(builder.closed, "the builder is open");
        h.esc();
        assertFalse(h.shows("Brush"), "the builder is left: " + h.screen());
        assertTrue(builder.closed, "the builder left, its odds are withdrawn");
    }

    @Test
    @DisplayName("Builder: a 2x2 ogre picked up by its lower row (m on 10,2) keeps that row under the cursor: two"
            + " squares left, it stands at 8,1, not a row lower")
    void largeCreatureCarriedByAnySquare() throws Exception {
        ogreRoom("");
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("b").keys("e").enter();
        assertEquals("#K........oo.#", mapRow(1));
        h.keys("lllllllllj").keys("m").keys("hh");
        assertEquals("#K......oo...#", mapRow(1), h.screen());
        assertEquals("#.......oo...#", mapRow(2), h.screen());
        assertEquals("#............#", mapRow(3), h.screen());
        h.enter();
        assertTrue(h.shows("ogre1 stands at 8,1."), h.screen());
        // Carried off the top row by its lower one would put its top-left off the map: the cursor stays.
        h.keys("m").keys("k");
        assertTrue(h.shows("Square 8,1"), h.screen());
        h.keys("k");
        assertTrue(h.shows("Square 8,1"), "its top-left would be off the map: " + h.screen());
    }
}
