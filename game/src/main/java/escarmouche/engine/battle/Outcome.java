package escarmouche.engine.battle;

import escarmouche.lang.Quoted;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * What became of one command: carried out, refused (nothing changed, an {@code error} event says why), or
 * the end of the creature's turn. Every front end and controller reads this value rather than the log.
 */
public sealed interface Outcome {
    /** The command was carried out. */
    record Done() implements Outcome {}

    /** The creature ended its turn. */
    record TurnOver() implements Outcome {}

    /**
     * The command was refused before anything changed. Either a rule forbids it ({@link #by}: {@code rules}
     * names at least one rule ID, so the player can look it up), or it is malformed ({@link #malformed}: it
     * names something not there or asks for something meaningless, and {@code rules} is empty). There is
     * deliberately no way to refuse without choosing.
     */
    record Refused(String reason, List<String> rules) implements Outcome {
        /** A rule ID of the catalogue: upper-case words joined by dashes ({@code SHOVE}, {@code ATK-RANGED-MELEE}). */
        private static final Pattern RULE_ID = Pattern.compile("[A-Z]+(-[A-Z0-9]+)*");

        public Refused {
            for (String r : rules) {
                if (!RULE_ID.matcher(r).matches()) throw new IllegalArgumentException("not a rule ID: " + r);
            }
            rules = List.copyOf(rules);
        }

        /** A command the rule {@code rule} forbids. */
        public static Refused by(String rule, String reason) {
            return new Refused(reason, List.of(rule));
        }

        /** A command refused by these rules (at least one). */
        public static Refused by(List<String> rules, String reason) {
            if (rules.isEmpty()) throw new IllegalArgumentException("a refusal by a rule must name it: " + reason);
            return new Refused(reason, rules);
        }

        /** Refuses any command of a creature that cannot act, naming what stops it (see {@link Creature#cannotActRule}). */
        public static Optional<Refused> unable(Creature actor) {
            return actor.canAct() ? Optional.empty() : Optional.of(by(actor.cannotActRule(), actor.id() + " cannot act"));
        }

        /** Refused by {@code rule} unless {@code allowed}. */
        public static Optional<Refused> unless(boolean allowed, String rule, String reason) {
            return allowed ? Optional.empty() : Optional.of(by(rule, reason));
        }

        /**
         * Refused by {@code rule} unless {@code allowed}, the reason written only when refused: every command
         * passes several of these checks, and the words would be thrown away nearly every time.
         */
        public static Optional<Refused> unless(boolean allowed, String rule, Supplier<String> reason) {
            return allowed ? Optional.empty() : Optional.of(by(rule, reason.get()));
        }

        /** Refused as malformed unless {@code wellFormed}. */
        public static Optional<Refused> unlessWellFormed(boolean wellFormed, String reason) {
            return wellFormed ? Optional.empty() : Optional.of(malformed(reason));
        }

        /** {@link #unlessWellFormed(boolean, String)}, the reason written only when refused. */
        public static Optional<Refused> unlessWellFormed(boolean wellFormed, Supplier<String> reason) {
            return wellFormed ? Optional.empty() : Optional.of(malformed(reason.get()));
        }

        /** A command that names something not there or asks for something meaningless: no rule is involved. */
        public static Refused malformed(String reason) {
            return new Refused(reason, List.of());
        }

        /**
         * Why a command naming {@code id} is refused when no creature has that id: the id quoted as any long text a
         * message quotes back ({@link Quoted}), so that a script's 3,000-character word gives a line, not a page.
         */
        public static String noCreatureReason(String id) {
            return "no creature '" + Quoted.shown(id) + "'";
        }

        /** {@link #noCreatureReason}, refused. */
        public static Refused noCreature(String id) {
            return malformed(noCreatureReason(id));
        }
    }

    Outcome DONE = new Done();
    Outcome TURN_OVER = new TurnOver();
}
