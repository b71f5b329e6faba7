package escarmouche.command;

/** A command line that does not follow the grammar; the message says what was expected. */
public final class CommandSyntaxException extends IllegalArgumentException {
    public CommandSyntaxException(String message) {
        super(message);
    }
}
