package escarmouche.ui.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.screen.Screen;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A rectangle of the screen's back buffer to draw in, clipped to its bounds, in styles rather than
 * colours. Drawing only writes the back buffer; the caller refreshes the screen once per change.
 */
public final class Canvas {
    private final Screen screen;
    private final boolean colour;
    private final int left;
    private final int top;
    private final int width;
    private final int height;
    private final Map<Style, TextCharacter> plain;

    public Canvas(Screen screen, boolean colour) {
        this(screen, colour, 0, 0, screen.getTerminalSize().getColumns(), screen.getTerminalSize().getRows(),
                new EnumMap<>(Style.class));
    }

    private Canvas(Screen screen, boolean colour, int left, int top, int width, int height,
                   Map<Style, TextCharacter> plain) {
        this.screen = screen;
        this.colour = colour;
        this.left = left;
        this.top = top;
        this.width = Math.max(0, width);
        this.height = Math.max(0, height);
        this.plain = plain;
    }

    public static TerminalSize size(Screen screen) {
        return screen.getTerminalSize();
    }

    /** A part of this canvas; coordinates inside it start at 0,0 and drawing outside it is dropped. */
    public Canvas region(int col, int row, int w, int h) {
        int c = Math.max(0, col);
        int r = Math.max(0, row);
        int rw = Math.min(w - (c - col), width - c);
        int rh = Math.min(h - (r - row), height - r);
        return new Canvas(screen, colour, left + c, top + r, rw, rh, plain);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean colour() {
        return colour;
    }

    public void put(int col, int row, char c, Style style, SGR... extra) {
        if (col < 0 || row < 0 || col >= width || row >= height) return;
        screen.setCharacter(left + col, top + row, character(c, style, extra));
    }

    private TextCharacter character(char c, Style style, SGR... extra) {
        TextCharacter base = plain.get(style);
        if (base == null) {
            base = new TextCharacter(' ', style.foreground(colour), style.background(colour), style.modifiers(colour));
            plain.put(style, base);
        }
        TextCharacter out = base.withCharacter(c);
        // One at a time: TextCharacter.withModifiers ignores its argument in Lanterna 3.1.3.
        for (SGR s : extra) out = out.withModifier(s);
        return out;
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

    /** Word-wrapped text from a row; returns the number of rows used (clipped at the bottom). */
    public int paragraph(int row, String text, Style style) {
        List<String> lines = Text.wrap(text, width);
        int used = 0;
        for (String l : lines) {
            if (row + used >= height) break;
            line(row + used, l, style);
            used++;
        }
        return used;
    }
}
