package escarmouche.lang;

/**
 * A text a message quotes back to whoever wrote it: whole up to 40 characters, else its first 37 and "...", so
 * that a value of thousands of characters gives a message of one line. One length for every such message: a JSON
 * value or number, an unknown command or answer (the rules cut a dice expression alike on their own, as they
 * depend on nothing of the game).
 */
public final class Quoted {
    private static final int SHOWN = 40;

    private Quoted() {}

    public static String shown(String words) {
        if (words.length() <= SHOWN) return words;
        int end = SHOWN - 3;
        // Never half a character: a letter outside the basic plane is two chars.
        if (Character.isHighSurrogate(words.charAt(end - 1))) end--;
        return words.substring(0, end) + "...";
    }
}
