package escarmouche.engine.ai;

/**
 * One number per square of the map, remembered for one decision: what {@link Situation#nearestEnemy}
 * worked out. One per game's AI, reused by every decision, where each decision once made (and filled) an
 * array the size of the map: on a large map the biggest array a decision made. A stamp per square tells
 * the current decision's answers from older ones, so starting a decision clears nothing.
 *
 * <p>A decision {@link #claim claims} the memo before each use; when another decision claimed it since, its
 * own answers are forgotten (a new stamp) and worked out again: each decision only ever reads its own.
 */
final class SquareMemo {
    private int[] values = new int[0];
    private int[] stamps = new int[0];
    private int stamp;
    private Object owner;

    /** Makes the memo {@code user}'s, for a map of {@code squares}; its earlier answers stand while it kept it. */
    void claim(Object user, int squares) {
        if (owner == user && values.length >= squares) return;
        owner = user;
        if (values.length < squares) {
            values = new int[squares];
            stamps = new int[squares];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    /** Whether the claiming decision worked out square {@code i} already. */
    boolean known(int i) {
        return stamps[i] == stamp;
    }

    int get(int i) {
        return values[i];
    }

    void put(int i, int value) {
        values[i] = value;
        stamps[i] = stamp;
    }
}
