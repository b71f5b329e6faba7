package escarmouche.rules.movement;

import java.util.Arrays;

/**
 * The path finder's queue of search nodes, in buckets by their first two keys (estimate, then remaining
 * estimate), on primitive arrays. A search's entries share those two keys in small groups (about two
 * entries a group at 30v60, where a heap held 35 entries at each pop): a pop finds the lowest group
 * through a bit per remaining estimate, then the least entry of the group by its tie keys, so most pops
 * compare two or three entries where a heap compared a dozen.
 *
 * <p>The order is the heap's it replaced, a total one: estimate, remaining estimate, two tie keys (the
 * finder's straight-line distances), node number, insertion order. Keys never tie, so the pops come in
 * one order whatever the queue's shape ({@code NodeBucketsPropertyTest} holds it to a plain sort).
 *
 * <p>A search may push a node without its tie keys ({@link #pushUnranked}): they are asked of the queue's
 * {@link Ranker} only when the node shares its group with another at a pop, which most never do (half the
 * nodes a search pushes are still waiting when it finds its goal). A node's tie keys depend on the node
 * alone, so asking late gives the order asking at once would.
 *
 * <p>Keys are non-negative: estimates are path costs plus remaining estimates, and a remaining estimate is
 * squares times a step's price. The groups of one estimate are a row of {@code 64 * words} list heads,
 * with a mask of the row's groups that hold entries. Rows form a ring indexed by the estimate's low bits:
 * only the estimates between the lowest waiting ({@link #cursor}) and the highest pushed need a row each,
 * and in a search those are a few steps' prices apart (its estimate is consistent: it never falls by more
 * than a step costs), however long the path, so a walk round a 200-square maze needs no more rows than a
 * step next door. The ring grows when the span does (as a push below the cursor may make it: the order
 * holds for any keys), and {@link #clear} wipes only the masks of the span used.
 */
final class NodeBuckets {
    /** Works out the tie keys of a node pushed without them: the same two for the same node, within a search. */
    interface Ranker {
        /** Writes the two tie keys of {@code node} at {@code keys[at]} and {@code keys[at + 1]}; the first never {@link #UNRANKED}. */
        void tieKeys(int node, long[] keys, int at);
    }

    /** The first tie key of an entry pushed without its keys, until they are asked for. */
    static final long UNRANKED = Long.MIN_VALUE;

    /** Rows of a new queue, and the least it keeps: a power of two. */
    private static final int FIRST_ROWS = 16;

    /** Per entry: its node, the next entry of its group (-1 ends it), and three tie keys. */
    private int[] node = new int[256];
    private int[] next = new int[256];
    private long[] keys = new long[3 * 256];
    /** Per group (row * 64 * words + remaining estimate): its first entry, valid while its mask bit is set. */
    private int[] head = new int[FIRST_ROWS * 64];
    /** Per row, {@code words} longs: a bit for each remaining estimate whose group holds entries. */
    private long[] mask = new long[FIRST_ROWS];
    /** Longs of mask per row: remaining estimates below {@code 64 * words} fit. */
    private int words = 1;
    /** Rows in the ring, a power of two: estimate {@code f} is row {@code f & (rows - 1)}. */
    private int rows = FIRST_ROWS;
    private int size;
    private int count;
    /** No estimate below this one holds entries. */
    private int cursor;
    /** The largest estimate pushed while entries wait: with {@link #cursor}, the span of rows in use. */
    private int highest = -1;
    /** Who ranks the entries pushed without keys; null for a queue that is always given them. */
    private final Ranker ranker;

    NodeBuckets() {
        this(null);
    }

