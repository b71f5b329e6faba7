package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Terrain;
import java.util.List;

/**
 * ATK-COVER from the map: a low wall gives half cover (+2 AC and Dex saves), a pillar three-quarters
 * (+5), walls on every line total cover (the target cannot be aimed at). Covers do not stack: the highest
 * one counts, and the attacker gets the best view it can find.
 *
 * <p>Method, after the corner method of the 5e DMG. The attacker picks one point of its space (a corner or
 * its centre) and one square of the target's space; the best pick decides. From that point, lines go to
 * the centre and to the four corners of the target square. A line is obstructed by a map square it
 * crosses or runs along for some length (the two creatures' own squares excepted), but not by one it runs
 * along where the square across the line is the attacker's or the target's own: the line then follows
 * that creature's edge, and nothing stands between them (the walls either side of a one-square doorway do
 * not cover the creature in it along its own edges). Touching a single corner does not count, but slipping
 * diagonally between two wall squares that meet at a corner does (as a step may not cut a wall's corner).
 * <ul>
 *   <li>walls: all five lines blocked by walls is total cover; otherwise, as in the DMG, one or two of the
 *       four corner lines blocked is half cover, three or four three-quarters (a lone wall square in the
 *       way acts like a pillar);</li>
 *   <li>low walls and pillars crossed by the centre line give their own degree, half and three-quarters.</li>
 * </ul>
 * Coordinates are doubled and intersections computed with exact integer fractions. Nothing in it favours
 * a side: the answer is the same on the map turned or mirrored ({@code CoverSymmetryPropertyTest}).
 *
 * <p>Creatures in the way, friend or foe, give half cover as in 5e ({@link #withCreatures}): like a low
 * wall, a creature counts when the centre line of the attacker's pick crosses its space. They never block
 * sight or give total cover, so {@link #between} (what the map gives, which the engine remembers per map)
 * leaves them out.
 */
public final class Cover {
    /** The levels by ordinal, to unpack a line's worst feature ({@link #line}). */
    private static final Level[] LEVELS = Level.values();

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
     * rows of a line's way hold nothing that could block it, so they are passed over whole, and what each
     * square gives.
     *
     * <p>Written without lists, arrays or records made per question: the answers of a walled map are
     * worked out while a simulation is still young, under the quick compiler, which removes none of them
     * (docs/speed-rounds.md, twenty-fourth round). {@code CoverLinesTest} holds it to the plain drawing.
     */
    static Level between(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target) {
        return LEVELS[betweenWithPick(grid, survey, attacker, target) & 3];
    }

    /**
     * {@link #between} with the pick that gives it: the level's ordinal in the two lowest bits, and above them
     * the index of the first pick with that level, in {@link Picks}'s order. When the map leaves a view clear,
     * that pick is one the creatures' question can try first ({@link #withCreatures}).
     */
    static int betweenWithPick(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target) {
        Level best = Level.TOTAL;
        int bestPick = 0;
        int pick = 0;
        long x0 = 2L * attacker.at().x();
        long y0 = 2L * attacker.at().y();
        long x1 = x0 + 2L * attacker.width();
        long y1 = y0 + 2L * attacker.height();
        // The attacker's points: its centre, then its corners; the target's squares in reading order.
        for (int o = 0; o < 5; o++) {
            long ox = o == 0 ? (x0 + x1) / 2 : (o & 1) == 1 ? x0 : x1;
            long oy = o == 0 ? (y0 + y1) / 2 : o <= 2 ? y0 : y1;
            for (int dy = 0; dy < target.height(); dy++) {
                for (int dx = 0; dx < target.width(); dx++) {
                    Level here = fromPoint(grid, survey, attacker, target, ox, oy, target.at().x() + dx,
                            target.at().y() + dy);
                    if (here.ordinal() < best.ordinal()) {
                        best = here;
                        bestPick = pick;
                    }
                    if (best == Level.NONE) return bestPick << 2;
                    pick++;
                }
            }
        }
        return bestPick << 2 | best.ordinal();
    }

    /**
     * ATK-COVER with the creatures in the way: {@code walls}, what the map gives ({@link #between}), raised
     * to half cover when every pick of the attacker that the map leaves open has its centre line cross the
     * space of one of {@code others} (the attacker keeps the best view, as with walls). A creature adds
     * nothing to a target the map already covers: covers do not stack, and no creature gives more than half.
     *
     * @param survey the map, surveyed: where nothing on it gives cover, no line of it is drawn
     * @param walls  {@link #between} on that map for these two spaces
     * @param others the spaces of the creatures that may stand in the way; the attacker's and the target's
     *               own squares never count
     */
    public static Level withCreatures(CoverSurvey survey, Footprint attacker, Footprint target, Level walls,
                                      List<Footprint> others) {
        return withCreatures(survey, attacker, target, walls, -1, others);
    }

