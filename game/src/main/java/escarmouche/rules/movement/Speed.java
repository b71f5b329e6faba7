package escarmouche.rules.movement;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** How far a creature may move this turn. */
public final class Speed {
    private Speed() {}

    /** Conditions that hold a creature in place, in the order their reason is reported. */
    private static final List<Condition> HOLDING = List.of(
            Condition.GRAPPLED, Condition.RESTRAINED, Condition.PARALYZED, Condition.PETRIFIED,
            Condition.STUNNED, Condition.UNCONSCIOUS);

    /** A speed and the rules that shaped it. */
    public record Effective(int speed, List<String> rules) {
        public Effective {
            rules = List.copyOf(rules);
        }
    }

    /**
     * Why the creature cannot move at all, if it cannot: grappled (COND-GRAPPLED) or restrained
     * (COND-RESTRAINED) creatures have speed 0; paralysed, petrified, stunned and unconscious ones
     * cannot move.
     */
    public static Optional<Refusal> immobilized(Set<Condition> conditions) {
        for (Condition c : HOLDING) {
            if (conditions.contains(c)) return Optional.of(new Refusal(c.ruleId(), c.id() + ": cannot move"));
        }
        return Optional.empty();
    }

    /**
     * The creature's speed this turn, in squares.
     *
     * @param wounded whether it is at or below 0 hit points and can still act: house rules halve its
     *                speed, rounded down (MOVE-WOUNDED). Plain 5e has no such rule.
     */
    public static Effective effective(int baseSpeed, Set<Condition> conditions, boolean wounded, RuleSet rules) {
        Optional<Refusal> held = immobilized(conditions);
        if (held.isPresent()) return new Effective(0, List.of(held.get().rule()));
        return new Effective(of(baseSpeed, conditions, wounded, rules),
                wounded && rules.house(RulePart.MOVEMENT) ? List.of("MOVE-WOUNDED") : List.of());
    }

    /**
     * {@link #effective}'s speed alone, without the rules that shaped it: asked every time a command
     * refreshes the mover's budget, so it makes no list.
     */
    public static int of(int baseSpeed, Set<Condition> conditions, boolean wounded, RuleSet rules) {
        boolean held = false;
        for (int i = 0; i < HOLDING.size() && !held; i++) held = conditions.contains(HOLDING.get(i));
        return of(baseSpeed, held, wounded, rules);
    }

    /** {@link #of(int, Set, boolean, RuleSet)} for a caller that knows whether a condition holds it in place. */
    public static int of(int baseSpeed, boolean held, boolean wounded, RuleSet rules) {
        if (held) return 0;
        int speed = Math.max(0, baseSpeed);
        return wounded && rules.house(RulePart.MOVEMENT) ? speed / 2 : speed;
    }

    /** The conditions that hold a creature in place ({@link #immobilized}), for a caller that keeps its own test. */
    public static List<Condition> holding() {
        return HOLDING;
    }

    /** MOVE-DASH (ACT-DASH): the Dash action adds the creature's current speed to its movement left. */
    public static int dash(int movementLeft, int currentSpeed) {
        return movementLeft + currentSpeed;
    }

    /** Movement for a whole turn: the speed, plus the speed again for each Dash (MOVE-DASH). */
    public static int movementForTurn(int currentSpeed, int dashes) {
        return currentSpeed * (1 + dashes);
    }
}
