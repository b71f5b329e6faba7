package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link ReachWatch#after}, what the next command of a turn starts from: a move that stepped within no
 * reach and changed no one's chance hands on the turn as it was; any other gives what counting afresh
 * gives.
 */
class ReachWatchAfterTest {
    @Test
    @DisplayName("OA-WITHIN: a move that keeps out of every reach hands on the turn as it was; one step within a reach is counted")
    void example() {
        Threat orc = new Threat("orc", Body.of(new Pos(5, 5), Size.MEDIUM), 1);
        ReachSteps before = new ReachSteps(Map.of("orc", 1), Set.of("wolf"));
        ReachWatch far = new ReachWatch(new Threats(List.of(orc), true, before));
        far.step(Body.of(new Pos(0, 0), Size.MEDIUM), Body.of(new Pos(1, 0), Size.MEDIUM));
        assertSame(before, far.after());
        // Two squares from the orc's, then one: entering its reach is no step within it.
        ReachWatch near = new ReachWatch(new Threats(List.of(orc), true, before));
        near.step(Body.of(new Pos(3, 5), Size.MEDIUM), Body.of(new Pos(4, 5), Size.MEDIUM));
        assertSame(before, near.after());
        // A step from one square beside it to another is its second this turn: counted, and it provokes.
        assertEquals(1, near.step(Body.of(new Pos(4, 5), Size.MEDIUM), Body.of(new Pos(4, 4), Size.MEDIUM)).size());
        assertEquals(new ReachSteps(Map.of("orc", 2), Set.of("orc", "wolf")), near.after());
    }

    @Test
    @DisplayName("OA-WITHIN, OA-REACTION property: the turn handed on equals the one counted afresh, whatever the steps and declines")
    void sameAsCountingAfresh() {
        AtomicInteger handedOn = new AtomicInteger();
        Property.forAll(20261124L, 2000, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            List<Threat> threats = new ArrayList<>();
            Map<String, Integer> inside = new TreeMap<>();
            Set<String> met = new TreeSet<>();
            for (int i = 0, n = r.nextInt(4); i < n; i++) {
                String id = "t" + i;
                threats.add(new Threat(id, Body.of(new Pos(r.nextInt(8), r.nextInt(8)), Size.MEDIUM), 1 + r.nextInt(2)));
                if (r.nextInt(3) == 0) inside.put(id, 1 + r.nextInt(2));
                if (r.nextInt(3) == 0) met.add(id);
            }
            if (r.nextInt(4) == 0) met.add("elsewhere");
            ReachSteps before = new ReachSteps(inside, met);
            Threats t = new Threats(threats, r.nextBoolean(), before);
            ReachWatch watch = new ReachWatch(t);
            Pos at = new Pos(r.nextInt(8), r.nextInt(8));
            for (int s = 0, steps = r.nextInt(5); s < steps; s++) {
                int[] d = Pos.DIRECTIONS[r.nextInt(8)];
                Pos next = at.plus(d[0], d[1]);
                for (OpportunityTrigger trigger : watch.step(Body.of(at, Size.MEDIUM), Body.of(next, Size.MEDIUM))) {
                    if (r.nextBoolean()) watch.declined(trigger.reactorId());
                }
                at = next;
            }
            ReachSteps after = watch.after();
            assertEquals(afresh(t, watch), after);
            if (after == before) handedOn.incrementAndGet();
        });
        // Both ways must be exercised: moves that hand the turn on as it was, and moves that change it.
        int runs = Property.runs(2000);
        assertTrue(handedOn.get() > runs / 10 && handedOn.get() < runs * 9 / 10,
                "handed on unchanged: " + handedOn.get() + " of " + runs);
    }

    /** The turn so far counted afresh from the watch's counts, as it always was before the shortcut. */
    private static ReachSteps afresh(Threats t, ReachWatch watch) {
        Map<String, Integer> inside = new TreeMap<>(t.before().inside());
        Set<String> met = new TreeSet<>(t.before().met());
        int[] counts = watch.insideCounts();
        boolean[] struck = watch.struckFlags();
        for (int i = 0; i < t.threats().size(); i++) {
            String id = t.threats().get(i).id();
            if (counts[i] > 0) inside.put(id, counts[i]);
            if (struck[i]) met.add(id);
            else met.remove(id);
        }
        return new ReachSteps(inside, met);
    }
}
