package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link PathFinder#mayReachSafely} says "no" only where a search for a path that provokes nothing finds
 * none: the answer the retreat plans use to skip weighing the whole move range.
 */
class SafeReachTest {
    @Test
    @DisplayName("OA-LEAVE, OA-WITHIN: held in reach, the squares it could reach safely are the start and one step that keeps every reach")
    void heldInReach() {
        // An open field; an enemy with a reach of 1 stands east of the mover.
        Grid grid = open(9, 7);
        Body mover = Body.of(new Pos(3, 3), Size.MEDIUM);
        Occupant orc = Occupant.enemy("orc", Body.of(new Pos(4, 3), Size.MEDIUM));
        MoveContext ctx = new MoveContext(grid, List.of(orc), Mover.of("m", mover), 6, false, RuleSet.HOUSE);
        Threats threats = new Threats(List.of(new Threat("orc", orc.body(), 1)), true);
        PathFinder finder = new PathFinder(ctx);
        PathOptions safe = PathOptions.safeOnly(threats);
        // Two squares west: leaving the orc's reach provokes (OA-LEAVE), so no safe path goes there.
        assertFalse(finder.mayReachSafely(safe, (x, y) -> x <= 1));
        assertTrue(finder.findAny(List.of(new Pos(1, 3)), safe).isEmpty());
        // One step north stays in its reach: the one step OA-WITHIN allows.
        assertTrue(finder.mayReachSafely(safe, (x, y) -> x == 3 && y == 2));
        assertTrue(finder.findAny(List.of(new Pos(3, 2)), safe).isPresent());
        // Two steps within its reach (to the square north-east of it) provoke under house rules.
        assertFalse(finder.mayReachSafely(safe, (x, y) -> x == 5 && y == 2));
        // Other policies are left to the search.
        assertTrue(finder.mayReachSafely(PathOptions.preferSafe(threats), (x, y) -> x <= 1));
    }

    @Test
    @DisplayName("OA-LEAVE property: when it says no safe path reaches a square passing the test, the search finds none")
    void noMeansTheSearchFindsNothing() {
        AtomicInteger saidNo = new AtomicInteger();
        Property.forAll(20261124L, 600, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            MoveContext ctx = RandomBoard.next(r).ctx();
            Threats threats = threats(ctx, r);
            PathFinder finder = new PathFinder(ctx);
            PathOptions safe = PathOptions.safeOnly(threats);
            int w = ctx.grid().width();
            int h = ctx.grid().height();
            Set<Pos> goals = new HashSet<>();
            for (int k = 0; k <= r.nextInt(6); k++) goals.add(new Pos(r.nextInt(w), r.nextInt(h)));
            goals.remove(ctx.mover().movingBody().at());
            if (!finder.mayReachSafely(safe, (x, y) -> goals.contains(new Pos(x, y)))) {
                saidNo.incrementAndGet();
                List<Pos> sorted = new ArrayList<>(goals);
                sorted.sort(null);
                assertTrue(finder.findAny(sorted, safe).isEmpty(), "a safe path to " + sorted + " with " + threats);
            }
        });
        // The property is only worth something if "no" came up often.
        assertTrue(saidNo.get() > 50, "said no " + saidNo.get() + " times");
    }

    /** Every hostile occupant a threat, with reach 1 or 2; some already met or stepped inside this turn. */
    private static Threats threats(MoveContext ctx, Random r) {
        List<Threat> list = new ArrayList<>();
        Map<String, Integer> inside = new HashMap<>();
        Set<String> met = new HashSet<>();
        for (Occupant o : ctx.occupants()) {
            if (!o.hostile()) continue;
            list.add(new Threat(o.id(), o.body(), 1 + r.nextInt(2)));
            int roll = r.nextInt(8);
            if (roll == 0) met.add(o.id());
            else if (roll == 1) inside.put(o.id(), 1);
        }
        return new Threats(list, ctx.rules().house(RulePart.OPPORTUNITY), new ReachSteps(inside, met));
    }

    private static Grid open(int w, int h) {
        Terrain[] squares = new Terrain[w * h];
        java.util.Arrays.fill(squares, Terrain.FLOOR);
        return new Grid(w, h, squares);
    }
}
