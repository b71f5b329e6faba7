package escarmouche.command;

import java.util.List;

/**
 * A command line that does not follow the grammar; the message says what was expected, {@link #column()}
 * where on the line the word at fault begins (0 when the parser did not say), and {@link #rules()} the rule
 * that forbids it when the grammar only writes a rule down (a shove's Str check, SHOVE).
 */
public final class CommandSyntaxException extends IllegalArgumentException {
    private final int word;
    private final int column;
    private final List<String> rules;

    public CommandSyntaxException(String message) {
        this(message, 0);
    }

    /** At the {@code word}-th word of the line, counted from 0 (the command word). */
    CommandSyntaxException(String message, int word) {
        this(message, word, 0, List.of());
    }

    /** The same, refused by {@code rule}: its error event names it, as a refusal of the engine does. */
    CommandSyntaxException(String message, int word, String rule) {
        this(message, word, 0, rule == null ? List.of() : List.of(rule));
    }

    private CommandSyntaxException(String message, int word, int column, List<String> rules) {
        super(message);
        this.word = word;
        this.column = column;
        this.rules = rules;
    }

    /** The same, placed on {@code line}: the column, in characters from 1, where its word begins. */
    CommandSyntaxException on(String line) {
        return new CommandSyntaxException(getMessage(), word, CommandParser.column(line, word), rules);
    }

    /** The rule that forbids the line, or none when only the grammar does. */
    public List<String> rules() {
        return rules;
    }

    /** The column, in characters from 1, of the word at fault; 0 when unknown. */
    public int column() {
        return column;
    }
}
