package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The path finder's heap gives its nodes back in the order its keys say, whatever order they came in. */
class NodeHeapPropertyTest {
    private record Entry(int node, int f, int h, long tie, long tie2, int seq) {}

    /** Pushes and pops mixed, as a search does; few distinct values, so that ties reach every key. */
    private record Script(List<Entry> entries, List<Integer> popsAfter) {}

    private static Script next(Random r) {
        List<Entry> entries = new ArrayList<>();
        List<Integer> pops = new ArrayList<>();
        int n = 1 + r.nextInt(600);
        for (int i = 0; i < n; i++) {
            entries.add(new Entry(r.nextInt(40), r.nextInt(6), r.nextInt(4), r.nextInt(3) == 0 ? (long) r.nextInt(3) << 33 : r.nextInt(3),
                    r.nextInt(3), i));
            pops.add(r.nextInt(3));
        }
        return new Script(entries, pops);
    }

    private static final Comparator<Entry> ORDER = Comparator.comparingInt(Entry::f).thenComparingInt(Entry::h)
            .thenComparingLong(Entry::tie).thenComparingLong(Entry::tie2).thenComparingInt(Entry::node)
            .thenComparingInt(Entry::seq);

    @Test
    @DisplayName("OA-LEAVE property: the search heap pops by estimate, remaining estimate, tie keys, node, then arrival")
    void popsInKeyOrder() {
        Property.forAll(20261124L, 400, NodeHeapPropertyTest::next, s -> {
            NodeHeap heap = new NodeHeap();
            heap.clear();
            List<Entry> waiting = new ArrayList<>();
            List<Integer> expected = new ArrayList<>();
            List<Integer> got = new ArrayList<>();
            for (int i = 0; i < s.entries().size(); i++) {
                Entry e = s.entries().get(i);
                heap.push(e.node(), e.f(), e.h(), e.tie(), e.tie2());
                waiting.add(e);
                for (int k = 0; k < s.popsAfter().get(i) && !waiting.isEmpty(); k++) {
                    Entry best = waiting.stream().min(ORDER).orElseThrow();
                    waiting.remove(best);
                    expected.add(best.node());
                    got.add(heap.pop());
                }
            }
            waiting.sort(ORDER);
            for (Entry e : waiting) {
                expected.add(e.node());
                got.add(heap.pop());
            }
            assertEquals(expected, got);
            assertEquals(true, heap.isEmpty());
        });
    }
}
