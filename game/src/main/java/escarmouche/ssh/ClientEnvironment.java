package escarmouche.ssh;

import com.googlecode.lanterna.TerminalSize;
import java.util.Map;
import java.util.TreeMap;

/**
 * The little the game reads of what an SSH client announces: its window size (pty request, window
 * changes, or {@code COLUMNS}/{@code LINES}) and a short list of variables. Everything else a client
 * sends is ignored, and sizes are clamped: a screen of 30000x30000 cells would be gigabytes of memory.
 */
public final class ClientEnvironment {
    /** The largest screen drawn: wider than any real monitor's terminal at a readable font. */
    public static final int MAX_COLUMNS = 400;
    public static final int MAX_ROWS = 200;
    static final TerminalSize FALLBACK = new TerminalSize(80, 24);
    /** Longest value kept for a variable: a locale or a terminal name is short. */
    static final int MAX_VALUE = 64;

    private ClientEnvironment() {}

    /** Whether the game reads a variable a client sent; the server keeps no other. */
    public static boolean read(String name) {
        if (name == null) return false;
        return name.equals("TERM") || name.equals("NO_COLOR") || name.equals("LANG") || name.equals("COLUMNS")
                || name.equals("LINES") || (name.startsWith("LC_") && name.length() <= 20
                && name.chars().allMatch(c -> c == '_' || (c >= 'A' && c <= 'Z')));
    }

    /** The variables the game reads, values cut to {@link #MAX_VALUE} characters; the rest dropped. */
    public static Map<String, String> kept(Map<String, String> sent) {
        Map<String, String> kept = new TreeMap<>();
        sent.forEach((name, value) -> {
            if (read(name) && value != null) kept.put(name, value.length() > MAX_VALUE ? value.substring(0, MAX_VALUE) : value);
        });
        return kept;
    }

    /** The announced size clamped to {@link #MAX_COLUMNS}x{@link #MAX_ROWS}, or 80x24 when none was sent. */
    public static TerminalSize size(Map<String, String> env) {
        int columns = number(env.get("COLUMNS"));
        int rows = number(env.get("LINES"));
        if (columns <= 0 || rows <= 0) return FALLBACK;
        return new TerminalSize(Math.min(columns, MAX_COLUMNS), Math.min(rows, MAX_ROWS));
    }

    /** Whether the client asked for more than the server draws (the game says so on screen). */
    public static boolean clamped(Map<String, String> env) {
        return number(env.get("COLUMNS")) > MAX_COLUMNS || number(env.get("LINES")) > MAX_ROWS;
    }

    private static int number(String text) {
        if (text == null || text.length() > 10) return text == null ? 0 : Integer.MAX_VALUE;
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
