package escarmouche.ai.script;

import java.util.List;
import java.util.Objects;

/**
 * A test a rule makes before it acts. Conditions about the target ({@link TargetIs}) narrow the rule's
 * candidates; the others are about the creature and the fight, and hold or fail for every candidate
 * alike.
 */
public sealed interface Condition {
    /** Its hit points are below this share of its maximum ({@code hp-below}). */
    record HpBelow(int percent) implements Condition {}

    /** Some enemy still in the fight is within its reach, its weapons' range, or a number of squares. */
    record EnemyWithin(Span span) implements Condition {
        public EnemyWithin {
            Objects.requireNonNull(span, "span");
        }
    }

    /** The candidate target is in this state ({@code "target": "prone"}). */
    record TargetIs(TargetState state) implements Condition {
        public TargetIs {
            Objects.requireNonNull(state, "state");
        }
    }

    /** The creature itself is in this state ({@code "self": "grappled"}). */
    record SelfIs(SelfState state) implements Condition {
        public SelfIs {
            Objects.requireNonNull(state, "state");
        }
    }

    /**
     * It carries something.
     *
     * @param items for {@link Possession#POTION}: the ids content knows as potions, in content order
     */
    record Has(Possession what, List<String> items) implements Condition {
        public Has {
            Objects.requireNonNull(what, "what");
            items = List.copyOf(items);
        }
    }

    /** How many allies (itself not counted) or enemies are still in the fight. */
    record Count(Side side, Comparison comparison) implements Condition {
        public Count {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /** The round number. */
    record RoundIs(Comparison comparison) implements Condition {
        public RoundIs {
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /** The inner condition does not hold. */
    record Not(Condition condition) implements Condition {
        public Not {
            Objects.requireNonNull(condition, "condition");
        }
    }

    /** At least one of the inner conditions holds. */
    record Any(List<Condition> conditions) implements Condition {
        public Any {
            conditions = List.copyOf(conditions);
        }
    }

    /** Whose number {@link Count} compares. */
    enum Side {
        ALLIES("allies"), ENEMIES("enemies");

        private final String id;

        Side(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    /** How far {@link EnemyWithin} looks. */
    record Span(Kind kind, int squares) {
        public enum Kind { REACH, RANGE, SQUARES }

        public static final Span REACH = new Span(Kind.REACH, 0);
        public static final Span RANGE = new Span(Kind.RANGE, 0);

        public static Span squares(int n) {
            return new Span(Kind.SQUARES, n);
        }

        public String describe() {
            return switch (kind) {
                case REACH -> "reach";
                case RANGE -> "range";
                case SQUARES -> squares + (squares == 1 ? " square" : " squares");
            };
        }
    }
}
