package escarmouche.testing;

import java.util.Random;
import java.util.function.Consumer;

/**
 * A small seeded property-test harness: generate a value from a per-run seed, check it, and on failure
 * report the run seed so the case can be replayed alone with {@link #once}. Runs are fully determined by
 * the seed ({@link java.util.Random}'s algorithm is fixed by its specification).
 */
public final class Property {
    private Property() {}

    /** Builds one test case from a random source. */
    @FunctionalInterface
    public interface Gen<T> {
        T next(Random random);
    }

    /** Checks {@code check} on {@code runs} generated values. */
    public static <T> void forAll(long seed, int runs, Gen<T> gen, Consumer<T> check) {
        int n = runs(runs);
        for (int i = 0; i < n; i++) {
            long runSeed = seed * 1_000_003L + i;
            run(runSeed, "run " + i + " of seed " + seed, gen, check);
        }
    }

    /**
     * How many cases {@link #forAll} runs for a test that asks {@code runs}: that, or {@code -Dproperty.runs=N} for a
     * long hunt. A test that counts what its cases did scales its bounds by it.
     */
    public static int runs(int runs) {
        int asked = Integer.getInteger("property.runs", 0);
        return asked > 0 ? asked : runs;
    }

    /** Replays one failing case. */
    public static <T> void once(long runSeed, Gen<T> gen, Consumer<T> check) {
        run(runSeed, "replay", gen, check);
    }

    private static <T> void run(long runSeed, String label, Gen<T> gen, Consumer<T> check) {
        T value = gen.next(new Random(runSeed));
        try {
            check.accept(value);
        } catch (AssertionError | RuntimeException e) {
            String message = "property failed (" + label + "); replay with Property.once(" + runSeed + "L, ...)\n"
                    + "case: " + value + "\n" + e.getMessage();
            System.err.println(message);
            throw new AssertionError(message, e);
        }
    }
}
