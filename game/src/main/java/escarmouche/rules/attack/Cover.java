package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-COVER from the map: a low wall gives half cover (+2 AC and Dex saves), a pillar three-quarters
 * (+5), a wall on every line total cover (the target cannot be aimed at). Covers do not stack: a line
 * counts its worst obstacle, and the attacker gets the best line.
 *
 * <p>Method (like the corner method of the 5e DMG, with terrain deciding the degree): lines are drawn from
 * each corner and from the centre of the attacker's space to the centre of each square of the target's
 * space. A line is obstructed by every map square whose inside it crosses, the two creatures' own
 * squares excepted; a line that only grazes an edge or a corner of a square is not obstructed by it.
 * Coordinates are doubled and intersections computed with exact integer fractions.
 */
public final class Cover {
    private Cover() {}

    /** Degrees of cover, from none to total, with their bonus to AC and Dex saves. */
    public enum Level {
        NONE(0, "no cover"), HALF(2, "half cover"), THREE_QUARTERS(5, "three-quarters cover"),
        TOTAL(0, "total cover");

        private final int bonus;
        private final String label;

        Level(int bonus, String label) {
            this.bonus = bonus;
            this.label = label;
        }

        /** Bonus to AC and to Dex saving throws. */
        public int bonus() {
            return bonus;
        }

        public String label() {
            return label;
        }

        /** Whether the target can be aimed at at all. */
        public boolean targetable() {
            return this != TOTAL;
        }
    }

    /** What a terrain square does to a line that crosses it. */
    public static Level of(Terrain t) {
        return switch (t) {
            case WALL -> Level.TOTAL;
            case PILLAR -> Level.THREE_QUARTERS;
            case LOW_WALL -> Level.HALF;
            default -> Level.NONE;
        };
    }

    /** The cover the target has against attacks and effects coming from the attacker's space. */
    public static Level between(Grid grid, Footprint attacker, Footprint target) {
        Level best = Level.TOTAL;
        for (long[] origin : origins(attacker)) {
            for (Pos square : target.squares()) {
                long tx = 2L * square.x() + 1;
                long ty = 2L * square.y() + 1;
                Level line = line(grid, attacker, target, origin[0], origin[1], tx, ty);
                if (line.ordinal() < best.ordinal()) best = line;
                if (best == Level.NONE) return best;
            }
        }
        return best;
    }

    /** The four corners and the centre of a space, in doubled coordinates. */
    private static List<long[]> origins(Footprint f) {
        long x0 = 2L * f.at().x();
        long y0 = 2L * f.at().y();
        long x1 = x0 + 2L * f.width();
        long y1 = y0 + 2L * f.height();
        List<long[]> out = new ArrayList<>(5);
        out.add(new long[] {(x0 + x1) / 2, (y0 + y1) / 2});
        out.add(new long[] {x0, y0});
        out.add(new long[] {x1, y0});
        out.add(new long[] {x0, y1});
        out.add(new long[] {x1, y1});
        return out;
    }

    /** The worst obstacle on one line. */
    private static Level line(Grid grid, Footprint attacker, Footprint target, long px, long py, long qx, long qy) {
        int minX = (int) Math.floorDiv(Math.min(px, qx), 2L);
        int maxX = (int) Math.floorDiv(Math.max(px, qx), 2L);
        int minY = (int) Math.floorDiv(Math.min(py, qy), 2L);
        int maxY = (int) Math.floorDiv(Math.max(py, qy), 2L);
        Level worst = Level.NONE;
        for (int y = minY; y <= maxY; y++) {
            for (int x = minX; x <= maxX; x++) {
                Pos p = new Pos(x, y);
                if (attacker.covers(p) || target.covers(p)) continue;
                Level here = of(grid.at(p));
                if (here.ordinal() <= worst.ordinal()) continue;
                if (crossesInside(px, py, qx, qy, 2L * x, 2L * y, 2L * x + 2, 2L * y + 2)) worst = here;
            }
        }
        return worst;
    }

    /**
     * Whether the segment P-Q passes through the open inside of the box (x0,y0)-(x1,y1): the parameters t
     * in [0, 1] for which the point is strictly inside form an interval of positive length. Fractions are
     * kept as numerator / positive denominator.
     */
    static boolean crossesInside(long px, long py, long qx, long qy, long x0, long y0, long x1, long y1) {
        long[] low = {0, 1};
        long[] high = {1, 1};
        if (!clip(px, qx - px, x0, x1, low, high)) return false;
        if (!clip(py, qy - py, y0, y1, low, high)) return false;
        return less(low, high);
    }

    private static boolean clip(long p, long d, long lo, long hi, long[] low, long[] high) {
        if (d == 0) return lo < p && p < hi;
        long[] a = fraction(lo - p, d);
        long[] b = fraction(hi - p, d);
        long[] enter = less(a, b) ? a : b;
        long[] leave = less(a, b) ? b : a;
        if (less(low, enter)) set(low, enter);
        if (less(leave, high)) set(high, leave);
        return true;
    }

    private static long[] fraction(long num, long den) {
        return den < 0 ? new long[] {-num, -den} : new long[] {num, den};
    }

    private static boolean less(long[] a, long[] b) {
        return a[0] * b[1] < b[0] * a[1];
    }

    private static void set(long[] into, long[] from) {
        into[0] = from[0];
        into[1] = from[1];
    }
}
