package escarmouche.ui.term;

import java.util.Locale;

/**
 * The terminal types that cannot move their cursor, on which the game's screens would come out as a stream of
 * escape codes: {@code dumb} (Emacs's shell, many IDE consoles) and the bare line printers terminfo knows.
 * Anything else (xterm, screen, tmux, vt100, linux, an unknown name) is given the screens. One list for the
 * server, which turns such a connection away, and for the local game and {@code replay}, which refuse to start
 * on such a terminal.
 */
public final class CursorlessTerminals {
    private CursorlessTerminals() {}

    /** Whether {@code term} (a {@code TERM} value) names a terminal that cannot move its cursor; false for none. */
    public static boolean is(String term) {
        if (term == null) return false;
        String t = term.trim().toLowerCase(Locale.ROOT);
        return t.isEmpty() || t.equals("dumb") || t.equals("unknown") || t.equals("lpr") || t.equals("glasstty");
    }
}
