package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The zoid's map, 26 squares wide, at 80x24: 24 columns fit beside the side pane. The rulers mark where the map goes on
 * beyond the view, and on a hero's turn the view holds the hero and the whole zoid.
 */
class MapEdgesScreenTest extends ScreenTest {
    @Test
    @DisplayName("At 80x24 the zoid rampage's ruler marks the columns beyond the view, and the zoid stands whole, six squares")
    void theZoidsMapSaysItGoesOn() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, true);
        h.keys("n").press(KeyType.End).enter().enter();
        assertTrue(h.shows("Kenji · move 6/6"), h.screen());
        // Kenji's turn: the view starts at x=1, the zoid's six columns (19 to 24) in sight; x=0 and x=25 beyond it.
        assertEquals("  ‹1 2 3 4 5 6 7 8 9 10  12  14  16  18  20  22   ›│", h.row(1).substring(0, 52), h.screen());
        assertEquals(" 4 . . . . . . . . . . . . . . . . . . zozozozozozo│", h.row(6).substring(0, 52), h.screen());
        // The look cursor taken to the left wall: the view scrolls to x=0, the ruler's mark now on the right only.
        h.keys("v");
        for (int i = 0; i < 4; i++) h.press(KeyType.ArrowLeft);
        assertEquals("   0 1 2 3 4 5 6 7 8 9 10  12  14  16  18  20  22 ›│", h.row(1).substring(0, 52), h.screen());
        assertEquals(" 4 ##. . . . . . . . . . . . . . . . . . zozozozozo│", h.row(6).substring(0, 52), h.screen());
    }

    @Test
    @DisplayName("Under a long French look at the zoid the map keeps rows 0 to 10: '˅' beside 10 says more rows follow,"
            + " and the zoid looked at shows its six columns")
    void rowsBelowAreMarked() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, true);
        h.keys("l").keys("n").press(KeyType.End).enter().enter();
        h.keys("v");
        for (int i = 0; i < 8 && !h.shows("Zoïde (zo)\u00a0: monstre"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("Zoïde (zo)\u00a0: monstre"), h.screen());
        assertEquals(" 0 #", h.row(2).substring(0, 4), h.screen());
        assertEquals("10˅. . ▄▄", h.row(12).substring(0, 9), h.screen());
        // The zoid looked at stands whole, as on the hero's turn.
        assertEquals(" 4 . . . . . . . . . . . . . . . . . . zozozozozozo│", h.row(6).substring(0, 52), h.screen());
    }
}
