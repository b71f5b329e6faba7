package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The move range as arrays, as a map, and as a yes-or-no question all say the same. */
class ReachPropertyTest {
    private record Case(RandomBoard board, Set<Pos> wanted) {
        @Override
        public String toString() {
            return String.join("\n", board.drawing()) + "\nwanted " + wanted;
        }
    }

    private static Case next(Random r) {
        RandomBoard b = RandomBoard.next(r);
        Set<Pos> wanted = new HashSet<>();
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
            wanted.add(new Pos(r.nextInt(b.ctx().grid().width()), r.nextInt(b.ctx().grid().height())));
        }
        return new Case(b, wanted);
    }

    @Test
    @DisplayName("MOVE-ENTER property: reachesAny answers as a look through the whole move range would")
    void MOVE_ENTER_reachesAnyAgreesWithTheRange() {
        int[] yes = {0};
        int[] no = {0};
        Property.forAll(20261124L, 1500, ReachPropertyTest::next, c -> {
            PathFinder f = new PathFinder(c.board().ctx());
            Reach reach = f.reach();
            Map<Pos, Integer> map = f.reachable();
            assertEquals(reach.size(), map.size());
            int i = 0;
            for (Map.Entry<Pos, Integer> e : map.entrySet()) {
                assertEquals(e.getKey(), reach.square(i));
                assertEquals(e.getValue(), reach.cost(i++));
            }
            boolean any = false;
            for (int k = 0; k < reach.size(); k++) any |= c.wanted().contains(reach.square(k));
            assertEquals(any, f.reachesAny((x, y) -> c.wanted().contains(new Pos(x, y))));
            if (any) yes[0]++;
            else no[0]++;
        });
        assertTrue(yes[0] > 100 && no[0] > 100, "both answers seen: " + yes[0] + " yes, " + no[0] + " no");
    }

    @Test
    @DisplayName("MOVE-ENTER property: visitByCost hands out the move range cheapest first, and stops when asked")
    void MOVE_ENTER_visitByCostGivesTheRangeCheapestFirst() {
        int[] stopped = {0};
        Property.forAll(20261125L, 1500, ReachPropertyTest::next, c -> {
            Map<Pos, Integer> range = new PathFinder(c.board().ctx()).reachable();
            Map<Pos, Integer> visited = new java.util.LinkedHashMap<>();
            new PathFinder(c.board().ctx()).visitByCost((x, y, cost) -> {
                Integer before = visited.put(new Pos(x, y), cost);
                assertEquals(null, before, "one visit per square");
                return false;
            });
            assertEquals(range, visited);
            int last = -1;
            for (int cost : visited.values()) {
                assertTrue(cost >= last, "cheapest first: " + visited);
                last = cost;
            }
            // Stopped at a square it chooses, the visit ends there: nothing after it is handed out.
            if (visited.size() < 2) return;
            int stopAt = c.wanted().size() % visited.size();
            int[] seen = {0};
            new PathFinder(c.board().ctx()).visitByCost((x, y, cost) -> seen[0]++ == stopAt);
            assertEquals(stopAt + 1, seen[0]);
            stopped[0]++;
        });
        assertTrue(stopped[0] > 500, "stopped visits seen: " + stopped[0]);
    }
}
