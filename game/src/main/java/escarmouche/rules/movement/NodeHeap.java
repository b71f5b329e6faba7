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
 * <p>Each entry is written once, its tie keys packed three to a row of longs (node above insertion order:
 * both non-negative, so the packed number compares as the pair does). The heap moves entry numbers, and
 * beside each slot the entry's first key (estimate above remaining estimate), so that sifting compares
 * the slots' own longs and reads an entry's row only when the first keys tie; it sifts by moving a hole
 * rather than swapping.
 */
final class NodeHeap {
    private int[] node = new int[256];
    /** The two tie keys, then node and insertion order: three longs an entry. */
    private long[] keys = new long[3 * 256];
    /** The entry in each slot of the heap. */
    private int[] heap = new int[256];
    /** The first key (estimate, remaining estimate) of the entry in each slot: four siblings share a cache line. */
    private long[] first = new long[256];
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
            keys = Arrays.copyOf(keys, 3 * count * 2);
        }
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
            first = Arrays.copyOf(first, size * 2);
        }
        int e = count++;
        node[e] = n;
        int k = 3 * e;
        keys[k] = tieKey;
        keys[k + 1] = tieKey2;
        keys[k + 2] = (long) n << 32 | e;
        long key = (long) fScore << 32 | hScore;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (!less(key, e, first[parent], heap[parent])) break;
            heap[i] = heap[parent];
            first[i] = first[parent];
            i = parent;
        }
        heap[i] = e;
        first[i] = key;
    }

    /** Removes the smallest entry and returns its node. */
    int pop() {
        int top = heap[0];
        size--;
        if (size > 0) {
            int e = heap[size];
            long key = first[size];
            int i = 0;
            while (true) {
                int child = 4 * i + 1;
                if (child >= size) break;
                int m = child;
                int last = Math.min(child + 4, size);
                for (int c = child + 1; c < last; c++) if (less(first[c], heap[c], first[m], heap[m])) m = c;
                if (!less(first[m], heap[m], key, e)) break;
                heap[i] = heap[m];
                first[i] = first[m];
                i = m;
            }
            heap[i] = e;
            first[i] = key;
        }
        return node[top];
    }

    /** Whether entry a, whose first key is x, comes before entry b, whose first key is y. */
    private boolean less(long x, int a, long y, int b) {
        // Written out: the first keys settle most comparisons, and the tie keys are read only when they tie.
        if (x != y) return x < y;
        int ka = 3 * a;
        int kb = 3 * b;
        x = keys[ka];
        y = keys[kb];
        if (x != y) return x < y;
        x = keys[ka + 1];
        y = keys[kb + 1];
        if (x != y) return x < y;
        return keys[ka + 2] < keys[kb + 2];
    }
}
