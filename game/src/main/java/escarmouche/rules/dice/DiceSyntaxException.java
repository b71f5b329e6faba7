package escarmouche.rules.dice;

/** A dice expression that does not parse; the message says what was expected. */
public final class DiceSyntaxException extends IllegalArgumentException {
    public DiceSyntaxException(String message) {
        super(message);
    }
}
