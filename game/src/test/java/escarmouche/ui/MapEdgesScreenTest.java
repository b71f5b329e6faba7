package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The zoid's map, 26 squares wide, at 80x24: 24 columns fit beside the side pane. The rulers mark where the map goes on
 * beyond the view, and on a hero's turn the view holds the hero and the whole zoid.
 */
class MapEdgesScreenTest extends ScreenTest {
    /** A session at {@code columns x rows} in the fight of {@code maps/NAME.json}, a map larger than the shipped ones. */
    private Harness fight(String name, int columns, int rows) {
        String json;
        try (InputStream in = MapEdgesScreenTest.class.getResourceAsStream("/maps/" + name + ".json")) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TestCatalog catalog = new TestCatalog().addKept(name, name, "A test map.", "easy", json);
        Harness harness = new Harness(catalog, data, columns, rows, true);
        harness.keys("n").enter().enter();
        return harness;
    }

    @Test
    @DisplayName("On the tall field (130x115) at 80x24 the row ruler is four columns wide: '105▶' and '107˅' keep their"
            + " third digit, and each number stands clear of the map")
    void threeDigitRowNumbers() {
        h = fight("tall-field", 80, 24);
        assertTrue(h.shows("Kenji · move 6/6"), h.screen());
        // Kenji at 105,105 and Goblin 1 at 108,101: columns 86 to 108 and rows 94 to 107 in sight.
        assertEquals("   ‹86  88  90  92  94  96  98  100 102 104 106   ›│", h.row(1).substring(0, 52), h.screen());
        assertEquals(" 94˄. . . . . . . . . . . . . . . . . . . . . . .  │", h.row(2).substring(0, 52), h.screen());
        assertEquals(" 99 . . . . . . . . . . . . . . . . . . . . . . .  │", h.row(7).substring(0, 52), h.screen());
        assertEquals("100 . . . . . . . . . . . . . . . . . . . . . . .  │", h.row(8).substring(0, 52), h.screen());
        assertEquals("101 . . . . . . . . . . . . . . . . . . . . . . g1 │", h.row(9).substring(0, 52), h.screen());
        assertEquals("105▶. . . . . . . . . . . . . . . . . . . Ke. . .  │", h.row(13).substring(0, 52), h.screen());
        assertEquals("107˅. . . . . . . . . . . . . . . . . . . . . . .  │", h.row(15).substring(0, 52), h.screen());
    }

    @Test
    @DisplayName("Big field (60x35) at 80x24, Tarik's turn: Goblin 1 fits down but not across, so the view frames Tarik"
            + " alone with his margin, rows 19 to 32, '˅' below him, not the goblin's rows 17 to 30 with Tarik on the last")
    void foeThatFitsOneWayOnly() {
        h = fight("big-field", 80, 24);
        assertTrue(h.shows("Kenji · move 6/6"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Tarik · move 6/6"), h.screen());
        // Tarik at 55,30, Goblin 1 at 30,17: 26 columns apart, more than the 24 in view.
        assertEquals("  ‹34  36  38  40  42  44  46  48  50  52  54  56 ›│", h.row(1).substring(0, 52), h.screen());
        assertEquals("19˄. . . . . . . . . . . . . . . . . . . . . . . . │", h.row(2).substring(0, 52), h.screen());
        assertEquals("30▶. . . . . . . . . . . . . . . . . . . . . Ta. . │", h.row(13).substring(0, 52), h.screen());
        assertEquals("31 . . . . . . . . . . . . . . . . . . . . . . . . │", h.row(14).substring(0, 52), h.screen());
        assertEquals("32˅. . . . . . . . . . . . . . . . . . . . . . . . │", h.row(15).substring(0, 52), h.screen());
    }

    @Test
    @DisplayName("The turn's row on the view's last row with rows below it: '105˅' says the map goes on, Kenji in reverse"
            + " video shows his row")
    void edgeMarkOnTheTurnsRow() {
        h = fight("tall-field", 80, 24);
        h.keys("v");
        // The look cursor taken up from Kenji's row 105 to row 94: the view follows it to rows 92 to 105.
        for (int i = 0; i < 11; i++) h.press(KeyType.ArrowUp);
        assertTrue(h.shows("Square 105,94: open ground"), h.screen());
        assertEquals(" 92˄. . . . . . . . . . . . . . . . . . . . . . .  │", h.row(2).substring(0, 52), h.screen());
        assertEquals("105˅. . . . . . . . . . . . . . . . . . . Ke. . .  │", h.row(15).substring(0, 52), h.screen());
        assertTrue(h.cell(42, 15).getModifiers().contains(com.googlecode.lanterna.SGR.REVERSE), h.screen());
    }

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
