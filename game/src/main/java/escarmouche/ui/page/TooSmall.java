package escarmouche.ui.page;

import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The message of a terminal too small for a screen, its closing parenthesis, the keys that quit, kept on one row:
 * at 60x20 it wrapped as "... where it was. (q" / "or Ctrl-C quits.)", the key cut off from what it does.
 */
public final class TooSmall {
    /** A parenthesis that ends the text: "(q or Ctrl-C quits.)", "(q ou Ctrl-C pour quitter.)". */
    private static final Pattern LAST_ASIDE = Pattern.compile("\\([^()]*\\)\\s*$");

    private TooSmall() {}

    /** The message wrapped to the canvas's width, from {@code row} down (the rows used). */
    public static int draw(Canvas canvas, int row, String text) {
        return canvas.paragraph(row, together(text, canvas.width()), Style.WARN);
    }

    /** The rows {@link #draw} takes. */
    public static int rows(String text, int width) {
        return Text.wrap(together(text, width), width).size();
    }

    /**
     * {@code text} with the spaces of its closing parenthesis made no-break ones, for the wrapper to keep it whole,
     * when it fits in {@code width}; else {@code text} as it is.
     */
    static String together(String text, int width) {
        Matcher aside = LAST_ASIDE.matcher(text);
        if (!aside.find() || aside.group().strip().length() > width) return text;
        return text.substring(0, aside.start()) + aside.group().strip().replace(' ', '\u00a0');
    }
}
