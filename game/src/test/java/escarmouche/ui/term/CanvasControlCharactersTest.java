package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.CanvasRows;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** No text can crash a screen, nor drive its terminal: a control character is drawn as something harmless. */
class CanvasControlCharactersTest {
    @Test
    @DisplayName("A newline, an escape, a C1 control or DEL in a line is drawn as '?', a tab as a blank")
    void controlsAreReplaced() {
        Canvas c = new Canvas(12, 1, new Glyphs(true));
        c.line(0, "a\nb\u001bc\u009bd\u007fe\tf", Style.NORMAL);
        assertEquals("a?b?c?d?e f ", CanvasRows.of(c).get(0));
        Canvas plain = new Canvas(4, 1, new Glyphs(false));
        plain.text(0, 0, "\u0000\u0007", Style.WARN);
        assertEquals("??  ", CanvasRows.of(plain).get(0));
    }

    @Test
    @DisplayName("A direction override or isolate (U+202E, U+2066) is drawn as '?': it would make the rest of the line"
            + " read backwards or apart")
    void directionOverridesAreReplaced() {
        Canvas c = new Canvas(8, 1, new Glyphs(true));
        c.line(0, "ab\u202ecd\u2066ef", Style.NORMAL);
        assertEquals("ab?cd?ef", CanvasRows.of(c).get(0));
    }
}
