package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On a 200-column terminal what belongs together stays together: the side pane beside the map, a log
 * line's rule IDs near its words, an encounter's odds beside its name.
 */
class WideScreenTest extends ScreenTest {
    @Test
    @DisplayName("At 200 columns the crypt's side pane follows its 16-square map, and the log's rule IDs end by column 140")
    void theBattleKeepsItsPartsTogether() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 200, 50, true);
        h.keys("n").enter().enter();
        // The ambush's map: a ruler of three columns, two per square.
        int separator = 3 + 2 * 16;
        int[] heading = h.find("Party ");
        assertEquals(separator + 1, heading[0], h.screen());
        assertEquals('│', h.row(heading[1]).charAt(separator), h.screen());
        int tagged = 0;
        for (String row : h.screen().split("\n")) {
            String line = row.stripTrailing();
            if (!line.endsWith("]") || line.indexOf('[') < 0 || line.startsWith("──")) continue;
            tagged++;
            int open = line.lastIndexOf('[');
            boolean onSpan = line.length() == 140;
            boolean pushedByItsWords = line.length() > 140 && line.charAt(open - 1) == ' ' && line.charAt(open - 2) != ' ';
            assertTrue(onSpan || pushedByItsWords, "rule IDs at column " + line.length() + ": " + line);
        }
        assertTrue(tagged > 5, h.screen());
    }

    @Test
    @DisplayName("At 200 columns the encounters' odds and difficulty stand beside the longest name, not at the screen's edge")
    void theEncountersOddsFollowTheirNames() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 200, 50, true);
        h.keys("n");
        String row = h.row(h.find("The ogre and its grapplers")[1]).stripTrailing();
        assertTrue(row.endsWith("[deadly]"), row);
        // Two columns of margin, the name and two spaces, the odds' cell and the widest difficulty's.
        assertTrue(row.length() < 70, row);
    }

    @Test
    @DisplayName("At 200 columns the rules reference lists every title whole and its text keeps to a readable width; so does the keys page")
    void pagesOfTextKeepAReadableWidth() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 200, 50, true);
        h.keys("r");
        assertTrue(h.shows("MOVE-DIFFICULT Difficult terrain: careful or risky"), h.screen());
        assertTrue(longestRow() <= 1 + 56 + 2 + 110, h.screen());
        assertTrue(longestRow() > 120, "the rule's text still takes the room it is given: " + h.screen());
        h.esc().keys("k");
        assertTrue(h.shows("step one square"), h.screen());
        assertTrue(longestRow() <= 2 + 110, h.screen());
    }

    @Test
    @DisplayName("At 200 columns a past fight's state follows its encounter's name, and the record sits above the states")
    void pastFightsKeepTheirStateNearTheirName(@TempDir Path saves) {
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data, 200, 50, true);
        h.keys("n").enter().enter();
        h.close();
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data, 200, 50, true);
        h.keys("p");
        String row = h.row(h.find("Ambush in the crypt")[1]).stripTrailing();
        assertTrue(row.endsWith("unfinished, no order given"), row);
        assertTrue(row.length() < 80, row);
        String title = h.row(0).stripTrailing();
        assertTrue(title.endsWith("1 fight · 0 won · 0 lost · 1 unfinished") && title.length() == row.length(), h.screen());
    }

    @Test
    @DisplayName("At 200 columns the builder's pane stands beside the map, its settings after the title")
    void theBuilderKeepsItsPaneBesideTheMap(@TempDir Path own) {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), FightSaves.NONE, data, 200, 50, true);
        h.keys("b").keys("1");
        // A small room is 12 squares wide, one column each in the builder, from column 1.
        assertEquals(1 + 12 + 2, h.find("Square 1,1")[0], h.screen());
        String top = h.row(0).stripTrailing();
        assertTrue(top.endsWith("12 × 8") && top.length() < 90, top);
    }

    private int longestRow() {
        int longest = 0;
        for (String row : h.screen().split("\n")) longest = Math.max(longest, row.stripTrailing().length());
        return longest;
    }
}
