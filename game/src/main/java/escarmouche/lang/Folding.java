package escarmouche.lang;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Text as a search compares it, in any language: lower case, without accents ("règle" and "regle" alike),
 * the typographic apostrophe as the keyboard's. A player types what their keyboard gives.
 */
public final class Folding {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private Folding() {}

    public static String fold(String s) {
        // Most log lines and every query typed on an English keyboard are plain ASCII: no decomposition then.
        if (ascii(s)) return s.toLowerCase(Locale.ROOT);
        return withoutAccents(s).replace('\u2019', '\'').toLowerCase(Locale.ROOT);
    }

    /** The text with its letters' accents taken off, case kept ("Règle" gives "Regle"). */
    public static String withoutAccents(String s) {
        return MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }

    private static boolean ascii(String s) {
        for (int i = 0, n = s.length(); i < n; i++) if (s.charAt(i) >= 0x80) return false;
        return true;
    }
}
