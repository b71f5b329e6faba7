package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The squares a mover could reach this turn stepping at risky prices (MOVE-DIFFICULT, risky: every
 * terrain square costs 1), in the order {@link PathFinder#riskyReach} settled them, each with the square
 * it was reached from. The start comes first.
 */
public final class RiskyReach extends Squares {
    private final int[] from;

    RiskyReach(int mapWidth, int[] cells, int[] from) {
        super(mapWidth, cells);
        this.from = from;
    }

    /** The steps from the start to the {@code i}th square, that square last; none for the start. */
    public List<Pos> pathTo(int i) {
        List<Pos> path = new ArrayList<>();
        // A square is settled after the one it was reached from: its index is lower.
        for (int k = i; k > 0; ) {
            path.add(square(k));
            int previous = from[k];
            do k--; while (k > 0 && cells[k] != previous);
        }
        Collections.reverse(path);
        return path;
    }
}