    /**
     * {@link #withCreatures(CoverSurvey, Footprint, Footprint, Level, List)} knowing one pick the map leaves
     * clear ({@code clearPick}, in {@link Picks}'s order, as {@link CoverSurvey#clearPick} gives it; -1 when
     * unknown): it is tried first, and when the creatures leave it clear too, no line of the map is drawn.
     */
    public static Level withCreatures(CoverSurvey survey, Footprint attacker, Footprint target, Level walls,
                                      int clearPick, List<Footprint> others) {
        if (walls != Level.NONE || others.isEmpty()) return walls;
        if (clearPick >= 0) {
            Picks first = new Picks(attacker, target, false);
            first.moveTo(clearPick);
            if (!crossesAny(others, attacker, target, first.ox, first.oy, first.qx(), first.qy())) return Level.NONE;
        }
        // Nothing on the map between them: every pick's view is clear of it, and only the creatures count.
        boolean open = survey.openBetween(attacker, target);
        for (Picks p = new Picks(attacker, target, false); p.next(); ) {
            // The pick tried first crossed a creature: not asked again.
            if (p.index() == clearPick || crossesAny(others, attacker, target, p.ox, p.oy, p.qx(), p.qy())) continue;
            if (open || fromPoint(survey.grid(), survey, attacker, target, p.ox, p.oy, p.sx, p.sy) == Level.NONE) {
                return Level.NONE;
            }
        }
        return Level.HALF;
    }

    /**
     * Whether {@code other} stands on the centre line of one of the attacker's picks ({@link #withCreatures}):
     * with {@code centreOnly}, the line from the attacker's centre to the target's first square only.
     */
    public static boolean onLine(Footprint attacker, Footprint target, Footprint other, boolean centreOnly) {
        List<Footprint> one = List.of(other);
        for (Picks p = new Picks(attacker, target, centreOnly); p.next(); ) {
            if (crossesAny(one, attacker, target, p.ox, p.oy, p.qx(), p.qy())) return true;
        }
        return false;
    }

    /** Whether the line P-Q crosses a square of one of {@code spaces} other than the attacker's and target's. */
    private static boolean crossesAny(List<Footprint> spaces, Footprint attacker, Footprint target, long px, long py,
                                      long qx, long qy) {
        for (int i = 0, n = spaces.size(); i < n; i++) {
            Footprint f = spaces.get(i);
            for (int y = f.at().y(); y < f.at().y() + f.height(); y++) {
                for (int x = f.at().x(); x < f.at().x() + f.width(); x++) {
                    if (attacker.covers(x, y) || target.covers(x, y)) continue;
                    if (meets(px, py, qx, qy, 2L * x, 2L * y, 2L * x + 2, 2L * y + 2)) return true;
                }
            }
        }
        return false;
    }

    /**
     * The attacker's picks, one after the other, in {@link #between}'s order: its centre, then its corners
     * (in doubled coordinates, {@code ox}, {@code oy}), each with every square of the target in reading order
     * ({@code sx}, {@code sy}). For the creature questions, asked only when a creature stands near the line;
     * {@link #between}, asked for every line of sight, walks them in its own loops and makes nothing.
     */
    private static final class Picks {
        private final Footprint target;
        private final long x0;
        private final long y0;
        private final long x1;
        private final long y1;
        private final int count;
        private int index;
        long ox;
        long oy;
        int sx;
        int sy;

        /** With {@code centreOnly}, the attacker's centre and the target's first square alone. */
        Picks(Footprint attacker, Footprint target, boolean centreOnly) {
            this.target = target;
            x0 = 2L * attacker.at().x();
            y0 = 2L * attacker.at().y();
            x1 = x0 + 2L * attacker.width();
            y1 = y0 + 2L * attacker.height();
            count = centreOnly ? 1 : 5 * target.width() * target.height();
        }

        /** Moves to the pick of this index, as {@link #next} would have after that many calls. */
        void moveTo(int pick) {
            index = pick;
            next();
        }

        /** Moves to the next pick; false when there is none left. */
        boolean next() {
            if (index == count) return false;
            int squares = target.width() * target.height();
            int o = index / squares;
            int square = index % squares;
            ox = o == 0 ? (x0 + x1) / 2 : (o & 1) == 1 ? x0 : x1;
            oy = o == 0 ? (y0 + y1) / 2 : o <= 2 ? y0 : y1;
            sx = target.at().x() + square % target.width();
            sy = target.at().y() + square / target.width();
            index++;
            return true;
        }

        /** The index of the pick it stands on, in {@link #between}'s order. */
        int index() {
            return index - 1;
        }

