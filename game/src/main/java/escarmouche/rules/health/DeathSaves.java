package escarmouche.rules.health;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;

/**
 * Plain 5e death saving throws, for the dd5 comparison only (the house rules use {@link Dying}): a
 * character at 0 hit points rolls a d20 at the start of its turn; 10 or more is a success, less a failure,
 * a 1 two failures, a 20 brings it back with 1 hit point. Three successes: stable; three failures: dead.
 * Simplified: damage at 0 hit points adds one failure (two on a critical), as in 5e, and nothing else.
 */
public final class DeathSaves {
    private DeathSaves() {}

    public static final int NEEDED = 3;
    /** The lowest d20 that is a success. */
    public static final int SUCCESS_AT_LEAST = 10;

    /** Counters after one roll; {@code revived} when a natural 20 restores 1 hit point. */
    public record Result(Roll roll, int successes, int failures, boolean revived) {
        public boolean stable() {
            return !revived && successes >= NEEDED;
        }

        public boolean dead() {
            return failures >= NEEDED;
        }
    }

    public static Result roll(int successes, int failures, Dice dice) {
        Roll r = dice.d20();
        if (r.value() == 20) return new Result(r, 0, 0, true);
        if (r.value() == 1) return new Result(r, successes, failures + 2, false);
        if (r.value() >= SUCCESS_AT_LEAST) return new Result(r, successes + 1, failures, false);
        return new Result(r, successes, failures + 1, false);
    }
}
