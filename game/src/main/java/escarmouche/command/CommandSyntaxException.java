package escarmouche.command;

/**
 * A command line that does not follow the grammar; the message says what was expected, and {@link #column()}
 * where on the line the word at fault begins (0 when the parser did not say).
 */
public final class CommandSyntaxException extends IllegalArgumentException {
    private final int word;
    private final int column;

    public CommandSyntaxException(String message) {
        this(message, 0);
    }

    /** At the {@code word}-th word of the line, counted from 0 (the command word). */
    CommandSyntaxException(String message, int word) {
        this(message, word, 0);
    }

    private CommandSyntaxException(String message, int word, int column) {
        super(message);
        this.word = word;
        this.column = column;
    }

    /** The same, placed on {@code line}: the column, in characters from 1, where its word begins. */
    CommandSyntaxException on(String line) {
        return new CommandSyntaxException(getMessage(), word, CommandParser.column(line, word));
    }

    /** The column, in characters from 1, of the word at fault; 0 when unknown. */
    public int column() {
        return column;
    }
}
