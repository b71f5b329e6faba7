package escarmouche.lang;

/**
 * A message about a place in a file, {@code file:line:column: message}, in the compiler's shape in every
 * language, as scenario problems are: editors and scripts find the place by its first {@code ": "}. French
 * puts a non-breaking space before a colon, and its sentences that begin with the place ({@code "{0} : ..."})
 * keep that typography for the game's screens; on the command line the place is followed by ": " as in English.
 */
public final class Located {
    private static final String FRENCH_COLON = "\u00a0: ";

    private Located() {}

    /** The phrase {@code key}, whose first argument {@code where} begins it, said in the compiler's shape. */
    public static String text(ScreenMessages m, String key, Object where, Object... args) {
        Object[] all = new Object[args.length + 1];
        all[0] = where;
        System.arraycopy(args, 0, all, 1, args.length);
        return shaped(String.valueOf(where), m.text(key, all));
    }

    /**
     * A sentence of the engine ({@code english}, which begins with its place: "x.jsonl:1: the content copy ...")
     * as {@code said} says it again in the user's language, in the compiler's shape.
     */
    public static String shape(String english, String said) {
        int at = said.indexOf(FRENCH_COLON);
        if (at <= 0) return said;
        String where = said.substring(0, at);
        return english.startsWith(where + ": ") ? shaped(where, said) : said;
    }

    private static String shaped(String where, String said) {
        return said.startsWith(where + FRENCH_COLON) ? where + ": " + said.substring(where.length() + FRENCH_COLON.length())
                : said;
    }
}
