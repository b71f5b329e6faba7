package escarmouche.engine.battle;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Thrown by a command handler while it checks a command, before it changes anything: the command is
 * refused with an {@code error} event naming the reason.
 *
 * <p>A refusal is one of two kinds, and the code must say which. Either a rule forbids the command
 * ({@link #by}, {@link #require(boolean, String, String)}): the error event names that rule, so the player
 * can look it up. Or the command is malformed ({@link #malformed}, {@link #requireWellFormed}): it names a
 * creature, weapon, spell, item or square that is not there, or asks for something meaningless, and no
 * rule is involved. There is deliberately no way to refuse without choosing.
 */
public final class IllegalCommand extends RuntimeException {
    /** A rule ID of the catalogue: upper-case words joined by dashes ({@code SHOVE}, {@code ATK-RANGED-MELEE}). */
    private static final Pattern RULE_ID = Pattern.compile("[A-Z]+(-[A-Z0-9]+)*");

    private final List<String> rules;

    /** A command refused by these rules (at least one). */
    public IllegalCommand(String reason, List<String> rules) {
        this(reason, rules, true);
    }

    private IllegalCommand(String reason, List<String> rules, boolean needsRule) {
        super(reason, null, false, false);
        if (needsRule && rules.isEmpty()) {
            throw new IllegalArgumentException("a refusal by a rule must name it: " + reason);
        }
        for (String r : rules) {
            if (!RULE_ID.matcher(r).matches()) throw new IllegalArgumentException("not a rule ID: " + r);
        }
        this.rules = List.copyOf(rules);
    }

    /** A command the rule {@code rule} forbids. */
    public static IllegalCommand by(String rule, String reason) {
        return new IllegalCommand(reason, List.of(rule));
    }

    /** Refuses the command, naming {@code rule}, unless {@code allowed}. */
    public static void require(boolean allowed, String rule, String reason) {
        if (!allowed) throw by(rule, reason);
    }

    /** A command that names something not there or asks for something meaningless: no rule is involved. */
    public static IllegalCommand malformed(String reason) {
        return new IllegalCommand(reason, List.of(), false);
    }

    /** Refuses a malformed command (see {@link #malformed}) unless {@code wellFormed}. */
    public static void requireWellFormed(boolean wellFormed, String reason) {
        if (!wellFormed) throw malformed(reason);
    }

    /** Refuses any command of a creature that cannot act, naming what stops it (see {@link Creature#cannotActRule}). */
    public static void requireAble(Creature actor) {
        if (!actor.canAct()) throw by(actor.cannotActRule(), actor.id() + " cannot act");
    }

    /**
     * Throws the refusal, if there is one: for the handlers that still refuse by throwing, when they reuse a
     * check that returns its refusal as a value.
     */
    public static void raise(Optional<Outcome.Refused> refusal) {
        if (refusal.isPresent()) {
            throw new IllegalCommand(refusal.get().reason(), refusal.get().rules(), !refusal.get().rules().isEmpty());
        }
    }

    /** The rule IDs behind the refusal; empty when the command is malformed. */
    public List<String> rules() {
        return rules;
    }
}
