package escarmouche.ui.term;

import escarmouche.rules.grid.Pos;

/** The eight grid directions, named as the "describe surroundings" text says them. */
public enum Direction {
    NORTH(0, -1, "north"), NORTH_EAST(1, -1, "north-east"), EAST(1, 0, "east"), SOUTH_EAST(1, 1, "south-east"),
    SOUTH(0, 1, "south"), SOUTH_WEST(-1, 1, "south-west"), WEST(-1, 0, "west"), NORTH_WEST(-1, -1, "north-west");

    public final int dx;
    public final int dy;
    public final String label;

    Direction(int dx, int dy, String label) {
        this.dx = dx;
        this.dy = dy;
        this.label = label;
    }

    public Pos from(Pos p) {
        return p.plus(dx, dy);
    }
}
