package escarmouche.rules.dice;

import java.util.List;

/**
 * Dice that first hand out a scenario's forced values, in order and whatever the die size, then fall
 * back to another source. This is how GMs and tests write exact fights by hand.
 */
public final class ForcedDice implements Dice {
    private final List<Integer> forced;
    private final Dice fallback;
    private int next;

    public ForcedDice(List<Integer> forced, Dice fallback) {
        this.forced = List.copyOf(forced);
        this.fallback = fallback;
    }

    /** How many forced values have been used so far. */
    public int used() {
        return next;
    }

    public int remaining() {
        return forced.size() - next;
    }

    public Dice fallback() {
        return fallback;
    }

    @Override
    public Roll roll(int sides) {
        if (next < forced.size()) {
            int index = next++;
            int value = forced.get(index);
            if (value < 1 || value > sides) {
                throw new ForcedDieOutOfRange(index, value, sides);
            }
            return new Roll(sides, value);
        }
        return fallback.roll(sides);
    }

    /** A forced value that does not fit the die it was used for; reported with its index in the list. */
    public static final class ForcedDieOutOfRange extends RuntimeException {
        private final int index;
        private final int value;
        private final int sides;

        public ForcedDieOutOfRange(int index, int value, int sides) {
            super("dice[" + index + "] = " + value + " was used for a d" + sides
                    + ": expected a value from 1 to " + sides);
            this.index = index;
            this.value = value;
            this.sides = sides;
        }

        public int index() {
            return index;
        }

        /** The value the scenario forced. */
        public int value() {
            return value;
        }

        /** The die it came up for. */
        public int sides() {
            return sides;
        }
    }
}
