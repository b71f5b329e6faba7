package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle screen's rows: the map above, the log below, shared on a screen taller than 24 rows. */
class LayoutTest {
    /** The rows left to the log: the screen less the status bar, the map and side pane, the log's header and the keys. */
    private static int logRows(int width, int height, int mapWidth, int mapHeight) {
        Layout l = Layout.of(MapColumns.of(width, mapWidth, mapHeight), height, mapHeight, 0);
        return height - 3 - l.topRows();
    }

    @Test
    @DisplayName("A 200x200 map: 6 log rows at 80x24 as before, 18 at 200x60 (a third of the 36 rows past 24), not 6")
    void aBigMapSharesATallScreen() {
        assertEquals(6, logRows(80, 24, 200, 200));
        assertEquals(18, logRows(200, 60, 200, 200));
        assertEquals(39, Layout.of(MapColumns.of(200, 200, 200), 60, 200, 0).topRows());
        assertEquals(11, logRows(120, 40, 200, 200));
    }

    @Test
    @DisplayName("A map that fits takes only its rows, the log all the rest, at 80x24 as on a tall screen")
    void aSmallMapLeavesTheRestToTheLog() {
        assertEquals(13, Layout.of(MapColumns.of(80, 20, 12), 24, 12, 0).topRows());
        assertEquals(13, Layout.of(MapColumns.of(200, 20, 12), 60, 12, 0).topRows());
        assertEquals(44, logRows(200, 60, 20, 12));
    }

    @Test
    @DisplayName("The log's least rows: 6 up to 24 rows, then one in three of the rows past 24")
    void theLogsShare() {
        assertEquals(6, LogShare.least(20));
        assertEquals(6, LogShare.least(24));
        assertEquals(6, LogShare.least(26));
        assertEquals(7, LogShare.least(27));
        assertEquals(18, LogShare.least(60));
    }
}
