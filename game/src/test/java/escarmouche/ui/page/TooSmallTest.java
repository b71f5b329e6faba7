package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.ui.term.Text;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The replay's message of a terminal too small keeps its closing "(q quits.)" whole, as the game's does. */
class TooSmallTest {
    private static final String NB = "\u00a0";

    @Test
    @DisplayName("At 44 columns the replay's message ends on '(q quits.)', not on '(q' with 'quits.)' below; a parenthesis"
            + " wider than the row wraps as words")
    void theClosingParenthesisStaysWhole() {
        String replay = "The terminal is 44x20. The replay needs at least 80x24: please enlarge the window. (q quits.)";
        assertEquals(List.of("The terminal is 44x20. The replay needs at", "least 80x24: please enlarge the window.",
                "(q" + NB + "quits.)"), Text.wrap(TooSmall.together(replay, 44), 44));
        assertEquals(3, TooSmall.rows(replay, 44));
        assertEquals("a (b c d)", TooSmall.together("a (b c d)", 6));
    }
}
