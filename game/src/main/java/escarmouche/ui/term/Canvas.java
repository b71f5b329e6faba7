package escarmouche.ui.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.screen.Screen;
import java.util.List;

/**
 * A rectangle of a frame to draw in, clipped to its bounds, in styles rather than colours. A frame is
 * drawn whole into a plain array, then {@link #flushTo} hands the screen only the cells that differ from
 * what it holds: setting a cell is costly in Lanterna, and most cells stay the same from frame to frame.
 */
public final class Canvas {
    private final TextCharacter[] cells;
    private final int stride;
    private final int left;
    private final int top;
    private final int width;
    private final int height;
    private final Glyphs glyphs;

    /** A blank frame of a size. */
    public Canvas(int columns, int rows, Glyphs glyphs) {
        this(new TextCharacter[columns * rows], columns, glyphs, 0, 0, columns, rows);
        java.util.Arrays.fill(cells, glyphs.get(' ', Style.NORMAL));
    }

    private Canvas(TextCharacter[] cells, int stride, Glyphs glyphs, int left, int top, int width, int height) {
        this.cells = cells;
        this.stride = stride;
        this.glyphs = glyphs;
        this.left = left;
        this.top = top;
        this.width = Math.max(0, width);
        this.height = Math.max(0, height);
    }

    /** A part of this canvas; coordinates inside it start at 0,0 and drawing outside it is dropped. */
    public Canvas region(int col, int row, int w, int h) {
        int c = Math.max(0, col);
        int r = Math.max(0, row);
        int rw = Math.min(w - (c - col), width - c);
        int rh = Math.min(h - (r - row), height - r);
        return new Canvas(cells, stride, glyphs, left + c, top + r, rw, rh);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean colour() {
        return glyphs.colour();
    }

    /** The character drawn at a cell so far; a space outside the canvas. */
    public char charAt(int col, int row) {
        if (col < 0 || row < 0 || col >= width || row >= height) return ' ';
        TextCharacter cell = cells[(top + row) * stride + left + col];
        return cell == null ? ' ' : cell.getCharacterString().charAt(0);
    }

    public void put(int col, int row, char c, Style style, SGR... extra) {
        if (col < 0 || row < 0 || col >= width || row >= height) return;
        cells[(top + row) * stride + left + col] = glyphs.get(c, style, extra);
    }

    /**
     * Copies the whole frame to the screen's back buffer, cell by cell where it differs; returns how many
     * cells changed (0: nothing to refresh).
     */
    public int flushTo(Screen screen) {
        int changed = 0;
        int rows = cells.length / stride;
        for (int row = 0; row < rows; row++) {
            for (int col = 0; col < stride; col++) {
                TextCharacter t = cells[row * stride + col];
                TextCharacter now = screen.getBackCharacter(col, row);
                if (now != t && !t.equals(now)) {
                    screen.setCharacter(col, row, t);
                    changed++;
                }
            }
        }
        return changed;
    }

    /**
     * Copies another frame (a whole one, from its top-left corner) into this canvas, clipped to both: a
     * frame drawn elsewhere, for this terminal's size, shown as it is.
     */
    public void paste(Canvas frame) {
        int w = Math.min(width, frame.width);
        int h = Math.min(height, frame.height);
        for (int r = 0; r < h; r++) {
            System.arraycopy(frame.cells, (frame.top + r) * frame.stride + frame.left, cells,
                    (top + r) * stride + left, w);
        }
    }

    /** Whether two canvases are the same size and show the same cells. */
    public boolean sameAs(Canvas other) {
        if (other == null || other.width != width || other.height != height) return false;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                TextCharacter a = cells[(top + r) * stride + left + c];
                TextCharacter b = other.cells[(other.top + r) * other.stride + other.left + c];
                if (a != b && !a.equals(b)) return false;
            }
        }
        return true;
    }

    /** Writes text from a column, clipped at the right edge; returns the column after the last character. */
    public int text(int col, int row, String text, Style style, SGR... extra) {
        int c = col;
        for (int i = 0; i < text.length() && c < width; i++, c++) put(c, row, text.charAt(i), style, extra);
        return c;
    }

    /** Writes text and pads the rest of the row with blanks of the same style. */
    public void line(int row, String text, Style style, SGR... extra) {
        int c = text(0, row, text, style, extra);
        for (; c < width; c++) put(c, row, ' ', style, extra);
    }

    /** Blanks the whole canvas. */
    public void fill(Style style) {
        for (int r = 0; r < height; r++) for (int c = 0; c < width; c++) put(c, r, ' ', style);
    }

    /**
     * As {@link #paragraph(int, String, Style)} within {@code rows} rows: a text cut short ends its last row
     * with "…", so a reader knows there is more than the box shows.
     */
    public int paragraph(int row, String text, Style style, int rows) {
        List<String> lines = Text.wrap(text, width);
        int room = Math.min(rows, height - row);
        int used = 0;
        for (String l : lines) {
            if (used >= room) break;
            boolean last = used == room - 1 && lines.size() > room;
            line(row + used, last ? cut(l) : l, style);
            used++;
        }
        return used;
    }

    /** A paragraph's last row shown when more follows: "…" at its end, a word dropped when the row is full. */
    private String cut(String row) {
        String l = row.stripTrailing();
        return l.length() < width ? l + "…" : Text.fitWords(l, width - 1);
    }

    /** Wrapped text from a row down, as far as the canvas goes ("…" ends a text cut short); the rows used. */
    public int paragraph(int row, String text, Style style) {
        return paragraph(row, text, style, Integer.MAX_VALUE);
    }
}
