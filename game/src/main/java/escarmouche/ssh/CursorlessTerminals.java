package escarmouche.ssh;

import java.util.Locale;

/**
 * The terminal types that cannot move their cursor, on which the game's screens would come out as a stream of
 * escape codes: {@code dumb} (Emacs's shell, many IDE consoles) and the bare line printers terminfo knows.
 * Anything else (xterm, screen, tmux, vt100, linux, an unknown name) is given the screens.
 */
final class CursorlessTerminals {
    private CursorlessTerminals() {}

    static boolean is(String term) {
        if (term == null) return false;
        String t = term.trim().toLowerCase(Locale.ROOT);
        return t.isEmpty() || t.equals("dumb") || t.equals("unknown") || t.equals("lpr") || t.equals("glasstty");
    }
}
