package escarmouche.ssh;

import escarmouche.ui.term.Text;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The words a connection is turned away with, before any screen: wrapped at the width the client announced
 * (80 columns when none), with the line ends a terminal in raw mode needs. Written whole, a sentence of two
 * hundred characters came out broken by the terminal in the middle of a word ("t / hen log in again").
 */
final class Parting {
    private Parting() {}

    /** {@code said} as bytes to write: wrapped to one column less than the client's width, each line ended CR LF. */
    static byte[] bytes(String said, Map<String, String> env) {
        int width = Math.max(20, ClientEnvironment.size(env).getColumns() - 1);
        StringBuilder out = new StringBuilder();
        for (String line : Text.wrap(said, width)) out.append(line).append("\r\n");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
