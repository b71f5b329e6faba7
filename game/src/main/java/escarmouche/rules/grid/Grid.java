package escarmouche.rules.grid;

import java.util.List;
import java.util.Map;

/**
 * The battle map: a rectangle of terrain squares, and which way the stairs that say so go down
 * (MOVE-STAIRS). Immutable; doors and dropped items live in the engine's state, not here.
 */
public final class Grid {
    private final int width;
    private final int height;
    private final Terrain[] squares;
    /** The way down of each square's stairs, or null where the map does not say (most maps: all null). */
    private final WayDown[] waysDown;
    /** Whether some square is a closed door: most maps have none, and the AI asks on every blocked walk. */
    private final boolean closedDoors;

    public Grid(int width, int height, Terrain[] squares) {
        this(width, height, squares, null);
    }

    private Grid(int width, int height, Terrain[] squares, WayDown[] waysDown) {
        if (width < 1 || height < 1 || squares.length != width * height) {
            throw new IllegalArgumentException("grid " + width + "x" + height + " needs " + width * height + " squares");
        }
        this.width = width;
        this.height = height;
        this.squares = squares.clone();
        this.waysDown = waysDown == null ? null : waysDown.clone();
        boolean doors = false;
        for (Terrain t : this.squares) doors |= t == Terrain.DOOR;
        this.closedDoors = doors;
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

    /** {@link #at(Pos)} by column and row, for loops over many squares that would otherwise make a Pos each. */
    public Terrain at(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height ? squares[y * width + x] : Terrain.WALL;
    }

    /** Whether some square of this map is a closed door. */
    public boolean hasClosedDoors() {
        return closedDoors;
    }

    /** A copy of this map with one square changed (a door opened or closed). */
    public Grid with(Pos p, Terrain terrain) {
        if (!inBounds(p)) throw new IllegalArgumentException("square " + p + " is off the map");
        Terrain[] copy = squares.clone();
        copy[p.y() * width + p.x()] = terrain;
        return new Grid(width, height, copy, waysDown);
    }

    /** A copy of this map where the given squares' stairs go down the given way (MOVE-STAIRS). */
    public Grid withWaysDown(Map<Pos, WayDown> ways) {
        if (ways.isEmpty()) return this;
        WayDown[] copy = waysDown == null ? new WayDown[width * height] : waysDown.clone();
        for (Map.Entry<Pos, WayDown> e : ways.entrySet()) {
            Pos p = e.getKey();
            if (!inBounds(p)) throw new IllegalArgumentException("square " + p + " is off the map");
            copy[p.y() * width + p.x()] = e.getValue();
        }
        return new Grid(width, height, squares, copy);
    }

    /** Which way the stairs on this square go down, or null when the map does not say. */
    public WayDown wayDown(Pos p) {
        return waysDown == null || !inBounds(p) ? null : waysDown[p.y() * width + p.x()];
    }

    /**
     * Whether a step between two adjacent squares goes down stairs: it leaves or enters a square whose
     * stairs go down, in that direction (MOVE-STAIRS).
     */
    public boolean descends(Pos from, Pos to) {
        if (waysDown == null) return false;
        WayDown start = wayDown(from);
        WayDown end = wayDown(to);
        return (start != null && start.followedBy(from, to)) || (end != null && end.followedBy(from, to));
    }

    /**
     * Whether the other map has the same size and the same terrain on every square (the ways down of
     * stairs aside): two fights of one scenario that opened the same door hold two such maps.
     */
    public boolean sameTerrain(Grid other) {
        return other == this || (other != null && other.width == width && other.height == height
                && java.util.Arrays.equals(other.squares, squares));
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
