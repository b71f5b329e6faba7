package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle map's rulers drawn alone: row numbers of three digits, and column numbers of three at the view's edge. */
class MapRulerTest {
    /** Row {@code r} of the canvas as drawn. */
    private static String row(Canvas c, int r) {
        StringBuilder sb = new StringBuilder();
        for (int col = 0; col < c.width(); col++) sb.append(c.charAt(col, r));
        return sb.toString();
    }

    @Test
    @DisplayName("The row ruler takes the digits of the map's last row, two at least, and the marks' column")
    void rulerWidth() {
        assertEquals(3, MapRuler.columns(1));
        assertEquals(3, MapRuler.columns(35));
        // Rows 0 to 99: still two digits.
        assertEquals(3, MapRuler.columns(100));
        assertEquals(4, MapRuler.columns(101));
        assertEquals(4, MapRuler.columns(115));
        assertEquals(4, MapRuler.columns(200));
    }

    @Test
    @DisplayName("On the tall field (130x115) at 80x24, rows 94 to 107 from column 86: 105 keeps its third digit beside '▶',"
            + " 107 beside '˅', and every number stands clear of the map")
    void threeDigitRows() {
        // The battle screen's 51 columns of map at 80x24: 23 squares beside a ruler of four, the '›' in the spare one.
        Canvas c = new Canvas(51, 15, new Glyphs(false));
        MapRuler.draw(c, 86, 94, 23, 14, 130, 115, 105);
        assertEquals("   ‹86  88  90  92  94  96  98  100 102 104 106   ›", row(c, 0));
        assertEquals(" 94˄", row(c, 1).substring(0, 4));
        assertEquals(" 99 ", row(c, 6).substring(0, 4));
        assertEquals("100 ", row(c, 7).substring(0, 4));
        assertEquals("105▶", row(c, 12).substring(0, 4));
        assertEquals("106 ", row(c, 13).substring(0, 4));
        assertEquals("107˅", row(c, 14).substring(0, 4));
    }

    @Test
    @DisplayName("A map under 100 rows keeps its ruler of two digits and a mark")
    void twoDigitRows() {
        Canvas c = new Canvas(3 + 2 * 24, 4, new Glyphs(false));
        MapRuler.draw(c, 1, 9, 24, 3, 26, 13, 10);
        assertEquals("  ‹1 2 3 4 5 6 7 8 9 10  12  14  16  18  20  22   ›", row(c, 0));
        assertEquals(" 9˄", row(c, 1).substring(0, 3));
        assertEquals("10▶", row(c, 2).substring(0, 3));
        assertEquals("11˅", row(c, 3).substring(0, 3));
    }

    @Test
    @DisplayName("Column 100, the last of a map 101 wide and of the view, is left out rather than cut to '10'")
    void threeDigitColumnAtTheEdge() {
        Canvas c = new Canvas(3 + 2 * 21, 2, new Glyphs(false));
        MapRuler.draw(c, 80, 0, 21, 1, 101, 2, -1);
        assertEquals("  ‹80  82  84  86  88  90  92  94  96  98    ", row(c, 0));
    }

    @Test
    @DisplayName("The turn's row on the view's first or last row, the map going on beyond: '˄' or '˅' in place of '▶'")
    void edgeMarkBeforeTheTurnsMarker() {
        Canvas c = new Canvas(3 + 2 * 24, 4, new Glyphs(false));
        MapRuler.draw(c, 0, 17, 24, 3, 60, 35, 19);
        assertEquals("17˄", row(c, 1).substring(0, 3));
        assertEquals("19˅", row(c, 3).substring(0, 3));
        MapRuler.draw(c, 0, 17, 24, 3, 60, 35, 17);
        assertEquals("17˄", row(c, 1).substring(0, 3));
        // Where the map ends there, nothing is cut: the row keeps its '▶'.
        MapRuler.draw(c, 0, 32, 24, 3, 60, 35, 34);
        assertEquals("34▶", row(c, 3).substring(0, 3));
    }
}
