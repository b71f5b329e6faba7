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
    @DisplayName("MOVE-ENTER: paths and reachable squares from finders sharing their arrays equal fresh finders' answers")
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
                if (r.nextBoolean()) {
                    assertEquals(fresh.reachable(), sharing.get(i).reachable(), b.drawing().toString());
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
