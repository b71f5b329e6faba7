package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.CanvasRows;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FrameHintsTest {
    private static String bar(int width, String... pairs) {
        Canvas canvas = new Canvas(width, 1, new Glyphs(true));
        Frame.hints(canvas, 0, pairs);
        return CanvasRows.of(canvas).get(0).stripTrailing();
    }

    @Test
    @DisplayName("A bar that fits keeps two spaces between its pairs")
    void fits() {
        assertEquals("Enter choose  Esc back", bar(30, "Enter", "choose", "Esc", "back"));
    }

    @Test
    @DisplayName("A bar a little too long closes its gaps to one space, every pair kept")
    void closesUp() {
        // 2 + 1 + 5 + 2 + 2 + 1 + 4 + 2 + 1 + 1 + 4 = 25 with two spaces; 23 with one.
        assertEquals("Sp play ←→ event q quit", bar(23, "Sp", "play", "←→", "event", "q", "quit"));
    }

    @Test
    @DisplayName("A bar far too long shows the pairs that fit whole and ends on …: never a key without its word")
    void cutAtAPair() {
        String shown = bar(21, "Space", "play", "←→", "event", "q", "quit", "+-", "speed");
        assertEquals("Space play ←→ event …", shown);
        assertEquals("Space play …", bar(20, "Space", "play", "←→", "event", "q", "quit", "+-", "speed"));
        // The last pair may take the row to its end.
        assertEquals("Space play ←→ event", bar(19, "Space", "play", "←→", "event"));
    }
}
