package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Finders sharing one game's search arrays answer exactly as finders with arrays of their own. */
class PathScratchTest {
    @Test
    @DisplayName("MOVE-ENTER: paths, reachable squares and stops from finders sharing their arrays and board equal fresh finders' answers")
    void sharedEqualsFresh() {
        Property.forAll(20261124L, 150, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            PathScratch shared = new PathScratch();
            // Boards of different sizes, so the shared arrays grow and their epochs restart on the way.
            List<RandomBoard> boards = new ArrayList<>();
            for (int i = 0; i < 4; i++) boards.add(RandomBoard.next(r));
            List<PathFinder> sharing = new ArrayList<>();
            for (RandomBoard b : boards) sharing.add(new PathFinder(b.ctx(), shared));
            for (int q = 0; q < 24; q++) {
                int i = r.nextInt(boards.size());
                RandomBoard b = boards.get(i);
                PathFinder fresh = new PathFinder(b.ctx());
                int kind = r.nextInt(5);
                if (kind == 4) {
                    // A declared walk priced on the shared board, between the finders' queries.
                    List<Pos> path = new ArrayList<>();
                    Pos at = b.ctx().mover().body().at();
                    for (int k = 0, n = 1 + r.nextInt(5); k < n; k++) {
                        int[] d = Pos.DIRECTIONS[r.nextInt(Pos.DIRECTIONS.length)];
                        at = new Pos(at.x() + d[0], at.y() + d[1]);
                        path.add(at);
                    }
                    assertEquals(Movement.careful(b.ctx(), path), Movement.careful(b.ctx(), path, shared),
                            b.drawing() + " along " + path);
                    continue;
                }
                if (kind == 0) {
                    assertEquals(fresh.reachable(), sharing.get(i).reachable(), b.drawing().toString());
                } else if (kind == 1) {
                    // Single squares too: each shared finder paints who stands where again when another used the board.
                    int x = r.nextInt(b.ctx().grid().width());
                    int y = r.nextInt(b.ctx().grid().height());
                    assertEquals(fresh.canStop(x, y), sharing.get(i).canStop(x, y), b.drawing() + " stop at " + x + "," + y);
                } else if (kind == 2) {
                    RiskyReach a = fresh.riskyReach(b.ctx().movementLeft());
                    RiskyReach c = sharing.get(i).riskyReach(b.ctx().movementLeft());
                    assertEquals(a.size(), c.size(), b.drawing().toString());
                    for (int k = 0; k < a.size(); k++) assertEquals(a.pathTo(k), c.pathTo(k), b.drawing().toString());
                } else {
                    int w = b.ctx().grid().width();
                    int h = b.ctx().grid().height();
                    List<Pos> goals = new ArrayList<>();
                    for (int k = 0; k <= r.nextInt(3); k++) goals.add(new Pos(r.nextInt(w), r.nextInt(h)));
                    assertEquals(fresh.findAny(goals, PathOptions.CHEAPEST), sharing.get(i).findAny(goals, PathOptions.CHEAPEST),
                            b.drawing() + " to " + goals);
                }
            }
        });
    }
}
