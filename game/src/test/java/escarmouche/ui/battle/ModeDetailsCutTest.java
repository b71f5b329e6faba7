package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.CanvasRows;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A mode's details cut by a short screen end on a mark, so that a missing line is not taken for none; whole, they do not. */
class ModeDetailsCutTest {
    private static final List<Line> THREE = List.of(Line.of("To hit: 65%"), Line.of("Expected damage: 7.5"),
            Line.of("s: Dex instead"));

    private static List<String> drawn(int rows, List<Line> lines) {
        Canvas canvas = new Canvas(30, rows, new Glyphs(true));
        assertEquals(Math.min(rows, lines.size()), MoveInfo.draw(canvas, lines));
        return CanvasRows.of(canvas);
    }

    @Test
    @DisplayName("Three lines on two rows: the second row ends on …; on three rows, no mark")
    void cutIsMarked() {
        List<String> cut = drawn(2, THREE);
        assertTrue(cut.get(1).endsWith("…"), cut.toString());
        assertFalse(cut.get(0).endsWith("…"), cut.toString());
        List<String> whole = drawn(3, THREE);
        for (String row : whole) assertFalse(row.contains("…"), whole.toString());
        assertEquals("s: Dex instead", whole.get(2).trim());
    }

    @Test
    @DisplayName("A long line wrapped past the last row is marked too")
    void cutInsideAParagraph() {
        List<String> cut = drawn(2, List.of(Line.of("one"), Line.of("a line long enough to wrap over two rows of thirty")));
        assertTrue(cut.get(1).endsWith("…"), cut.toString());
    }
}
