package escarmouche.testing;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A small in-house property-test harness: runs a body many times, each with its own seeded generator,
 * and on failure names the seed so that {@link #replay} reproduces the case exactly.
 */
public final class Seeded {
    private Seeded() {}

    /** What a property sees: random values from one seed. */
    public static final class Gen {
        private final SplittableRandom random;
        private final long seed;

        Gen(long seed) {
            this.seed = seed;
            this.random = new SplittableRandom(seed);
        }

        public long seed() {
            return seed;
        }

        /** How a failing case names itself: the call that replays it. */
        @Override
        public String toString() {
            return "Seeded.replay(" + seed + "L, ...)";
        }

        /** A whole number in [lo, hi]. */
        public int between(int lo, int hi) {
            return lo + random.nextInt(hi - lo + 1);
        }

        public boolean chance(int percent) {
            return random.nextInt(100) < percent;
        }

        public <T> T pick(List<T> values) {
            return values.get(random.nextInt(values.size()));
        }
    }

    public interface Property {
        void check(Gen gen);
    }

    /**
     * Runs {@code cases} cases from {@code seed} through {@link escarmouche.testing.Property}, which owns the
     * loop, the run count and the failure report; a failing case prints its generator's seed.
     */
    public static void forAll(String name, long seed, int cases, Property property) {
        escarmouche.testing.Property.forAll(seed, cases, random -> new Gen(random.nextLong()), gen -> {
            try {
                property.check(gen);
            } catch (AssertionError e) {
                throw new AssertionError(name + ": " + e.getMessage(), e);
            }
        });
    }

    /** Runs one case again from the seed a failure printed. */
    public static void replay(long caseSeed, Property property) {
        property.check(new Gen(caseSeed));
    }
}
