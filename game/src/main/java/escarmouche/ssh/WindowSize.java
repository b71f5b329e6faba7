package escarmouche.ssh;

import com.googlecode.lanterna.TerminalSize;
import java.util.Map;
import org.apache.sshd.server.Environment;

/** The window size an SSH client announced, from the channel environment's COLUMNS and LINES. */
final class WindowSize {
    static final TerminalSize FALLBACK = new TerminalSize(80, 24);

    private WindowSize() {}

    /** The announced size, or 80x24 when the client sent none (no pty, or a zero size). */
    static TerminalSize of(Map<String, String> env) {
        int columns = number(env.get(Environment.ENV_COLUMNS));
        int rows = number(env.get(Environment.ENV_LINES));
        if (columns <= 0 || rows <= 0) return FALLBACK;
        return new TerminalSize(columns, rows);
    }

    private static int number(String text) {
        if (text == null) return 0;
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
