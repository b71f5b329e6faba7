package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CursorlessTerminalsTest {
    @Test
    @DisplayName("TERM=dumb and the like are turned away; terminals that address their cursor, vt100 included, play")
    void onlyTerminalsThatCannotMoveTheirCursor() {
        for (String t : new String[] {"dumb", "DUMB", " dumb ", "", "unknown", "glasstty"}) assertTrue(CursorlessTerminals.is(t), t);
        for (String t : new String[] {"xterm", "xterm-256color", "screen", "tmux-256color", "vt100", "linux", "foot"}) {
            assertFalse(CursorlessTerminals.is(t), t);
        }
        assertFalse(CursorlessTerminals.is(null), "no TERM at all is the no-terminal case, said apart");
    }
}
