package escarmouche.rules.movement;

import java.util.Arrays;

/**
 * A four-way min-heap of search nodes on primitive arrays (no boxing in the path finder's hot loop). Four
 * children to a node make it half as deep as a binary one: a push climbs half as far, and a pop picks
 * the least of four siblings at each of half as many levels (2 % off a 30v60 fight, whose long searches
 * hold a hundred entries and more). Keys never tie (the last is the insertion order), so the pops come in
 * the same order whatever the heap's shape.
 *
 * <p>Entries are ordered by estimate, then by remaining estimate (deeper first), then by two tie keys (the
 * finder's straight-line distances, which look the same from any side of a symmetric map), then by node
 * number (reading order of the squares), then by insertion order, which makes equal-cost searches
 * deterministic.
 *
 * <p>Each entry is written once, its keys packed four to a row of longs (estimate above remaining
 * estimate, node above insertion order: all of them non-negative, so the packed numbers compare as the
 * pairs do); the heap itself moves only entry numbers, and sifts by moving a hole rather than swapping.
 */
final class NodeHeap {
    private int[] node = new int[256];
    /** Estimate and remaining estimate, the two tie keys, node and insertion order: four longs an entry. */
    private long[] keys = new long[4 * 256];
    private int[] heap = new int[256];
    private int size;
    private int count;

    boolean isEmpty() {
        return size == 0;
    }

    void clear() {
        size = 0;
        count = 0;
    }

    void push(int n, int fScore, int hScore, long tieKey, long tieKey2) {
        if (count == node.length) {
            node = Arrays.copyOf(node, count * 2);
            keys = Arrays.copyOf(keys, 4 * count * 2);
        }
        if (size == heap.length) heap = Arrays.copyOf(heap, size * 2);
        int e = count++;
        node[e] = n;
        int k = 4 * e;
        keys[k] = (long) fScore << 32 | hScore;
        keys[k + 1] = tieKey;
        keys[k + 2] = tieKey2;
        keys[k + 3] = (long) n << 32 | e;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (!less(e, heap[parent])) break;
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = e;
    }

    /** Removes the smallest entry and returns its node. */
    int pop() {
        int top = heap[0];
        size--;
        if (size > 0) {
            int e = heap[size];
            int i = 0;
            while (true) {
                int first = 4 * i + 1;
                if (first >= size) break;
                int m = first;
                int last = Math.min(first + 4, size);
                for (int c = first + 1; c < last; c++) if (less(heap[c], heap[m])) m = c;
                if (!less(heap[m], e)) break;
                heap[i] = heap[m];
                i = m;
            }
            heap[i] = e;
        }
        return node[top];
    }

    private boolean less(int a, int b) {
        // Written out: the estimates settle most comparisons, and the tie keys are read only when they tie.
        int ka = 4 * a;
        int kb = 4 * b;
        long x = keys[ka];
        long y = keys[kb];
        if (x != y) return x < y;
        x = keys[ka + 1];
        y = keys[kb + 1];
        if (x != y) return x < y;
        x = keys[ka + 2];
        y = keys[kb + 2];
        if (x != y) return x < y;
        return keys[ka + 3] < keys[kb + 3];
    }
}
