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

    /** Runs {@code cases} cases from {@code seed}, reporting the first failing case's seed. */
    public static void forAll(String name, long seed, int cases, Property property) {
        SplittableRandom seeds = new SplittableRandom(seed);
        int n = escarmouche.testing.Property.RunCount.of(cases);
        for (int i = 0; i < n; i++) {
            long caseSeed = seeds.nextLong();
            try {
                property.check(new Gen(caseSeed));
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError(name + ": case " + i + " failed; replay with Seeded.replay(" + caseSeed
                        + "L, ...): " + e.getMessage(), e);
            }
        }
    }

    /** Runs one case again from the seed a failure printed. */
    public static void replay(long caseSeed, Property property) {
        property.check(new Gen(caseSeed));
    }
}
