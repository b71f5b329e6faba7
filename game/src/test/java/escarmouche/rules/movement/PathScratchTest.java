package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
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
    @DisplayName("MOVE-ENTER: maps made afresh with the same terrain share their grades and steps; a changed square makes new ones, and every answer equals a fresh finder's")
    void sameTerrainSharesItsSteps() {
        int[] kept = {0};
        int[] remade = {0};
        Property.forAll(20261203L, 200, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            PathScratch shared = new PathScratch();
            MoveContext first = RandomBoard.next(r).ctx();
            Grid grid = first.grid();
            // The next fight's map: another object with the same squares; then one with a square changed.
            Terrain[] squares = new Terrain[grid.width() * grid.height()];
            for (int y = 0; y < grid.height(); y++) {
                for (int x = 0; x < grid.width(); x++) squares[y * grid.width() + x] = grid.at(x, y);
            }
            Grid again = new Grid(grid.width(), grid.height(), squares);
            Pos changed = new Pos(r.nextInt(grid.width()), r.nextInt(grid.height()));
            Grid other = grid.with(changed, grid.at(changed) == Terrain.WALL ? Terrain.FLOOR : Terrain.WALL);
            for (Grid g : List.of(grid, again, other, again)) {
                MoveContext ctx = new MoveContext(g, first.occupants(), first.mover(), first.movementLeft(),
                        first.movedThisTurn(), first.rules());
                StepCosts sharing = new StepCosts(ctx, shared);
                byte[] before = shared.exits(g);
                if (sharing.plain()) {
                    byte[] exits = sharing.exits();
                    assertArrayEquals(new StepCosts(ctx).exits(), exits, g + "");
                    if (before == exits) kept[0]++;
                    else remade[0]++;
                }
                PathFinder fresh = new PathFinder(ctx);
                PathFinder finder = new PathFinder(ctx, shared);
                assertEquals(fresh.reachable(), finder.reachable(), g + "");
                Pos goal = new Pos(r.nextInt(g.width()), r.nextInt(g.height()));
                assertEquals(fresh.findAny(List.of(goal), PathOptions.CHEAPEST),
                        finder.findAny(List.of(goal), PathOptions.CHEAPEST), g + " to " + goal);
            }
        });
        // Kept: the same terrain again; made again: the first map, the changed one, and the same terrain after it.
        assertTrue(kept[0] > 100 && remade[0] > 300, "kept " + kept[0] + ", made again " + remade[0]);
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

    @Test
    @DisplayName("MOVE-OCCUPIED: boards mended from one mover's to the next answer as fresh finders, as creatures move, die and crowd together")
    void mendedBoardsEqualFresh() {
        Property.forAll(20261202L, 200, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            PathScratch shared = new PathScratch();
            Grid grid = RandomBoard.next(r).ctx().grid();
            RuleSet rules = r.nextInt(4) == 0 ? RuleSet.DD5 : RuleSet.HOUSE;
            // The game's way: the creatures in one list per side, an unmoved creature the same object in each
            // new list, every mover given a view of its side's list without its own entry.
            List<Standing> crowd = new ArrayList<>();
            for (int i = 0, n = 3 + r.nextInt(10); i < n; i++) crowd.add(Standing.random("c" + i, grid, r));
            Occupant[][] lists = listed(crowd);
            List<PathFinder> earlier = new ArrayList<>();
            List<MoveContext> earlierContexts = new ArrayList<>();
            for (int q = 0; q < 40; q++) {
                int what = r.nextInt(10);
                if (what < 3) {
                    // Some creatures step elsewhere (now and then onto someone else's square): new lists.
                    for (int k = 0, n = 1 + r.nextInt(3); k < n; k++) {
                        int i = r.nextInt(crowd.size());
                        crowd.set(i, crowd.get(i).movedTo(grid, r));
                    }
                    lists = listed(crowd);
                    continue;
                }
                if (what == 3 && crowd.size() > 2) {
                    crowd.remove(r.nextInt(crowd.size()));
                    lists = listed(crowd);
                    continue;
                }
                PathFinder finder;
                MoveContext ctx;
                if (what == 4 && !earlier.isEmpty()) {
                    // A finder made earlier asks again, on its own board, after others mended the boards.
                    int k = r.nextInt(earlier.size());
                    finder = earlier.get(k);
                    ctx = earlierContexts.get(k);
                } else {
                    int m = r.nextInt(crowd.size());
                    Standing mover = crowd.get(m);
                    ctx = new MoveContext(grid, Occupants.allBut(lists[mover.side], m), Mover.of(mover.id, mover.body),
                            r.nextInt(13), r.nextBoolean(), rules);
                    finder = new PathFinder(ctx, shared);
                    earlier.add(finder);
                    earlierContexts.add(ctx);
                }
                PathFinder fresh = new PathFinder(ctx.withOccupants(new ArrayList<>(ctx.occupants())));
                for (int y = 0; y < grid.height(); y++) {
                    for (int x = 0; x < grid.width(); x++) {
                        assertEquals(fresh.canStop(x, y), finder.canStop(x, y), crowd + " stop at " + x + "," + y);
                    }
                }
                assertEquals(fresh.reachable(), finder.reachable(), crowd.toString());
            }
        });
    }

    /** A creature of {@link #mendedBoardsEqualFresh}: its side, and itself as each side's lists hold it. */
    private record Standing(String id, int side, Body body, Occupant asFriend, Occupant asFoe) {
        static Standing random(String id, Grid grid, Random r) {
            Size size = switch (r.nextInt(8)) {
                case 0 -> Size.TINY;
                case 1 -> Size.LARGE;
                default -> Size.MEDIUM;
            };
            return placed(id, r.nextInt(2), size, grid, r);
        }

        static Standing placed(String id, int side, Size size, Grid grid, Random r) {
            Body body = Body.of(new Pos(r.nextInt(grid.width() - size.defaultWidth() + 1),
                    r.nextInt(grid.height() - size.defaultHeight() + 1)), size);
            return new Standing(id, side, body, Occupant.ally(id, body), Occupant.enemy(id, body));
        }

        Standing movedTo(Grid grid, Random r) {
            return placed(id, side, body.size(), grid, r);
        }

        Occupant as(int viewer) {
            return viewer == side ? asFriend : asFoe;
        }

        @Override
        public String toString() {
            return id + "/" + side + "@" + body.at() + " " + body.size();
        }
    }

    /** A new list of the crowd for each side's movers. */
    private static Occupant[][] listed(List<Standing> crowd) {
        Occupant[][] lists = new Occupant[2][crowd.size()];
        for (int side = 0; side < 2; side++) {
            for (int i = 0; i < crowd.size(); i++) lists[side][i] = crowd.get(i).as(side);
        }
        return lists;
    }
}
