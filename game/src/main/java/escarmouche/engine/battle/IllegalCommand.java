package escarmouche.engine.battle;

import java.util.List;

/**
 * Thrown by a command handler while it checks a command, before it changes anything: the command is
 * refused with an {@code error} event naming the reason (and the rule that forbids it, when one does).
 */
public final class IllegalCommand extends RuntimeException {
    private final List<String> rules;

    public IllegalCommand(String reason) {
        this(reason, List.of());
    }

    public IllegalCommand(String reason, List<String> rules) {
        super(reason, null, false, false);
        this.rules = List.copyOf(rules);
    }

    public static void require(boolean condition, String reason) {
        if (!condition) throw new IllegalCommand(reason);
    }

    /** The rule IDs behind the refusal; empty when the command is simply malformed. */
    public List<String> rules() {
        return rules;
    }
}
