package escarmouche.ui.lang;

import escarmouche.lang.ScreenMessages;

/**
 * Words that agree with the gender of a creature's name. A text whose language agrees has its feminine
 * form beside it, under the same key with {@link #FEMININE} after it ({@code log.condition.grappled.f}:
 * "agrippée"); a language that does not (English) has none, and the plain key is said.
 */
public final class Agreement {
    /** The suffix of a text's feminine form. */
    public static final String FEMININE = ".f";

    private Agreement() {}

    /** {@link #FEMININE} when the name is feminine and the bundle has the key's feminine form, else nothing. */
    public static String suffix(ScreenMessages m, String key, boolean feminine) {
        return feminine && m.has(key + FEMININE) ? FEMININE : "";
    }

    /** The key to say about a creature whose name is feminine or not. */
    public static String key(ScreenMessages m, String key, boolean feminine) {
        return key + suffix(m, key, feminine);
    }
}
