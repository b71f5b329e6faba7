package escarmouche.content.model;

/**
 * A name a class gives its pre-made character when the party screen adds one (the first its party does not
 * have yet), with the gender the name takes in French.
 *
 * @param name   the name, in every language
 * @param gender {@code m} or {@code f}, or null for masculine (the default of every creature)
 */
public record PremadeName(String name, String gender) {
    /** The longest name: what the side pane and the party list show whole, the longest a player may type. */
    public static final int MAX = 16;

    /**
     * Whether a character may go into a hero's name, given in content or typed by a player: Latin letters
     * with their accents, digits, a space, an apostrophe, a hyphen, a full stop, so that every terminal shows it.
     */
    public static boolean allowed(char c) {
        if (c == ' ' || c == '\'' || c == '-' || c == '.') return true;
        if (c >= '0' && c <= '9') return true;
        return Character.isLetter(c) && Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN;
    }
}
