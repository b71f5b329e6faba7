package escarmouche.rules.dice;

/**
 * A dice expression that does not parse. The message says in English what was expected; {@link #kind},
 * {@link #text} and {@link #number} say the same as values, so that the content checks can word it in the
 * user's language (the rules stay free of any bundle).
 */
public final class DiceSyntaxException extends IllegalArgumentException {
    /** What is wrong; {@link #number} is the character (from 1) or the limit it names, 0 when it names none. */
    public enum Kind {
        /** Nothing written. */
        EMPTY,
        /** Not a term of the form NdM or a number at character {@code number}. */
        NOT_DICE,
        /** Two terms not joined by + or - before character {@code number}. */
        NO_SIGN,
        /** A count of dice outside 1..{@code number}. */
        COUNT,
        /** A die size outside 1..{@code number}. */
        SIDES,
        /** A number of more than six digits. */
        TOO_LARGE,
        /** More than {@code number} terms (dice and numbers) in one expression. */
        TERMS,
        /** More than {@code number} dice in all the terms together. */
        DICE,
        /** Numbers that add up to {@code found}, outside -{@code number}..{@code number}. */
        FLAT
    }

    /** Past this length the messages quote the expression's start only: a flood of terms is not said back whole. */
    private static final int SHOWN = 40;

    private final Kind kind;
    private final String text;
    private final int number;
    private final long found;

    DiceSyntaxException(Kind kind, String text, int number) {
        this(kind, text, number, 0);
    }

    DiceSyntaxException(Kind kind, String text, int number, long found) {
        super(english(kind, shorten(text), number, found));
        this.kind = kind;
        this.text = text;
        this.number = number;
        this.found = found;
    }

    public Kind kind() {
        return kind;
    }

    /** The expression as written (null or empty for {@link Kind#EMPTY}). */
    public String text() {
        return text;
    }

    public int number() {
        return number;
    }

    /** What was found past the limit, for {@link Kind#FLAT} the numbers' sum; 0 for the other kinds. */
    public long found() {
        return found;
    }

    /**
     * The expression as the messages quote it: whole up to 40 characters, else its first 37 and "...", as a JSON
     * value is described, so that an expression of a million terms gives a line, not megabytes.
     */
    public String shown() {
        return shorten(text);
    }

    private static String shorten(String text) {
        if (text == null) return "";
        return text.length() > SHOWN ? text.substring(0, SHOWN - 3) + "..." : text;
    }

    private static String english(Kind kind, String text, int number, long found) {
        return switch (kind) {
            case EMPTY -> "empty dice expression";
            case NOT_DICE -> "'" + text + "' is not a dice expression at character " + number
                    + ": expected NdM or a number, joined by + or -, such as 2d6+3";
            case NO_SIGN -> "'" + text + "': expected + or - before character " + number;
            case COUNT -> "'" + text + "': dice count must be 1.." + number;
            case SIDES -> "'" + text + "': die size must be 1.." + number;
            case TOO_LARGE -> "'" + text + "': number too large";
            case TERMS -> "'" + text + "': more than " + number + " terms: expected at most " + number
                    + " dice or numbers joined by + or -";
            case DICE -> "'" + text + "': more than " + number + " dice: expected at most " + number
                    + " dice in all the terms together";
            case FLAT -> "'" + text + "': the numbers add up to " + found + ": expected a total from -" + number
                    + " to " + number;
        };
    }
}
