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
        TOO_LARGE
    }

    private final Kind kind;
    private final String text;
    private final int number;

    DiceSyntaxException(Kind kind, String text, int number) {
        super(english(kind, text, number));
        this.kind = kind;
        this.text = text;
        this.number = number;
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

    private static String english(Kind kind, String text, int number) {
        return switch (kind) {
            case EMPTY -> "empty dice expression";
            case NOT_DICE -> "'" + text + "' is not a dice expression at character " + number
                    + ": expected NdM or a number, joined by + or -, such as 2d6+3";
            case NO_SIGN -> "'" + text + "': expected + or - before character " + number;
            case COUNT -> "'" + text + "': dice count must be 1.." + number;
            case SIDES -> "'" + text + "': die size must be 1.." + number;
            case TOO_LARGE -> "'" + text + "': number too large";
        };
    }
}
