package escarmouche.engine.battle;

/**
 * Thrown by a command handler while it checks a command, before it changes anything: the command is
 * refused with an {@code error} event naming the reason.
 */
public final class IllegalCommand extends RuntimeException {
    public IllegalCommand(String reason) {
        super(reason, null, false, false);
    }

    public static void require(boolean condition, String reason) {
        if (!condition) throw new IllegalCommand(reason);
    }
}
