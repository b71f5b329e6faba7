package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;

/**
 * Top-left squares of a footprint found by one of {@link PathFinder}'s walks over the map, kept as plain
 * cell numbers: the AI reads them by the hundred per decision, and boxed squares cost more to make than the
 * walk that found them. The order is the walk's own (see each kind).
 */
abstract class Squares {
    private final int mapWidth;
    final int[] cells;

    Squares(int mapWidth, int[] cells) {
        this.mapWidth = mapWidth;
        this.cells = cells;
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

    public Pos square(int i) {
        return new Pos(x(i), y(i));
    }
}
