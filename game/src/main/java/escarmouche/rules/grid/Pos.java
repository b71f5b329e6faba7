package escarmouche.rules.grid;

import java.util.ArrayList;
import java.util.List;

/** A square of the grid: x is the column from the left, y the row from the top. */
public record Pos(int x, int y) implements Comparable<Pos> {
    /** Steps on a square grid: a diagonal step counts as one, like an orthogonal one. */
    public int distance(Pos other) {
        return Math.max(Math.abs(x - other.x), Math.abs(y - other.y));
    }

    public boolean adjacent(Pos other) {
        return distance(other) == 1;
    }

    public Pos plus(int dx, int dy) {
        return new Pos(x + dx, y + dy);
    }

    /** The eight neighbours, in a fixed order (north first, clockwise) so iteration is deterministic. */
    public List<Pos> neighbours() {
        List<Pos> out = new ArrayList<>(8);
        for (int[] d : DIRECTIONS) out.add(plus(d[0], d[1]));
        return out;
    }

    public static final int[][] DIRECTIONS = {
        {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}
    };

    /** Reading order: row then column. */
    @Override
    public int compareTo(Pos o) {
        return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
    }

    /**
     * Written out rather than left to the record: the generated one goes through method handles, which the
     * quick compiler the launcher uses for short runs does not see through (ten times slower there). The
     * hash is the generated one's, so hash-ordered collections keep their order.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Pos p && p.x == x && p.y == y;
    }

    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    @Override
    public String toString() {
        return x + "," + y;
    }

    /** Parses {@code X,Y} as written in command scripts. */
    public static Pos parse(String text) {
        int comma = text.indexOf(',');
        if (comma <= 0 || comma == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not a square: expected X,Y such as 3,4");
        }
        try {
            return new Pos(Integer.parseInt(text.substring(0, comma).trim()),
                    Integer.parseInt(text.substring(comma + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a square: expected X,Y such as 3,4");
        }
    }
}
