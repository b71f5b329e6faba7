package escarmouche.ui.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextColor;
import java.util.EnumSet;

/**
 * What a cell means, not how it looks: each style maps to colours and attributes, or to attributes only
 * when colour is off ({@code NO_COLOR}, the monochrome option). Every style that matters in play keeps a
 * non-colour cue (reverse, bold, underline, or the glyph itself), so colour is never the only signal.
 */
public enum Style {
    NORMAL(null, null),
    DIM(TextColor.ANSI.BLACK_BRIGHT, null),
    TITLE(TextColor.ANSI.YELLOW_BRIGHT, null, SGR.BOLD),
    HEADING(TextColor.ANSI.CYAN_BRIGHT, null, SGR.BOLD),
    SELECTED(null, null, SGR.REVERSE),
    KEY(TextColor.ANSI.CYAN_BRIGHT, null, SGR.BOLD),
    GOOD(TextColor.ANSI.GREEN_BRIGHT, null),
    BAD(TextColor.ANSI.RED_BRIGHT, null, SGR.BOLD),
    WARN(TextColor.ANSI.YELLOW_BRIGHT, null, SGR.BOLD),
    CRIT(TextColor.ANSI.MAGENTA_BRIGHT, null, SGR.BOLD),
    FLOOR(TextColor.ANSI.BLACK_BRIGHT, null),
    WALL(TextColor.ANSI.WHITE, null),
    COVER(TextColor.ANSI.WHITE_BRIGHT, null),
    DIFFICULT(TextColor.ANSI.YELLOW, null),
    VERY_DIFFICULT(TextColor.ANSI.RED, null, SGR.BOLD),
    WATER(TextColor.ANSI.BLUE_BRIGHT, null),
    STAIRS(TextColor.ANSI.WHITE_BRIGHT, null),
    PARTY(TextColor.ANSI.GREEN_BRIGHT, null, SGR.BOLD),
    MONSTER(TextColor.ANSI.RED_BRIGHT, null, SGR.BOLD),
    DOWN(TextColor.ANSI.BLACK_BRIGHT, null, SGR.UNDERLINE),
    TARGET(TextColor.ANSI.BLACK, TextColor.ANSI.RED_BRIGHT, SGR.UNDERLINE, SGR.BOLD),
    CURSOR(TextColor.ANSI.BLACK, TextColor.ANSI.MAGENTA_BRIGHT, SGR.UNDERLINE, SGR.BOLD),
    PATH(TextColor.ANSI.WHITE_BRIGHT, TextColor.ANSI.BLUE, SGR.UNDERLINE),
    PATH_BAD(TextColor.ANSI.WHITE_BRIGHT, TextColor.ANSI.RED, SGR.UNDERLINE, SGR.BOLD),
    MARKER(TextColor.ANSI.YELLOW_BRIGHT, null, SGR.BOLD);

    private final TextColor fg;
    private final TextColor bg;
    private final EnumSet<SGR> sgr;

    Style(TextColor fg, TextColor bg, SGR... sgr) {
        this.fg = fg == null ? TextColor.ANSI.DEFAULT : fg;
        this.bg = bg == null ? TextColor.ANSI.DEFAULT : bg;
        this.sgr = sgr.length == 0 ? EnumSet.noneOf(SGR.class) : EnumSet.of(sgr[0], sgr);
    }

    TextColor foreground(boolean colour) {
        return colour ? fg : TextColor.ANSI.DEFAULT;
    }

    TextColor background(boolean colour) {
        return colour ? bg : TextColor.ANSI.DEFAULT;
    }

    /** Attributes; without colour, a coloured background becomes reverse video so the highlight stays. */
    EnumSet<SGR> modifiers(boolean colour) {
        EnumSet<SGR> out = EnumSet.copyOf(sgr);
        if (!colour && bg != TextColor.ANSI.DEFAULT) out.add(SGR.REVERSE);
        return out;
    }
}
