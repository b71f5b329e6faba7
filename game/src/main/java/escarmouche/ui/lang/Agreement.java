package escarmouche.ui.lang;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;

/**
 * Words that agree with the gender of a creature's name. A text whose language agrees has its feminine
 * form beside it, under the same key with {@link #FEMININE} after it ({@code log.condition.grappled.f}:
 * "agrippée"); a language that does not (English) has none, and the plain key is said.
 *
 * <p>English agrees with the kind of creature instead: its plain texts say "it" and "its", right for a
 * monster or an animal, and a hero (a character built from a class) is a person, whom "it" does not fit.
 * The content gives no English pronoun, so a text about a hero has its {@link #PERSON} form ("lets go of
 * their longsword") where the bundle has one; French has none, its heroes agree by their name's gender.
 */
public final class Agreement {
    /** The suffix of a text's feminine form. */
    public static final String FEMININE = ".f";
    /** The suffix of a text's form about a person, a hero: "they" and "their" for "it" and "its". */
    public static final String PERSON = ".they";

    private Agreement() {}

    /** {@link #FEMININE} when the name is feminine and the bundle has the key's feminine form, else nothing. */
    public static String suffix(ScreenMessages m, String key, boolean feminine) {
        return feminine && m.has(key + FEMININE) ? FEMININE : "";
    }

    /**
     * The suffix for a creature whose name is feminine or not and who is a person (a hero) or not: the
     * feminine form first, then the person's, each where the bundle has it; else nothing.
     */
    public static String suffix(ScreenMessages m, String key, boolean feminine, boolean person) {
        if (feminine && m.has(key + FEMININE)) return FEMININE;
        // Only English: another language's bundle would find the English form through its fallback.
        return person && m.language() == Language.EN && m.has(key + PERSON) ? PERSON : "";
    }

    /** The key to say about a creature whose name is feminine or not. */
    public static String key(ScreenMessages m, String key, boolean feminine) {
        return key + suffix(m, key, feminine);
    }
}