        /** The centre of the target's square, doubled. */
        long qx() {
            return 2L * sx + 1;
        }

        long qy() {
            return 2L * sy + 1;
        }
    }

    private static Level fromPoint(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target, long ox,
                                   long oy, int squareX, int squareY) {
        long x0 = 2L * squareX;
        long y0 = 2L * squareY;
        int centre = line(grid, survey, attacker, target, ox, oy, x0 + 1, y0 + 1);
        int cornersBlocked = 0;
        if (wall(line(grid, survey, attacker, target, ox, oy, x0, y0))) cornersBlocked++;
        if (wall(line(grid, survey, attacker, target, ox, oy, x0 + 2, y0))) cornersBlocked++;
        if (wall(line(grid, survey, attacker, target, ox, oy, x0, y0 + 2))) cornersBlocked++;
        if (wall(line(grid, survey, attacker, target, ox, oy, x0 + 2, y0 + 2))) cornersBlocked++;
        if (cornersBlocked == 4 && wall(centre)) return Level.TOTAL;
        Level walls = cornersBlocked == 0 ? Level.NONE : cornersBlocked <= 2 ? Level.HALF : Level.THREE_QUARTERS;
        Level feature = LEVELS[centre >>> 1];
        return walls.ordinal() >= feature.ordinal() ? walls : feature;
    }

    /** Whether a line's obstacles ({@link #line}) hold a wall. */
    private static boolean wall(int obstacles) {
        return (obstacles & 1) != 0;
    }

    /**
     * What one line crosses, packed in an int: 1 when a wall, plus twice the ordinal of the worst low wall
     * or pillar (that of {@link Level#NONE} when none).
     *
     * <p>A row of squares is looked at only where the line passes through it: from the square holding the
     * column where the line enters the row's band to the one holding the column where it leaves (rounded
     * down, in doubled coordinates). A slanting line shares a piece with a square only over columns of
     * positive width, which lie strictly inside both the square's columns and the band's stretch of the
     * line, so no square beyond those two can meet it. A line lying on a grid line (a horizontal one at
     * y = 2k, a vertical one at x = 2k) runs along the squares on both sides of it, rows (or columns) k - 1
     * and k: rounding down alone would read row k only, and a wall above such a line would block it while
     * the same wall below it did not, so that the answer changed when the map was turned upside down. Of
     * the two squares either side of such a line at one place, neither blocks it when the other is the
     * attacker's or the target's ({@link #ownEdge}). The exact test ({@link #meets}) still decides each
     * square read: a long slanting line reads a few squares a row rather than its whole bounding box, with
     * the same answer, which does not depend on the order the squares are read in. Package-private for {@code CoverLinesTest}, which compares each line with
     * the drawing of the whole box around it.
     */
    static int line(Grid grid, CoverSurvey survey, Footprint attacker, Footprint target, long px, long py,
                    long qx, long qy) {
        long dx = qx - px;
        long dy = qy - py;
        // A vertical line on a grid line runs along the column of squares on its left as well as the one on
        // its right (and a horizontal one along the row above): one less before rounding down takes it in,
        // and changes nothing for a line through the middle of a column (odd, in doubled coordinates).
        int minX = (int) Math.floorDiv(Math.min(px, qx) - (dx == 0 ? 1 : 0), 2L);
        int maxX = (int) Math.floorDiv(Math.max(px, qx), 2L);
        int minY = (int) Math.floorDiv(Math.min(py, qy) - (dy == 0 ? 1 : 0), 2L);
        int maxY = (int) Math.floorDiv(Math.max(py, qy), 2L);
        long lowY = Math.min(py, qy);
        long highY = Math.max(py, qy);
        // On a grid line, the square across it from each square read (its mirror in the line, doubled: the
        // row (column) 2k - 1 - y for a line on y = 2k); NO_SIDE when the line lies on none.
        long acrossRows = dy == 0 && (py & 1) == 0 ? py - 1 : NO_SIDE;
        long acrossColumns = dx == 0 && (px & 1) == 0 ? px - 1 : NO_SIDE;
        boolean wall = false;
        int feature = Level.NONE.ordinal();
        for (int y = minY; y <= maxY; y++) {
            int left = minX;
            int right = maxX;
            if (dy != 0 && dx != 0) {
                // The line's columns at the two edges of this row's band (doubled, rounded down).
                long enter = Math.max(2L * y, lowY);
                long leave = Math.min(2L * y + 2, highY);
                long a = Math.floorDiv(px * dy + dx * (enter - py), dy);
                long b = Math.floorDiv(px * dy + dx * (leave - py), dy);
                left = Math.max(left, (int) Math.floorDiv(Math.min(a, b), 2L));
                right = Math.min(right, (int) Math.floorDiv(Math.max(a, b), 2L));
            }
            if (survey != null && survey.open(left, y, right, y)) continue;
            for (int x = left; x <= right; x++) {
                if (attacker.covers(x, y) || target.covers(x, y)) continue;
                Level here = survey != null ? survey.level(x, y) : of(grid.at(x, y));
                if (here == Level.NONE || (here == Level.TOTAL && wall) || (here != Level.TOTAL
                        && here.ordinal() <= feature)) {
                    continue;
                }
                if (ownEdge(attacker, target, x, y, acrossColumns, acrossRows)) continue;
                if (!meets(px, py, qx, qy, 2L * x, 2L * y, 2L * x + 2, 2L * y + 2)) continue;
                if (here == Level.TOTAL) wall = true;
                else feature = here.ordinal();
            }
        }
        // A crack the line could slip through is a corner strictly between its ends, so the two walls
        // beside it lie within the squares just scanned: none if those are open. Only a slanting line
        // passes a corner diagonally; one along a grid line has already read the squares on both sides.
        if (!wall && dx != 0 && dy != 0 && (survey == null || !survey.open(minX, minY, maxX, maxY))) {
            wall = squeezesBetweenWalls(grid, attacker, target, px, py, qx, qy);
        }
        return (wall ? 1 : 0) | feature << 1;
    }

