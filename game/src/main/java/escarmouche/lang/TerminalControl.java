package escarmouche.lang;

/**
 * The one definition of a character a terminal obeys rather than shows, shared by everything that reads text from
 * outside (scenarios, command scripts, recordings, players' keys) and says it back on a terminal: a copy per reader
 * had let the 8-bit controls through where only the 7-bit ones were looked for.
 */
public final class TerminalControl {
    private TerminalControl() {}

    /**
     * A C0 or C1 control (escape, bell, line break, tab, the 8-bit CSI U+009B...) or DEL, which can clear the screen,
     * retitle the window or forge a line; or a direction override or isolate (U+202A to U+202E, U+2066 to U+2069),
     * which makes a text read otherwise than it is.
     */
    public static boolean obeyed(int c) {
        return Character.isISOControl(c) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }

    /** The index of the first character of {@code s} a terminal obeys, a tab allowed when {@code tab} says so; or -1. */
    public static int firstIn(String s, boolean tab) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (obeyed(c) && !(tab && c == '\t')) return i;
        }
        return -1;
    }

    /** {@code s} with each character a terminal obeys replaced by {@code by}. */
    public static String replaced(String s, char by) {
        int i = firstIn(s, false);
        if (i < 0) return s;
        StringBuilder out = new StringBuilder(s);
        for (; i < out.length(); i++) if (obeyed(out.charAt(i))) out.setCharAt(i, by);
        return out.toString();
    }
}
