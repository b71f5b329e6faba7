package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The path finder's queue gives its nodes back in the order its keys say, whatever order they came in:
 * the plain answer is a sort of the entries waiting.
 */
class NodeBucketsPropertyTest {
    private record Entry(int node, int f, int h, long tie, long tie2, int seq) {}

    /** Pushes and pops mixed, as a search does; several searches on one queue, as a game's finders share it. */
    private record Script(List<List<Entry>> searches, List<List<Integer>> popsAfter) {}

    private static Script next(Random r) {
        List<List<Entry>> searches = new ArrayList<>();
        List<List<Integer>> pops = new ArrayList<>();
        int count = 1 + r.nextInt(3);
        for (int s = 0; s < count; s++) {
            // Mostly few distinct values, so that ties reach every key; sometimes estimates past the first
            // rows and remaining estimates past one long of mask, so that the queue grows while it holds entries.
            boolean wide = r.nextInt(4) == 0;
            int fs = wide ? 300 : 6;
            int hs = wide ? 200 : 4;
            List<Entry> entries = new ArrayList<>();
            List<Integer> after = new ArrayList<>();
            int n = 1 + r.nextInt(600);
            for (int i = 0; i < n; i++) {
                entries.add(new Entry(r.nextInt(40), r.nextInt(fs), r.nextInt(hs),
                        r.nextInt(3) == 0 ? (long) r.nextInt(3) << 33 : r.nextInt(3), r.nextInt(3), i));
                after.add(r.nextInt(3));
            }
            searches.add(entries);
            pops.add(after);
        }
        return new Script(searches, pops);
    }

    private static final Comparator<Entry> ORDER = Comparator.comparingInt(Entry::f).thenComparingInt(Entry::h)
            .thenComparingLong(Entry::tie).thenComparingLong(Entry::tie2).thenComparingInt(Entry::node)
            .thenComparingInt(Entry::seq);

    @Test
    @DisplayName("OA-LEAVE property: the search queue pops by estimate, remaining estimate, tie keys, node, then arrival")
    void popsInKeyOrder() {
        Property.forAll(20261202L, 400, NodeBucketsPropertyTest::next, script -> {
            NodeBuckets queue = new NodeBuckets();
            for (int s = 0; s < script.searches().size(); s++) {
                List<Entry> entries = script.searches().get(s);
                List<Integer> popsAfter = script.popsAfter().get(s);
                // A search may stop with entries still waiting: the next one starts from a clear queue.
                boolean stopEarly = s % 2 == 1;
                queue.clear();
                List<Entry> waiting = new ArrayList<>();
                List<Integer> expected = new ArrayList<>();
                List<Integer> got = new ArrayList<>();
                for (int i = 0; i < entries.size(); i++) {
                    Entry e = entries.get(i);
                    queue.push(e.node(), e.f(), e.h(), e.tie(), e.tie2());
                    waiting.add(e);
                    for (int k = 0; k < popsAfter.get(i) && !waiting.isEmpty(); k++) {
                        Entry best = waiting.stream().min(ORDER).orElseThrow();
                        waiting.remove(best);
                        expected.add(best.node());
                        got.add(queue.pop());
                    }
                }
                if (!stopEarly) {
                    waiting.sort(ORDER);
                    for (Entry e : waiting) {
                        expected.add(e.node());
                        got.add(queue.pop());
                    }
                    assertTrue(queue.isEmpty());
                }
                assertEquals(expected, got);
            }
        });
    }

    /** Tie keys by node, as a search's are: a table the test fills afresh for each search. */
    private static final class TableRanker implements NodeBuckets.Ranker {
        long[] first = new long[40];
        long[] second = new long[40];
        int asked;

        @Override
        public void tieKeys(int node, long[] keys, int at) {
            asked++;
            keys[at] = first[node];
            keys[at + 1] = second[node];
        }
    }

