package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-COVER from the map: a low wall gives half cover (+2 AC and Dex saves), a pillar three-quarters
 * (+5), walls on every line total cover (the target cannot be aimed at). Covers do not stack: the highest
 * one counts, and the attacker gets the best view it can find.
 *
 * <p>Method, after the corner method of the 5e DMG. The attacker picks one point of its space (a corner or
 * its centre) and one square of the target's space; the best pick decides. From that point, lines go to
 * the centre and to the four corners of the target square. A line is obstructed by a map square it
 * crosses or runs along for some length (the two creatures' own squares excepted); touching a single
 * corner does not count, but slipping diagonally between two wall squares that meet at a corner does
 * (as a step may not cut a wall's corner).
 * <ul>
 *   <li>walls: all five lines blocked by walls is total cover; otherwise, as in the DMG, one or two of the
 *       four corner lines blocked is half cover, three or four three-quarters (a lone wall square in the
 *       way acts like a pillar);</li>
 *   <li>low walls and pillars crossed by the centre line give their own degree, half and three-quarters.</li>
 * </ul>
 * Coordinates are doubled and intersections computed with exact integer fractions. Creatures in the way
 * give no cover yet.
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
            // A closed door blocks sight and missiles like the wall it stands in (TURN-OBJECT).
            case WALL, DOOR -> Level.TOTAL;
            case PILLAR -> Level.THREE_QUARTERS;
            case LOW_WALL -> Level.HALF;
            default -> Level.NONE;
        };
    }

    /** The cover the target has against attacks and effects coming from the attacker's space. */
    public static Level between(Grid grid, Footprint attacker, Footprint target) {
        return between(grid, null, attacker, target);
    }

    /**
     * {@link #between(Grid, Footprint, Footprint)}, with the survey of the same map (or null) telling which
     * rows of a line's way hold nothing that could block it, so they are passed over whole.
     */
    static Level between(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target) {
        Level best = Level.TOTAL;
        for (long[] origin : origins(attacker)) {
            for (Pos square : target.squares()) {
                Level pick = fromPoint(grid, survey, attacker, target, origin, square);
                if (pick.ordinal() < best.ordinal()) best = pick;
                if (best == Level.NONE) return best;
            }
        }
        return best;
    }

    private static Level fromPoint(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target, long[] o,
                                   Pos square) {
        long x0 = 2L * square.x();
        long y0 = 2L * square.y();
        Obstacles centre = line(grid, survey, attacker, target, o[0], o[1], x0 + 1, y0 + 1);
        int cornersBlocked = 0;
        for (long[] corner : new long[][] {{x0, y0}, {x0 + 2, y0}, {x0, y0 + 2}, {x0 + 2, y0 + 2}}) {
            if (line(grid, survey, attacker, target, o[0], o[1], corner[0], corner[1]).wall()) cornersBlocked++;
        }
        if (cornersBlocked == 4 && centre.wall()) return Level.TOTAL;
        Level walls = cornersBlocked == 0 ? Level.NONE : cornersBlocked <= 2 ? Level.HALF : Level.THREE_QUARTERS;
        return walls.ordinal() >= centre.feature().ordinal() ? walls : centre.feature();
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

    /** What one line crosses: a wall or not, and the worst low wall or pillar. */
    private record Obstacles(boolean wall, Level feature) {}

    private static final Obstacles NOTHING = new Obstacles(false, Level.NONE);
    private static final Obstacles WALL_ONLY = new Obstacles(true, Level.NONE);

    private static Obstacles line(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target, long px,
                                  long py, long qx, long qy) {
        int minX = (int) Math.floorDiv(Math.min(px, qx), 2L);
        int maxX = (int) Math.floorDiv(Math.max(px, qx), 2L);
        int minY = (int) Math.floorDiv(Math.min(py, qy), 2L);
        int maxY = (int) Math.floorDiv(Math.max(py, qy), 2L);
        boolean wall = false;
        Level feature = Level.NONE;
        for (int y = minY; y <= maxY; y++) {
            if (survey != null && survey.open(minX, y, maxX, y)) continue;
            for (int x = minX; x <= maxX; x++) {
                if (attacker.covers(x, y) || target.covers(x, y)) continue;
                Level here = of(grid.at(x, y));
                if (here == Level.NONE || (here == Level.TOTAL && wall) || (here != Level.TOTAL
                        && here.ordinal() <= feature.ordinal())) {
                    continue;
                }
                if (!meets(px, py, qx, qy, 2L * x, 2L * y, 2L * x + 2, 2L * y + 2)) continue;
                if (here == Level.TOTAL) wall = true;
                else feature = here;
            }
        }
        // A crack the line could slip through is a corner strictly between its ends, so the two walls
        // beside it lie within the squares just scanned: none if those are open.
        if (!wall && (survey == null || !survey.open(minX, minY, maxX, maxY))) {
            wall = squeezesBetweenWalls(grid, attacker, target, px, py, qx, qy);
        }
        return wall ? (feature == Level.NONE ? WALL_ONLY : new Obstacles(true, feature))
                : feature == Level.NONE ? NOTHING : new Obstacles(false, feature);
    }

    /**
     * Whether a diagonal line passes exactly through a grid corner where the two squares on either side of
     * it are walls (the line would slip through a crack of zero width).
     */
    private static boolean squeezesBetweenWalls(Grid grid, Footprint attacker, Footprint target, long px, long py,
                                                long qx, long qy) {
        long dx = qx - px;
        long dy = qy - py;
        if (dx == 0 || dy == 0) return false;
        int sx = Long.signum(dx);
        int sy = Long.signum(dy);
        long lenSq = dx * dx + dy * dy;
        for (long vy = 2 * Math.floorDiv(Math.min(py, qy), 2L); vy <= Math.max(py, qy); vy += 2) {
            for (long vx = 2 * Math.floorDiv(Math.min(px, qx), 2L); vx <= Math.max(px, qx); vx += 2) {
                if ((vx - px) * dy != (vy - py) * dx) continue;
                long along = (vx - px) * dx + (vy - py) * dy;
                if (along <= 0 || along >= lenSq) continue;
                int i = (int) (vx / 2);
                int j = (int) (vy / 2);
                if (isWall(grid, attacker, target, sx > 0 ? i : i - 1, -sy > 0 ? j : j - 1)
                        && isWall(grid, attacker, target, -sx > 0 ? i : i - 1, sy > 0 ? j : j - 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isWall(Grid grid, Footprint attacker, Footprint target, int x, int y) {
        return !attacker.covers(x, y) && !target.covers(x, y) && of(grid.at(x, y)) == Level.TOTAL;
    }

    /**
     * Whether the segment P-Q shares a piece of positive length with the closed box (x0,y0)-(x1,y1): it
     * crosses its inside or runs along one of its edges; a single touching point does not count. The
     * parameters t in [0, 1] of the shared points form an interval; fractions are kept as numerator and
     * positive denominator.
     */
    static boolean meets(long px, long py, long qx, long qy, long x0, long y0, long x1, long y1) {
        if (px == qx && py == qy) return false;
        long[] low = {0, 1};
        long[] high = {1, 1};
        if (!clip(px, qx - px, x0, x1, low, high)) return false;
        if (!clip(py, qy - py, y0, y1, low, high)) return false;
        return less(low, high);
    }

    private static boolean clip(long p, long d, long lo, long hi, long[] low, long[] high) {
        if (d == 0) return lo <= p && p <= hi;
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
