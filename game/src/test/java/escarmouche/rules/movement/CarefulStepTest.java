package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link StepCosts#carefulStep} and {@link StepCosts#riskyStep}, the path finder's short ways to price a
 * step, give the answer of {@link StepCosts#cost} for every step they are asked about: one square in any
 * direction, ending on the map.
 */
class CarefulStepTest {
    @Test
    @DisplayName("MOVE-DIFFICULT, MOVE-OCCUPIED, MOVE-ENTER: the short way prices walls, corners, foes, friends and rough ground as the long way does")
    void example() {
        // Row 1: a wall east of the mover, a friend south-east, a foe south, rough ground south-west.
        Grid grid = AsciiMap.of(
                "....",
                ".M#.",
                ",...",
                "....").grid();
        Occupant friend = new Occupant("f", Body.of(new Pos(2, 2), Size.MEDIUM), false);
        Occupant foe = Occupant.enemy("e", Body.of(new Pos(1, 2), Size.MEDIUM));
        MoveContext ctx = new MoveContext(grid, List.of(friend, foe), Mover.of("m", Body.of(new Pos(1, 1), Size.MEDIUM)),
                6, false, RuleSet.HOUSE);
        StepCosts costs = new StepCosts(ctx);
        assertEquals(StepCosts.WALL, costs.carefulStep(1, 1, 2, 1));
        // South-east passes beside the wall: cutting its corner is refused before the friend is looked at.
        assertEquals(StepCosts.CORNER, costs.carefulStep(1, 1, 2, 2));
        assertEquals(StepCosts.HOSTILE, costs.carefulStep(1, 1, 1, 2));
        // Rough ground costs double under the house rules; an open square costs 1.
        assertEquals(2, costs.carefulStep(1, 1, 0, 2));
        assertEquals(1, costs.carefulStep(1, 1, 0, 1));
        // Through the friend's square from elsewhere: occupied ground counts as rough (MOVE-OCCUPIED).
        assertEquals(2, costs.carefulStep(3, 2, 2, 2));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT property: on random boards every step the searches may take costs the same both ways, careful or risky")
    void sameAsTheLongWay() {
        AtomicInteger plainMovers = new AtomicInteger();
        Property.forAll(20261124L, 800, r -> r.nextLong(), seed -> {
            RandomBoard board = RandomBoard.next(new Random(seed));
            StepCosts costs = new StepCosts(board.ctx());
            Body body = board.ctx().mover().movingBody();
            if (body.width() == 1 && body.height() == 1 && board.ctx().mover().dragFactor() == 1) plainMovers.incrementAndGet();
            for (Pos from : board.positions()) {
                for (int[] d : Pos.DIRECTIONS) {
                    int tx = from.x() + d[0];
                    int ty = from.y() + d[1];
                    if (!costs.onMap(tx, ty)) continue;
                    String step = board + "\nstep " + from + " -> " + new Pos(tx, ty);
                    assertEquals(costs.cost(from.x(), from.y(), tx, ty, TerrainMode.CAREFUL),
                            costs.carefulStep(from.x(), from.y(), tx, ty), step);
                    assertEquals(costs.cost(from.x(), from.y(), tx, ty, TerrainMode.RISKY),
                            costs.riskyStep(from.x(), from.y(), tx, ty), "risky " + step);
                }
            }
        });
        // The boards must exercise the short way, not only the long one it falls back on.
        assertTrue(plainMovers.get() > 300, "one-square movers: " + plainMovers.get());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT, MOVE-ENTER property: a plain mover's steps known per map, then the occupant's price, answer as the full price")
    void exitsThenOpenStepAsTheLongWay() {
        AtomicInteger plainMovers = new AtomicInteger();
        AtomicInteger shut = new AtomicInteger();
        AtomicInteger open = new AtomicInteger();
        Property.forAll(20261203L, 800, r -> r.nextLong(), seed -> {
            RandomBoard board = RandomBoard.next(new Random(seed));
            // Twice on one scratch: the second finder reads the exits the first one made for the same map.
            PathScratch scratch = new PathScratch();
            for (StepCosts costs : List.of(new StepCosts(board.ctx()), new StepCosts(board.ctx(), scratch),
                    new StepCosts(board.ctx(), scratch))) {
                if (!costs.plain()) return;
                byte[] exits = costs.exits();
                int gw = costs.mapWidth();
                int gh = costs.mapHeight();
                // Every square, walls included, and every step, off the map included.
                for (int y = 0; y < gh; y++) {
                    for (int x = 0; x < gw; x++) {
                        for (int d = 0; d < Pos.DIRECTIONS.length; d++) {
                            int tx = x + Pos.DIRECTIONS[d][0];
                            int ty = y + Pos.DIRECTIONS[d][1];
                            String step = board + "\nstep " + new Pos(x, y) + " -> " + new Pos(tx, ty);
                            int full = costs.onMap(tx, ty) ? costs.carefulStep(x, y, tx, ty) : StepCosts.OFF_MAP;
                            if ((exits[y * gw + x] & 1 << d) == 0) {
                                assertTrue(full == StepCosts.OFF_MAP || full == StepCosts.WALL || full == StepCosts.CORNER,
                                        "a step left out is refused by the map: " + full + " " + step);
                                shut.incrementAndGet();
                            } else {
                                assertEquals(full, costs.openStep(ty * gw + tx), step);
                                open.incrementAndGet();
                            }
                        }
                    }
                }
            }
            plainMovers.incrementAndGet();
        });
        assertTrue(plainMovers.get() > 300, "one-square movers: " + plainMovers.get());
        assertTrue(shut.get() > 1000 && open.get() > 1000, "steps left out " + shut + ", kept " + open);
    }
}