    @Test
    @DisplayName("OA-LEAVE property: nodes pushed without tie keys pop as if pushed with them, and few are asked")
    void unrankedPopInKeyOrder() {
        int[] pushed = new int[1];
        TableRanker ranker = new TableRanker();
        Property.forAll(20261203L, 400, NodeBucketsPropertyTest::next, script -> {
            NodeBuckets queue = new NodeBuckets(ranker);
            Random r = new Random(script.searches().size() * 31L + script.searches().get(0).size());
            for (int s = 0; s < script.searches().size(); s++) {
                queue.clear();
                for (int n = 0; n < 40; n++) {
                    ranker.first[n] = r.nextInt(3) == 0 ? (long) r.nextInt(3) << 33 : r.nextInt(3);
                    ranker.second[n] = r.nextInt(3);
                }
                List<Entry> waiting = new ArrayList<>();
                List<Integer> expected = new ArrayList<>();
                List<Integer> got = new ArrayList<>();
                List<Entry> entries = script.searches().get(s);
                for (int i = 0; i < entries.size(); i++) {
                    Entry raw = entries.get(i);
                    Entry e = new Entry(raw.node(), raw.f(), raw.h(), ranker.first[raw.node()],
                            ranker.second[raw.node()], raw.seq());
                    // Some pushed with their keys, as a search's start is: both kinds share the queue.
                    if (r.nextInt(4) == 0) queue.push(e.node(), e.f(), e.h(), e.tie(), e.tie2());
                    else queue.pushUnranked(e.node(), e.f(), e.h());
                    pushed[0]++;
                    waiting.add(e);
                    for (int k = 0; k < script.popsAfter().get(s).get(i) && !waiting.isEmpty(); k++) {
                        Entry best = waiting.stream().min(ORDER).orElseThrow();
                        waiting.remove(best);
                        expected.add(best.node());
                        got.add(queue.pop());
                    }
                }
                waiting.sort(ORDER);
                for (Entry e : waiting) {
                    expected.add(e.node());
                    got.add(queue.pop());
                }
                assertEquals(expected, got);
            }
        });
        // Only nodes that meet another of the same estimates at a pop are ranked.
        assertTrue(ranker.asked < pushed[0], ranker.asked + " ranked of " + pushed[0]);
    }

    @Test
    @DisplayName("OA-LEAVE: a long search's estimates climb far while the queue keeps a few rows")
    void longClimbKeepsFewRows() {
        // As a walk round a maze: each pop pushes the next squares a step or two dearer, for a million steps.
        NodeBuckets queue = new NodeBuckets();
        queue.push(0, 0, 3, 0, 0);
        for (int f = 0; f < 1_000_000; f++) {
            assertEquals(f % 40, queue.pop());
            queue.push((f + 1) % 40, f + 1, f % 3, 0, 0);
            if (f % 7 == 0) queue.push(99, f + 3, 5, 0, 0);
            if (f % 7 == 3) assertEquals(99, queue.pop());
        }
        assertTrue(queue.rows() <= 16, "rows: " + queue.rows());
        // A push well below the lowest waiting spans more estimates than the ring has rows: it grows, and
        // the order holds.
        queue.push(7, 1_000_000 - 100, 0, 0, 0);
        assertTrue(queue.rows() >= 128, "rows: " + queue.rows());
        assertEquals(7, queue.pop());
        assertEquals(1_000_000 % 40, queue.pop());
    }

    @Test
    @DisplayName("OA-LEAVE: an entry pushed below the lowest estimate waiting comes out first")
    void pushBelowTheLowestWaiting() {
        NodeBuckets queue = new NodeBuckets();
        queue.push(1, 9, 2, 0, 0);
        queue.push(2, 7, 70, 0, 0);
        assertEquals(2, queue.pop());
        queue.push(3, 3, 130, 5, 0);
        queue.push(4, 3, 130, 4, 0);
        queue.push(5, 3, 129, 9, 9);
        assertEquals(5, queue.pop());
        assertEquals(4, queue.pop());
        assertEquals(3, queue.pop());
        assertEquals(1, queue.pop());
        assertTrue(queue.isEmpty());
    }
}
