package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Centre;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The path finder's search at risky prices settles the same squares in the same order, each reached
 * from the same square, as the plain search it replaced: a Dijkstra on a queue of boxed entries that
 * asks {@link StepRules} about every step.
 */
class RiskyReachTest {
    /** One settled square and the square it was reached from (-1 for the start). */
    private record Settled(int square, int from) {}

    /** The plain way: entries {cost, tie, square}, ordered in that order, every step judged by StepRules. */
    private static List<Settled> plain(MoveContext ctx, int budget) {
        int w = ctx.grid().width();
        int h = ctx.grid().height();
        StepRules rules = new StepRules(ctx);
        Pos start = ctx.mover().movingBody().at();
        int fw = ctx.mover().body().width();
        int fh = ctx.mover().body().height();
        int[] cost = new int[w * h];
        int[] parent = new int[w * h];
        Arrays.fill(cost, Integer.MAX_VALUE);
        int origin = start.y() * w + start.x();
        cost[origin] = 0;
        parent[origin] = -1;
        PriorityQueue<int[]> open = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0])
                : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        open.add(new int[] {0, 0, origin});
        List<Settled> out = new ArrayList<>();
        while (!open.isEmpty()) {
            int[] top = open.poll();
            int sq = top[2];
            if (top[0] > cost[sq]) continue;
            out.add(new Settled(sq, parent[sq]));
            Pos at = new Pos(sq % w, sq / w);
            for (Pos next : at.neighbours()) {
                if (!ctx.grid().inBounds(next)) continue;
                if (!(rules.step(at, next, TerrainMode.RISKY) instanceof StepVerdict.Allowed a)) continue;
                int c = top[0] + a.cost();
                int n = next.y() * w + next.x();
                if (c > budget || c >= cost[n]) continue;
                cost[n] = c;
                parent[n] = sq;
                open.add(new int[] {c, Centre.offCentre(next.x(), next.y(), fw, fh, w, h), n});
            }
        }
        return out;
    }

    @Test
    @DisplayName("MOVE-DIFFICULT property: the risky search settles squares as the plain Dijkstra did, from the same squares")
    void MOVE_DIFFICULT_riskySearchAgreesWithThePlainOne() {
        int[] squares = {0};
        int[] longer = {0};
        PathScratch scratch = new PathScratch();
        Property.forAll(20261124L, 1500, RandomBoard::next, b -> {
            MoveContext ctx = b.ctx();
            int budget = ctx.movementLeft();
            // A shared scratch, as in a game: what earlier searches left in it must not show.
            RiskyReach fast = new PathFinder(ctx, scratch).riskyReach(budget);
            List<Settled> slow = plain(ctx, budget);
            int w = ctx.grid().width();
            assertEquals(slow.size(), fast.size(), String.join("\n", b.drawing()));
            for (int i = 0; i < slow.size(); i++) {
                Settled s = slow.get(i);
                assertEquals(new Pos(s.square() % w, s.square() / w), new Pos(fast.x(i), fast.y(i)), "square " + i);
                List<Pos> path = new ArrayList<>();
                for (int sq = s.square(); sq != slow.get(0).square(); ) {
                    path.add(new Pos(sq % w, sq / w));
                    int from = sq;
                    sq = slow.stream().filter(t -> t.square() == from).findFirst().orElseThrow().from();
                }
                Collections.reverse(path);
                assertEquals(path, fast.pathTo(i), "path to square " + i);
                if (path.size() > 1) longer[0]++;
            }
            squares[0] += slow.size();
        });
        assertTrue(squares[0] > 10_000 && longer[0] > 1_000, squares[0] + " squares, " + longer[0] + " paths of two steps or more");
    }
}
