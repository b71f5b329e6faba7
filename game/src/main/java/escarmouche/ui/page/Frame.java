package escarmouche.ui.page;

import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;

/** Boxes and bars shared by the pages. */
public final class Frame {
    /** The smallest terminal the game and the replay viewer draw on: below it they ask for a larger window. */
    public static final int MIN_COLUMNS = 80;
    public static final int MIN_ROWS = 24;

    private Frame() {}

    /** Draws a bordered box and returns the canvas inside the border. */
    public static Canvas box(Canvas canvas, int col, int row, int width, int height, String title) {
        Canvas box = canvas.region(col, row, width, height);
        box.fill(Style.NORMAL);
        int w = box.width();
        int h = box.height();
        for (int c = 1; c < w - 1; c++) {
            box.put(c, 0, '─', Style.DIM);
            box.put(c, h - 1, '─', Style.DIM);
        }
        for (int r = 1; r < h - 1; r++) {
            box.put(0, r, '│', Style.DIM);
            box.put(w - 1, r, '│', Style.DIM);
        }
        box.put(0, 0, '┌', Style.DIM);
        box.put(w - 1, 0, '┐', Style.DIM);
        box.put(0, h - 1, '└', Style.DIM);
        box.put(w - 1, h - 1, '┘', Style.DIM);
        if (title != null && !title.isEmpty()) box.text(2, 0, " " + title + " ", Style.TITLE);
        return box.region(2, 1, w - 4, h - 2);
    }

    /**
     * The key hints of a box drawn over another page, said again on the screen's last row: the page below
     * drew its own keys there, which do nothing while the box is open, and the bar is where a player looks.
     */
    public static void overBar(Canvas canvas, String... pairs) {
        hints(canvas, canvas.height() - 1, pairs);
    }

    /** The columns {@link #hints} takes to show every pair with its usual spacing. */
    public static int hintsWidth(String... pairs) {
        int whole = 0;
        for (int i = 0; i + 1 < pairs.length; i += 2) whole += (i > 0 ? 2 : 0) + pairs[i].length() + 1 + pairs[i + 1].length();
        return whole;
    }

    /**
     * A bar of key hints: keys in the KEY style, words after them plain, two spaces between pairs. A bar too
     * long for the row closes its pairs up to one space; one still too long shows the pairs that fit whole and
     * ends on "…": a key never shows without its word ("q quit  +" at 80 columns said nothing of "+-").
     */
    public static void hints(Canvas canvas, int row, String... pairs) {
        for (int r = 0; r < canvas.width(); r++) canvas.put(r, row, ' ', Style.NORMAL);
        int whole = hintsWidth(pairs);
        String gap = whole <= canvas.width() ? "  " : " ";
        int c = 0;
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            String sep = i > 0 ? gap : "";
            // A column a character, as Canvas.text writes them.
            int pair = sep.length() + pairs[i].length() + 1 + pairs[i + 1].length();
            // The last pair may take the row to its end; an earlier one leaves room for the "…".
            boolean last = i + 3 >= pairs.length;
            if (c + pair > canvas.width() - (last ? 0 : 2)) {
                if (c + 2 <= canvas.width()) canvas.text(c, row, " …", Style.DIM);
                return;
            }
            c = canvas.text(c, row, sep, Style.NORMAL);
            c = canvas.text(c, row, pairs[i], Style.KEY);
            c = canvas.text(c, row, " " + pairs[i + 1], Style.NORMAL);
        }
    }
}
