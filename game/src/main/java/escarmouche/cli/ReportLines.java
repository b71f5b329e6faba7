package escarmouche.cli;

import escarmouche.ui.term.Text;
import java.util.List;

/**
 * The simulator's reports at 80 columns, a terminal's usual width and the narrowest the game's screens
 * take: a line that fits is printed as it is, a longer one breaks between words ({@link Text#wrap}, which
 * keeps a figure with its unit), its further lines starting with their own indent, so that a label's
 * column or a paragraph's margin still reads as one. An option stays on the line of its value.
 */
final class ReportLines {
    /** The width every line of the reports keeps within. */
    static final int WIDTH = 80;
    /** Holds an option to its value while the text is wrapped: a character no report prints. */
    private static final char GLUE = '\u0001';

    private ReportLines() {}

    /**
     * The note under a report's table, "(falls: ...)": each of its lines (new lines in the bundle's text)
     * wrapped, the first indented by two, the others by three, under the text after the opening bracket.
     */
    static String note(String text) {
        String[] lines = text.split("\n");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) sb.append(wrap(i == 0 ? "  " : "   ", "   ", lines[i]));
        return sb.toString();
    }

    /**
     * {@code text} after {@code first}, wrapped: each further line begins with {@code next}. Each line ends
     * with the system's line separator.
     */
    static String wrap(String first, String next, String text) {
        String nl = System.lineSeparator();
        if (first.length() + text.length() <= WIDTH) return first + text + nl;
        int width = WIDTH - Math.max(first.length(), next.length());
        // "--seed N" on one line: a command to copy reads as one, not with its option's value on the next.
        String glued = text.strip().replaceAll("(^|\\s)(--[a-z-]+) (?=\\S)", "$1$2" + GLUE);
        List<String> lines = Text.wrap(glued, Math.max(20, width));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            sb.append(i == 0 ? first : next).append(lines.get(i).replace(GLUE, ' ')).append(nl);
        }
        return sb.toString();
    }
}
