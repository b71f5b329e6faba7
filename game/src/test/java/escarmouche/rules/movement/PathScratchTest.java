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

    @Test
    @DisplayName("MOVE-OCCUPIED: finders whose contexts are views of one list of occupants answer as fresh finders, whoever is left out")
    void viewsOfOneListEqualFresh() {
        Property.forAll(20261125L, 150, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            PathScratch shared = new PathScratch();
            RandomBoard b = RandomBoard.next(r);
            MoveContext base = b.ctx();
            // The game's way: every creature in one array, each mover given a view without its own entry.
            List<Occupant> others = base.occupants();
            Occupant[] all = new Occupant[others.size() + 1];
            int self = r.nextInt(all.length);
            for (int i = 0, k = 0; i < all.length; i++) {
                all[i] = i == self ? Occupant.ally(base.mover().id(), base.mover().body()) : others.get(k++);
            }
            List<MoveContext> contexts = new ArrayList<>();
            contexts.add(base.withOccupants(Occupants.allBut(all, self)));
            // The same view again, with other movement left: the board painted for one serves the other.
            contexts.add(contexts.get(0).withMovementLeft(r.nextInt(13)));
            // Another creature of the array as the mover: a view without its entry instead.
            for (int i = 0; i < all.length; i++) {
                if (i == self) continue;
                Mover m = Mover.of(all[i].id(), all[i].body());
                contexts.add(new MoveContext(base.grid(), Occupants.allBut(all, i), m, r.nextInt(13), r.nextBoolean(),
                        base.rules()));
            }
            List<PathFinder> sharing = new ArrayList<>();
            for (MoveContext c : contexts) sharing.add(new PathFinder(c, shared));
            for (int q = 0; q < 24; q++) {
                int i = r.nextInt(contexts.size());
                MoveContext c = contexts.get(i);
                PathFinder fresh = new PathFinder(c.withOccupants(new ArrayList<>(c.occupants())));
                int x = r.nextInt(c.grid().width());
                int y = r.nextInt(c.grid().height());
                if (r.nextBoolean()) {
                    assertEquals(fresh.canStop(x, y), sharing.get(i).canStop(x, y), b + " stop at " + x + "," + y);
                } else {
                    assertEquals(fresh.findAny(List.of(new Pos(x, y)), PathOptions.CHEAPEST),
                            sharing.get(i).findAny(List.of(new Pos(x, y)), PathOptions.CHEAPEST), b + " to " + x + "," + y);
                }
            }
        });
    }
}
