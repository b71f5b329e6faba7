package escarmouche.engine.ai;

/**
 * One bit per square of the map, marked for one decision: the squares {@link Situation#allyNextTo} finds
 * partners on. One per game's AI, reused by every decision that marks, where each once made an array of a
 * bit per square of the map; the words marked are noted, so the next decision clears only those.
 *
 * <p>A decision {@link #claim claims} the marks before marking; it asks {@link #owns} before reading them,
 * and marks again when another decision claimed them since.
 */
final class SquareMarks {
    private long[] words = new long[0];
    /** The words holding a mark, each noted once (when it stopped being zero). */
    private int[] marked = new int[16];
    private int markedCount;
    private Object owner;

    /** Clears every mark and makes the marks {@code user}'s, for a map of {@code squares}. */
    void claim(Object user, int squares) {
        for (int i = 0; i < markedCount; i++) words[marked[i]] = 0;
        markedCount = 0;
        int needed = (squares + 63) >>> 6;
        if (words.length < needed) words = new long[needed];
        owner = user;
    }

    /** Whether {@code user} claimed the marks last, so that they are still its own. */
    boolean owns(Object user) {
        return owner == user;
    }

    void mark(int square) {
        int w = square >>> 6;
        if (words[w] == 0) {
            if (markedCount == marked.length) marked = java.util.Arrays.copyOf(marked, 2 * markedCount);
            marked[markedCount++] = w;
        }
        words[w] |= 1L << square;
    }

    boolean isMarked(int square) {
        return (words[square >>> 6] & 1L << square) != 0;
    }
}
