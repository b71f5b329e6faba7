package escarmouche.rules.movement;

import java.util.Arrays;

/**
 * A binary min-heap of search nodes on primitive arrays (no boxing in the path finder's hot loop).
 * Entries are ordered by estimate, then by remaining estimate (deeper first), then by two tie keys (the
 * finder's straight-line distances, which look the same from any side of a symmetric map), then by node
 * number (reading order of the squares), then by insertion order, which
 * makes equal-cost searches deterministic.
 */
final class NodeHeap {
    private int[] node = new int[256];
    private int[] f = new int[256];
    private int[] h = new int[256];
    private long[] tie = new long[256];
    private long[] tie2 = new long[256];
    private int[] seq = new int[256];
    private int size;
    private int counter;

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        size = 0;
        counter = 0;
    }

    void push(int n, int fScore, int hScore, long tieKey, long tieKey2) {
        if (size == node.length) grow();
        int i = size++;
        node[i] = n;
        f[i] = fScore;
        h[i] = hScore;
        tie[i] = tieKey;
        tie2[i] = tieKey2;
        seq[i] = counter++;
        siftUp(i);
    }

    /** Removes the smallest entry and returns its node. */
    int pop() {
        int top = node[0];
        size--;
        if (size > 0) {
            move(size, 0);
            siftDown(0);
        }
        return top;
    }

    private boolean less(int a, int b) {
        if (f[a] != f[b]) return f[a] < f[b];
        if (h[a] != h[b]) return h[a] < h[b];
        if (tie[a] != tie[b]) return tie[a] < tie[b];
        if (tie2[a] != tie2[b]) return tie2[a] < tie2[b];
        if (node[a] != node[b]) return node[a] < node[b];
        return seq[a] < seq[b];
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(i, parent)) return;
            swap(i, parent);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int l = 2 * i + 1;
            if (l >= size) return;
            int r = l + 1;
            int m = r < size && less(r, l) ? r : l;
            if (!less(m, i)) return;
            swap(i, m);
            i = m;
        }
    }

    private void move(int from, int to) {
        node[to] = node[from];
        f[to] = f[from];
        h[to] = h[from];
        tie[to] = tie[from];
        tie2[to] = tie2[from];
        seq[to] = seq[from];
    }

    private void swap(int a, int b) {
        int t = node[a]; node[a] = node[b]; node[b] = t;
        t = f[a]; f[a] = f[b]; f[b] = t;
        t = h[a]; h[a] = h[b]; h[b] = t;
        long k = tie[a]; tie[a] = tie[b]; tie[b] = k;
        k = tie2[a]; tie2[a] = tie2[b]; tie2[b] = k;
        t = seq[a]; seq[a] = seq[b]; seq[b] = t;
    }

    private void grow() {
        int n = node.length * 2;
        node = Arrays.copyOf(node, n);
        f = Arrays.copyOf(f, n);
        h = Arrays.copyOf(h, n);
        tie = Arrays.copyOf(tie, n);
        tie2 = Arrays.copyOf(tie2, n);
        seq = Arrays.copyOf(seq, n);
    }
}
