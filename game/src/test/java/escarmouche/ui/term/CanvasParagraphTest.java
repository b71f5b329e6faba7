package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.CanvasRows;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A paragraph cut short by its canvas or by a count of rows ends its last row with "…"; one that fits does not. */
class CanvasParagraphTest {
    private static final String TEXT = "one two three four five six seven eight nine ten";

    private static List<String> rows(Canvas c) {
        return CanvasRows.of(c).stream().map(String::stripTrailing).toList();
    }

    @Test
    @DisplayName("Cut by the canvas's height, the last row says there is more")
    void cutByTheCanvas() {
        Canvas c = new Canvas(12, 2, new Glyphs(true));
        assertEquals(2, c.paragraph(0, TEXT, Style.NORMAL));
        assertEquals(List.of("one two", "three four…"), rows(c));
    }

    @Test
    @DisplayName("Cut by a count of rows, likewise; a full-width last row is cut at a word to make room")
    void cutByRows() {
        Canvas c = new Canvas(10, 4, new Glyphs(true));
        assertEquals(1, c.paragraph(0, TEXT, Style.NORMAL, 1));
        assertEquals("one two…", rows(c).get(0));
        Canvas full = new Canvas(9, 3, new Glyphs(true));
        full.paragraph(0, "aaaa bbbb cccc dddd", Style.NORMAL, 1);
        assertEquals("aaaa…", rows(full).get(0));
        // A row the wrap left with a space at its end takes the mark right after its last word.
        Canvas spaced = new Canvas(12, 1, new Glyphs(true));
        spaced.paragraph(0, "déjouer le  piège", Style.NORMAL);
        assertEquals("déjouer le…", rows(spaced).get(0));
    }

    @Test
    @DisplayName("A text that fits has no mark")
    void fits() {
        Canvas c = new Canvas(30, 3, new Glyphs(true));
        assertEquals(2, c.paragraph(0, TEXT, Style.NORMAL));
        assertEquals(List.of("one two three four five six", "seven eight nine ten", ""), rows(c));
    }
}
