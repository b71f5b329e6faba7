package escarmouche.rules.dice;

/**
 * A seeded generator (SplitMix64) whose whole state is one {@code long}, so a game in progress can be
 * saved and resumed with exactly the same future rolls. Not {@link java.util.Random}: its state is not
 * portable, and a game must never share a generator with another game.
 */
public final class SeededDice implements Dice {
    private long state;

    public SeededDice(long seed) {
        this.state = seed;
    }

    /** The generator state; {@code new SeededDice(state())} continues the same sequence. */
    public long state() {
        return state;
    }

    @Override
    public Roll roll(int sides) {
        if (sides < 1) throw new IllegalArgumentException("die size must be positive: " + sides);
        return new Roll(sides, 1 + uniform(sides));
    }

    /** Unbiased value in 0..bound-1 (rejection sampling on the top of the range). */
    private int uniform(int bound) {
        long limit = Long.remainderUnsigned(-1L, bound);
        while (true) {
            long r = next();
            if (Long.compareUnsigned(r, -1L - limit) <= 0 || limit == bound - 1) {
                return (int) Long.remainderUnsigned(r, bound);
            }
        }
    }

    private long next() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