    NodeBuckets(Ranker ranker) {
        this.ranker = ranker;
    }

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        if (size > 0) {
            for (int f = cursor; f <= highest; f++) Arrays.fill(mask, row(f) * words, row(f) * words + words, 0L);
        }
        size = 0;
        count = 0;
        highest = -1;
    }

    /** How many rows the ring has, for tests: the span of the waiting estimates sets it, not their size. */
    int rows() {
        return rows;
    }

    void push(int n, int fScore, int hScore, long tieKey, long tieKey2) {
        if (tieKey == UNRANKED) throw new IllegalArgumentException("tie key " + tieKey + " means unranked");
        pushUnranked(n, fScore, hScore);
        int k = 3 * (count - 1);
        keys[k] = tieKey;
        keys[k + 1] = tieKey2;
    }

    /**
     * Pushes a node whose tie keys the queue's {@link Ranker} gives when they are needed: a search pays for
     * them only for the nodes that meet another of the same estimates at a pop.
     */
    void pushUnranked(int n, int fScore, int hScore) {
        if (fScore < 0 || hScore < 0) throw new IllegalArgumentException("negative search key " + fScore + ", " + hScore);
        if (count == node.length) {
            node = Arrays.copyOf(node, count * 2);
            next = Arrays.copyOf(next, count * 2);
            keys = Arrays.copyOf(keys, 3 * count * 2);
        }
        if (size == 0) {
            // Every mask is clear while nothing waits: the span starts afresh at this estimate.
            cursor = fScore;
            highest = fScore;
        }
        int low = Math.min(cursor, fScore);
        int high = Math.max(highest, fScore);
        if (high - low >= rows || hScore >= 64 * words) {
            int r = rows;
            while (high - low >= r) r *= 2;
            relayout(r, Math.max(words, (hScore >>> 6) + 1));
        }
        cursor = low;
        highest = high;
        int e = count++;
        node[e] = n;
        int k = 3 * e;
        keys[k] = UNRANKED;
        keys[k + 2] = (long) n << 32 | e;
        int row = row(fScore);
        int m = row * words + (hScore >>> 6);
        long bit = 1L << hScore;
        int group = row * 64 * words + hScore;
        if ((mask[m] & bit) == 0) {
            mask[m] |= bit;
            next[e] = -1;
        } else {
            next[e] = head[group];
        }
        head[group] = e;
        size++;
    }

    /** Removes the smallest entry and returns its node. */
    int pop() {
        int w = words;
        int f = cursor;
        int m;
        // The lowest estimate with entries: nearly always the cursor's own, with one long of mask.
        while (true) {
            m = row(f) * w;
            int end = m + w;
            while (m < end && mask[m] == 0) m++;
            if (m < end) break;
            f++;
        }
        cursor = f;
        long bits = mask[m];
        int base = row(f) * w;
        int h = (m - base) * 64 + Long.numberOfTrailingZeros(bits);
        int group = base * 64 + h;
        // The least of the group by its tie keys; groups hold two entries or so.
        int best = head[group];
        int bestBefore = -1;
        for (int before = best, e = next[best]; e >= 0; before = e, e = next[e]) {
            if (less(e, best)) {
                best = e;
                bestBefore = before;
            }
        }
        if (bestBefore < 0) {
            int rest = next[best];
            if (rest < 0) mask[m] = bits & (bits - 1);
            else head[group] = rest;
        } else {
            next[bestBefore] = next[best];
        }
        size--;
        return node[best];
    }

    private int row(int f) {
        return f & (rows - 1);
    }

    /** Whether entry a comes before entry b, whose first two keys are the same. */
    private boolean less(int a, int b) {
        int ka = 3 * a;
        int kb = 3 * b;
        long x = keys[ka];
        if (x == UNRANKED) x = rank(a);
        long y = keys[kb];
        if (y == UNRANKED) y = rank(b);
        if (x != y) return x < y;
        x = keys[ka + 1];
        y = keys[kb + 1];
        if (x != y) return x < y;
        return keys[ka + 2] < keys[kb + 2];
    }

    /** Asks the ranker for entry e's tie keys, keeps them, and returns the first. */
    private long rank(int e) {
        int k = 3 * e;
        ranker.tieKeys(node[e], keys, k);
        return keys[k];
    }

    /**
     * A ring of {@code r} rows of {@code w} longs of mask: the waiting groups move to their rows in it (the
     * span from {@link #cursor} to {@link #highest}, the only rows whose masks are not clear).
     */
    private void relayout(int r, int w) {
        long[] nmask = new long[r * w];
        int[] nhead = new int[r * 64 * w];
        if (size > 0) {
            for (int f = cursor; f <= highest; f++) {
                int from = row(f);
                int to = f & (r - 1);
                for (int i = 0; i < words; i++) {
                    long bits = mask[from * words + i];
                    nmask[to * w + i] = bits;
                    while (bits != 0) {
                        int h = i * 64 + Long.numberOfTrailingZeros(bits);
                        nhead[to * 64 * w + h] = head[from * 64 * words + h];
                        bits &= bits - 1;
                    }
                }
            }
        }
        mask = nmask;
        head = nhead;
        rows = r;
        words = w;
    }
}
