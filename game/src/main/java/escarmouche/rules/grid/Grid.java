package escarmouche.rules.grid;

import java.util.List;

/**
 * The battle map: a rectangle of terrain squares. Immutable; doors and dropped items live in the
 * engine's state, not here.
 */
public final class Grid {
    private final int width;
    private final int height;
    private final Terrain[] squares;

    public Grid(int width, int height, Terrain[] squares) {
        if (width < 1 || height < 1 || squares.length != width * height) {
            throw new IllegalArgumentException("grid " + width + "x" + height + " needs " + width * height + " squares");
        }
        this.width = width;
        this.height = height;
        this.squares = squares.clone();
    }

    /** Builds a grid from rows of terrain, all of the same length. */
    public static Grid of(List<Terrain[]> rows) {
        int h = rows.size();
        int w = rows.get(0).length;
        Terrain[] all = new Terrain[w * h];
        for (int y = 0; y < h; y++) {
            if (rows.get(y).length != w) throw new IllegalArgumentException("row " + y + " has a different width");
            System.arraycopy(rows.get(y), 0, all, y * w, w);
        }
        return new Grid(w, h, all);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean inBounds(Pos p) {
        return p.x() >= 0 && p.y() >= 0 && p.x() < width && p.y() < height;
    }

    /** Terrain at a square; outside the map counts as wall. */
    public Terrain at(Pos p) {
        return inBounds(p) ? squares[p.y() * width + p.x()] : Terrain.WALL;
    }

    /** A copy of this map with one square changed (a door opened or closed). */
    public Grid with(Pos p, Terrain terrain) {
        if (!inBounds(p)) throw new IllegalArgumentException("square " + p + " is off the map");
        Terrain[] copy = squares.clone();
        copy[p.y() * width + p.x()] = terrain;
        return new Grid(width, height, copy);
    }

    public boolean passable(Pos p) {
        return !at(p).blocksMovement();
    }

    /**
     * Whether a single step between two adjacent squares is geometrically possible: the target is on the
     * map and passable, and a diagonal step does not cut the corner of a blocking square.
     */
    public boolean canStep(Pos from, Pos to) {
        if (!from.adjacent(to) || !passable(to)) return false;
        int dx = to.x() - from.x();
        int dy = to.y() - from.y();
        if (dx != 0 && dy != 0) {
            return passable(from.plus(dx, 0)) && passable(from.plus(0, dy));
        }
        return true;
    }
}
