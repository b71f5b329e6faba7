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

    /** A bar of key hints: keys in the KEY style, words after them plain. */
    public static void hints(Canvas canvas, int row, String... pairs) {
        int c = 0;
        for (int r = 0; r < canvas.width(); r++) canvas.put(r, row, ' ', Style.NORMAL);
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            if (i > 0) c = canvas.text(c, row, "  ", Style.NORMAL);
            c = canvas.text(c, row, pairs[i], Style.KEY);
            c = canvas.text(c, row, " " + pairs[i + 1], Style.NORMAL);
        }
    }
}
