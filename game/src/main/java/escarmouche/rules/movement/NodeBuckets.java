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
 * <p>Estimates are small non-negative numbers (squares times a step's price). The groups of one estimate
 * are a row of {@code 64 * words} list heads, with a mask of the rows' groups that hold entries; the
 * rows grow with the largest estimate pushed, and {@link #clear} only wipes the masks of rows used. The
 * lowest estimate with entries is kept as a cursor: a search's estimates never fall (its estimate is
 * consistent), but a push below the cursor moves it back, so the order holds for any keys.
 */
final class NodeBuckets {
    /** Per entry: its node, the next entry of its group (-1 ends it), and three tie keys. */
    private int[] node = new int[256];
    private int[] next = new int[256];
    private long[] keys = new long[3 * 256];
    /** Per group (estimate * 64 * words + remaining estimate): its first entry, valid while its mask bit is set. */
    private int[] head = new int[64 * 64];
    /** Per estimate, {@code words} longs: a bit for each remaining estimate whose group holds entries. */
    private long[] mask = new long[64];
    /** Longs of mask per estimate: remaining estimates below {@code 64 * words} fit. */
    private int words = 1;
    /** Estimates the arrays hold rows for. */
    private int rows = 64;
    private int size;
    private int count;
    /** No estimate below this one holds entries. */
    private int cursor = Integer.MAX_VALUE;
    /** The largest estimate pushed since {@link #clear}: the masks to wipe. */
    private int highest = -1;

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        if (highest >= 0) Arrays.fill(mask, 0, (highest + 1) * words, 0L);
        size = 0;
        count = 0;
        cursor = Integer.MAX_VALUE;
        highest = -1;
    }

    void push(int n, int fScore, int hScore, long tieKey, long tieKey2) {
        if (count == node.length) {
            node = Arrays.copyOf(node, count * 2);
            next = Arrays.copyOf(next, count * 2);
            keys = Arrays.copyOf(keys, 3 * count * 2);
        }
        if (hScore >= 64 * words) widen(hScore);
        if (fScore >= rows) lengthen(fScore);
        int e = count++;
        node[e] = n;
        int k = 3 * e;
        keys[k] = tieKey;
        keys[k + 1] = tieKey2;
        keys[k + 2] = (long) n << 32 | e;
        if (fScore < cursor) cursor = fScore;
        if (fScore > highest) highest = fScore;
        int m = fScore * words + (hScore >>> 6);
        long bit = 1L << hScore;
        int group = fScore * 64 * words + hScore;
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
        int m = f * w;
        // The lowest estimate with entries: nearly always the cursor's own, with one long of mask.
        while (true) {
            int end = m + w;
            while (m < end && mask[m] == 0) m++;
            if (m < end) break;
            f++;
        }
        cursor = f;
        long bits = mask[m];
        int h = (m - f * w) * 64 + Long.numberOfTrailingZeros(bits);
        int group = f * 64 * w + h;
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

    /** Whether entry a comes before entry b, whose first two keys are the same. */
    private boolean less(int a, int b) {
        int ka = 3 * a;
        int kb = 3 * b;
        long x = keys[ka];
        long y = keys[kb];
        if (x != y) return x < y;
        x = keys[ka + 1];
        y = keys[kb + 1];
        if (x != y) return x < y;
        return keys[ka + 2] < keys[kb + 2];
    }

    /** More longs of mask per estimate, for a remaining estimate of {@code h}: the groups move to their new rows. */
    private void widen(int h) {
        int w = words;
        int nw = Math.max(2 * w, (h >>> 6) + 1);
        long[] nmask = new long[rows * nw];
        int[] nhead = new int[rows * 64 * nw];
        for (int f = 0; f <= highest; f++) {
            for (int i = 0; i < w; i++) {
                nmask[f * nw + i] = mask[f * w + i];
                long bits = mask[f * w + i];
                while (bits != 0) {
                    int hh = i * 64 + Long.numberOfTrailingZeros(bits);
                    nhead[f * 64 * nw + hh] = head[f * 64 * w + hh];
                    bits &= bits - 1;
                }
            }
        }
        mask = nmask;
        head = nhead;
        words = nw;
    }

    /** Rows for estimates up to {@code f}. */
    private void lengthen(int f) {
        int n = Math.max(2 * rows, f + 1);
        mask = Arrays.copyOf(mask, n * words);
        head = Arrays.copyOf(head, n * 64 * words);
        rows = n;
    }
}