    /** No grid line under the line ({@link #line}'s {@code acrossRows}, {@code acrossColumns}). */
    private static final long NO_SIDE = Long.MIN_VALUE;

    /**
     * Whether the square at column x, row y lies along a line on a grid line whose other side, at that place,
     * is the attacker's or the target's own square: the line then runs along that creature's own edge, and
     * the square beside it stands between nothing (a creature in a one-square doorway, whose top and bottom
     * edges are the walls' edges too, is not covered by them). The square across is the same column (row) of
     * the line's other side, so the piece the line shares with it is the same piece: no slanting line, and
     * nothing that depends on the way the map faces.
     */
    private static boolean ownEdge(Footprint attacker, Footprint target, int x, int y, long acrossColumns,
                                   long acrossRows) {
        if (acrossRows != NO_SIDE) {
            int across = (int) (acrossRows - y);
            if (attacker.covers(x, across) || target.covers(x, across)) return true;
        }
        if (acrossColumns != NO_SIDE) {
            int across = (int) (acrossColumns - x);
            return attacker.covers(across, y) || target.covers(across, y);
        }
        return false;
    }

    /**
     * Whether a diagonal line passes exactly through a grid corner where the two squares on either side of
     * it are walls (the line would slip through a crack of zero width). The corners on the line are found
     * row by row: in each row of corners, the one column where the line crosses it, when that is a corner.
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
            long across = (vy - py) * dx;
            if (across % dy != 0) continue;
            long vx = px + across / dy;
            if ((vx & 1) != 0) continue;
            long along = (vx - px) * dx + (vy - py) * dy;
            if (along <= 0 || along >= lenSq) continue;
            int i = (int) (vx / 2);
            int j = (int) (vy / 2);
            if (isWall(grid, attacker, target, sx > 0 ? i : i - 1, -sy > 0 ? j : j - 1)
                    && isWall(grid, attacker, target, -sx > 0 ? i : i - 1, sy > 0 ? j : j - 1)) {
                return true;
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
     * parameters t in [0, 1] of the shared points form an interval, from low to high; fractions are kept as
     * numerator and positive denominator, in longs rather than arrays (the quick compiler would make them).
     */
    static boolean meets(long px, long py, long qx, long qy, long x0, long y0, long x1, long y1) {
        if (px == qx && py == qy) return false;
        long lowN = 0;
        long lowD = 1;
        long highN = 1;
        long highD = 1;
        // Along x, then along y: each axis narrows [low, high] to where the segment is between the box's sides.
        for (int axis = 0; axis < 2; axis++) {
            long p = axis == 0 ? px : py;
            long d = axis == 0 ? qx - px : qy - py;
            long lo = axis == 0 ? x0 : y0;
            long hi = axis == 0 ? x1 : y1;
            if (d == 0) {
                if (lo > p || p > hi) return false;
                continue;
            }
            long a = lo - p;
            long b = hi - p;
            if (d < 0) {
                a = -a;
                b = -b;
                d = -d;
            }
            long enter = Math.min(a, b);
            long leave = Math.max(a, b);
            if (lowN * d < enter * lowD) {
                lowN = enter;
                lowD = d;
            }
            if (leave * highD < highN * d) {
                highN = leave;
                highD = d;
            }
        }
        return lowN * highD < highN * lowD;
    }
}
