package escarmouche.behaviour;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * A test a rule makes before it acts. Conditions about the target ({@link TargetIs}) narrow the rule's
 * candidates; the others are about the creature and the fight, and hold or fail for every candidate
 * alike.
 */
public sealed interface BehaviourCondition {
    /**
     * Whether {@code test} holds for the condition itself or, through {@link Not} and {@link Any}, for one
     * inside it: "is it about the target?", "does it ask what happened?".
     */
    static boolean anyWithin(BehaviourCondition c, Predicate<BehaviourCondition> test) {
        if (test.test(c)) return true;
        if (c instanceof Not not) return anyWithin(not.condition(), test);
        if (c instanceof Any any) {
            for (BehaviourCondition inner : any.conditions()) if (anyWithin(inner, test)) return true;
        }
        return false;
    }

    /** Its hit points are below this share of its maximum ({@code hp-below}). */
    record HpBelow(int percent) implements BehaviourCondition {}

    /**
     * The roll of the rule's own action works more often than this, as things stand where the creature is
     * ({@code odds-above}): for a {@code drink} rule the drinking roll (CAST-POTION), for a {@code cast}
     * rule the casting roll of its spell (CAST-ROLL). So a hero next to a foe of high level does not spend
     * its turn on a roll only a natural 20 would save. Always true where no roll is made (plain 5e).
     *
     * @param percent the chance it must beat, in whole percent, 0 to 99
     * @param action  the rule's action: {@link ActionKind#DRINK} or {@link ActionKind#CAST}
     * @param spell   the spell of a cast rule, else null
     */
    record OddsAbove(int percent, ActionKind action, String spell) implements BehaviourCondition {
        public OddsAbove {
            Objects.requireNonNull(action, "action");
            if (action != ActionKind.DRINK && action != ActionKind.CAST) {
                throw new IllegalArgumentException("odds-above weighs a drink or cast rule's roll, not " + action.id());
            }
            if ((action == ActionKind.CAST) != (spell != null)) throw new IllegalArgumentException("a cast names its spell");
        }
    }

    /** Some enemy still in the fight is within its reach, its weapons' range, or a number of squares. */
    record EnemyWithin(Span span) implements BehaviourCondition {
        public EnemyWithin {
            Objects.requireNonNull(span, "span");
        }
    }

    /** The candidate target is in this state ({@code "target": "prone"}). */
    record TargetIs(TargetState state) implements BehaviourCondition {
        public TargetIs {
            Objects.requireNonNull(state, "state");
        }
    }

    /** The creature itself is in this state ({@code "self": "grappled"}). */
    record SelfIs(SelfState state) implements BehaviourCondition {
        public SelfIs {
            Objects.requireNonNull(state, "state");
        }
    }

    /**
     * It carries something.
     *
     * @param items for {@link Possession#POTION}: the ids content knows as potions, in content order
     */
    record Has(Possession what, List<String> items) implements BehaviourCondition {
        public Has {
            Objects.requireNonNull(what, "what");
            items = List.copyOf(items);
        }
    }

    /** How many allies (itself not counted) or enemies are still in the fight. */
    record Count(Side side, Comparison comparison) implements BehaviourCondition {
        public Count {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /** The round number. */
    record RoundIs(Comparison comparison) implements BehaviourCondition {
        public RoundIs {
            Objects.requireNonNull(comparison, "comparison");
        }
    }

    /**
     * Every one of these rules has fired in this fight ({@code "happened": ["ATK-CRIT"]}): an event of the
     * log named it. Lets a script react to what the fight has seen, as the tutorial's goblin yields once
     * its lessons took place.
     */
    record Happened(List<String> rules) implements BehaviourCondition {
        public Happened {
            rules = List.copyOf(rules);
            if (rules.isEmpty()) throw new IllegalArgumentException("happened needs at least one rule ID");
        }
    }

    /**
     * For every one of these rules, a contest naming it was fought in this fight ({@code "contested": ["GRAP-START"]}):
     * one the loser could resist, won or lost, not one won without a roll against an incapacitated creature
     * (COND-INCAPACITATED). {@link Happened} cannot tell them apart, both naming GRAP-START: the tutorial's goblin
     * yields once the awake one was grappled, as the tutorial's lesson asks, not after a grapple on the sleeper.
     */
    record Contested(List<String> rules) implements BehaviourCondition {
        public Contested {
            rules = List.copyOf(rules);
            if (rules.isEmpty()) throw new IllegalArgumentException("contested needs at least one rule ID");
        }
    }

    /** The inner condition does not hold. */
    record Not(BehaviourCondition condition) implements BehaviourCondition {
        public Not {
            Objects.requireNonNull(condition, "condition");
        }
    }

    /** At least one of the inner conditions holds. */
    record Any(List<BehaviourCondition> conditions) implements BehaviourCondition {
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
