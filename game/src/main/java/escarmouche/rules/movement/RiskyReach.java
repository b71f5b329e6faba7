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
public final class RiskyReach {
    private final int mapWidth;
    private final int[] cells;
    private final int[] from;

    RiskyReach(int mapWidth, int[] cells, int[] from) {
        this.mapWidth = mapWidth;
        this.cells = cells;
        this.from = from;
    }

    public int size() {
        return cells.length;
    }

    /** Column of the {@code i}th square's top-left corner. */
    public int x(int i) {
        return cells[i] % mapWidth;
    }

    public int y(int i) {
        return cells[i] / mapWidth;
    }

    /** The steps from the start to the {@code i}th square, that square last; none for the start. */
    public List<Pos> pathTo(int i) {
        List<Pos> path = new ArrayList<>();
        // A square is settled after the one it was reached from: its index is lower.
        for (int k = i; k > 0; ) {
            path.add(new Pos(x(k), y(k)));
            int previous = from[k];
            do k--; while (k > 0 && cells[k] != previous);
        }
        Collections.reverse(path);
        return path;
    }
}
