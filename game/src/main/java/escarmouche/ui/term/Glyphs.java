package escarmouche.ui.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import escarmouche.lang.TerminalControl;

/**
 * The screen characters already made, by style, extra attributes and character. Making one is costly in
 * Lanterna (it checks the character's width and grapheme), and a frame uses few distinct ones, so each
 * is made once per session; reusing the same instance also lets a frame be compared with the screen
 * cheaply. Looked up through arrays, so drawing a frame allocates nothing here.
 */
public final class Glyphs {
    private static final int SGR_BITS = SGR.values().length;

    private final boolean colour;
    /** [style and attributes][high byte of the character][low byte]. */
    private final TextCharacter[][][] made = new TextCharacter[Style.values().length << SGR_BITS][][];

    public Glyphs(boolean colour) {
        this.colour = colour;
    }

    public boolean colour() {
        return colour;
    }

    TextCharacter get(char c, Style style, SGR... extra) {
        c = shown(c);
        int mask = 0;
        for (SGR s : extra) mask |= 1 << s.ordinal();
        int kind = style.ordinal() << SGR_BITS | mask;
        TextCharacter[][] pages = made[kind];
        if (pages == null) pages = made[kind] = new TextCharacter[256][];
        TextCharacter[] page = pages[c >>> 8];
        if (page == null) page = pages[c >>> 8] = new TextCharacter[256];
        TextCharacter t = page[c & 0xFF];
        if (t == null) {
            t = new TextCharacter(c, style.foreground(colour), style.background(colour), style.modifiers(colour));
            // One at a time: TextCharacter.withModifiers ignores its argument in Lanterna 3.1.3.
            for (SGR s : extra) t = t.withModifier(s);
            page[c & 0xFF] = t;
        }
        return t;
    }

    /**
     * The character drawn for {@code c}: a character a terminal obeys ({@link TerminalControl}) is never sent to it
     * (Lanterna refuses most controls, and one that passes, an escape among the C1 controls, would be read as the
     * start of a command; a direction override would turn the rest of the line around), whatever text
     * brings it (a file name, a line of a damaged save): a tab is a blank, any other is a '?'. No screen can then
     * be crashed, or its terminal driven, by the text it shows. A wide character ({@link Text#wide}), which the
     * terminal would draw over the next cell too and Lanterna would blank when that cell is drawn, is a '?' as
     * well: whatever the text (a name typed before prompts refused them, a content file's), no column shifts.
     */
    static char shown(char c) {
        if (c == '\t') return ' ';
        return TerminalControl.obeyed(c) || Text.wide(c) ? '?' : c;
    }
}
