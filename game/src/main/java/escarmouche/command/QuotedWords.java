package escarmouche.command;

/**
 * A word or line a message quotes back to whoever typed it: whole up to 40 characters, else its first 37 and
 * "...", as a long JSON value or dice expression is, so that a word of thousands of characters gives a message of
 * one line (an unknown command, an unknown answer).
 */
public final class QuotedWords {
    private static final int SHOWN = 40;

    private QuotedWords() {}

    public static String shown(String words) {
        if (words.length() <= SHOWN) return words;
        int end = SHOWN - 3;
        // Never half a character: a letter outside the basic plane is two chars.
        if (Character.isHighSurrogate(words.charAt(end - 1))) end--;
        return words.substring(0, end) + "...";
    }
}
