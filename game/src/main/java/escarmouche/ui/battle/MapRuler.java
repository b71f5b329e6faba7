package escarmouche.ui.battle;

import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;

/**
 * The battle map's rulers, as the battle screen and the replay draw them: the columns' numbers on the top row,
 * the rows' down the left, the row of the creature whose turn it is marked {@code ▶}, and where the map goes on
 * beyond the view, a mark at that end of a ruler: {@code ‹} before the first column's number, {@code ›} after
 * the last square, {@code ˄} beside the first row's number and {@code ˅} beside the last row's (in place of the
 * {@code ▶} of a creature on that row, which its reverse video still shows). At 80x24 the
 * zoid's map, 26 squares wide, shows 24 of them: without a mark its right wall and the zoid's sixth square were
 * simply not there, and a player judged reach and range on a map that seemed whole. A terminal without these
 * characters shows {@code <}, {@code >}, {@code ^} and {@code v} ({@code PlainCharacters}).
 *
 * <p>The row ruler is as wide as the map's largest row number, then the marks' column ({@link #columns}): a map of
 * 100 rows or more (the content allows 200) has three-digit numbers, which a ruler of two digits and a mark wrote
 * over ("10▶" on row 105, "10˅" on row 107) and ran into the first square.
 */
public final class MapRuler {
    /** The map goes on to the left, to the right, above, below. */
    public static final char LEFT = '‹';
    public static final char RIGHT = '›';
    public static final char UP = '˄';
    public static final char DOWN = '˅';
    /** The ruler's turn marker, in the marks' column after the row numbers. */
    static final char ACTIVE = '▶';

    private MapRuler() {}

    /**
     * The columns the row ruler takes beside a map {@code height} rows tall: the digits of its last row's number,
     * two at least (the look every map under 100 rows has always had), then the column of the marks, which also
     * keeps the number off the first square. The map's squares start in the column after.
     */
    public static int columns(int height) {
        return Math.max(2, String.valueOf(Math.max(0, height - 1)).length()) + 1;
    }

    /**
     * Draws the rulers of a view that starts at square {@code originX, originY} and holds {@code cols} by
     * {@code rows} squares of a map {@code width} by {@code height}, square {@code i, j} at column
     * {@code columns(height) + 2i} and row {@code 1 + j}.
     *
     * @param activeY the row of the creature whose turn it is, or -1
     */
    public static void draw(Canvas canvas, int originX, int originY, int cols, int rows, int width, int height,
                            int activeY) {
        int ruler = columns(height);
        int shownCols = Math.max(0, Math.min(cols, width - originX));
        int shownRows = Math.max(0, Math.min(rows, height - originY));
        boolean right = originX + shownCols < width;
        // Right after the last square, or on its second column when the view has no column to spare (at 80x24,
        // 51 columns for 24 squares): the number that would run into the mark is left out.
        int rightAt = Math.min(canvas.width() - 1, ruler + 2 * shownCols);
        // Without the mark, a three-digit number on the view's last square would be cut at the canvas's edge:
        // "10" for 100 on a map 101 squares wide. It is left out whole, as before the mark.
        int end = right ? rightAt : canvas.width();
        for (int i = 0; i < shownCols; i++) {
            int x = originX + i;
            String number = String.valueOf(x);
            int col = ruler + 2 * i;
            if (col + number.length() > end) continue;
            if (x < 10 || x % 2 == 0) canvas.text(col, 0, number, Style.DIM);
        }
        if (originX > 0) canvas.put(ruler - 1, 0, LEFT, Style.DIM);
        if (right) canvas.put(rightAt, 0, RIGHT, Style.DIM);
        for (int j = 0; j < shownRows; j++) {
            int y = originY + j;
            String number = String.valueOf(y);
            canvas.text(0, 1 + j, " ".repeat(Math.max(0, ruler - 1 - number.length())) + number, Style.DIM);
            // Where the turn's row is also the view's first or last with rows beyond it, the edge's mark wins: the
            // creature stands out in reverse video on that row, while nothing else would say the map goes on (the
            // look cursor taken up from Kenji's row 105 on the tall field: 105 the last row in view, 106 and more
            // cut without a word).
            char mark = j == 0 && originY > 0 ? UP
                    : j == shownRows - 1 && y < height - 1 ? DOWN
                    : y == activeY ? ACTIVE
                    : ' ';
            // The row marker shares the ruler's style, so a move along a row writes nothing here.
            if (mark != ' ') canvas.put(ruler - 1, 1 + j, mark, Style.DIM);
        }
    }
}
