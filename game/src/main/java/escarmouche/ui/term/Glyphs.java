package escarmouche.ui.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import java.util.HashMap;
import java.util.Map;

/**
 * The screen characters already made, by character, style and extra attributes. Making one is costly in
 * Lanterna (it checks the character's width and grapheme), and a frame uses few distinct ones, so each
 * is made once per session; reusing the same instance also lets the canvas skip cells that did not change.
 */
public final class Glyphs {
    private final boolean colour;
    private final Map<Long, TextCharacter> made = new HashMap<>();

    public Glyphs(boolean colour) {
        this.colour = colour;
    }

    public boolean colour() {
        return colour;
    }

    TextCharacter get(char c, Style style, SGR... extra) {
        long mask = 0;
        for (SGR s : extra) mask |= 1L << s.ordinal();
        long key = ((long) c << 32) | ((long) style.ordinal() << 16) | mask;
        TextCharacter t = made.get(key);
        if (t == null) {
            t = new TextCharacter(c, style.foreground(colour), style.background(colour), style.modifiers(colour));
            // One at a time: TextCharacter.withModifiers ignores its argument in Lanterna 3.1.3.
            for (SGR s : extra) t = t.withModifier(s);
            made.put(key, t);
        }
        return t;
    }
}
