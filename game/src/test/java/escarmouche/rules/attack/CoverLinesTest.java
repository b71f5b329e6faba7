package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Cover}'s lines read only the squares near them, with no arrays made; {@link Plain} is the drawing
 * they replaced, kept here word for word but for the survey and for the box it scans: every line scans its
 * whole bounding box, the squares on both sides of a grid line it lies on included, and every fraction is
 * an array. Both must give the same answers, on walled maps above all.
 */
class CoverLinesTest {
    /** A map from open to crowded with walls, pillars and low walls (a crypt more than a field), and two spaces. */
    private static CoverCase next(Random r) {
        int w = 2 + r.nextInt(19);
        int h = 2 + r.nextInt(12);
        Grid grid = CoverCase.sprinkled(r, w, h, r.nextDouble() * 0.6);
        return new CoverCase(grid, space(r, w, h), space(r, w, h));
    }

    private static Footprint space(Random r, int w, int h) {
        int width = r.nextInt(4) == 0 ? 2 + r.nextInt(2) : 1;
        int height = r.nextInt(8) == 0 ? 1 + r.nextInt(3) : width;
        return new Footprint(new Pos(r.nextInt(w + 2) - 1, r.nextInt(h + 2) - 1), width, height);
    }

    @Test
    @DisplayName("ATK-COVER property: lines that read only the squares near them answer as the whole-box drawing")
    void ATK_COVER_nearSquaresAnswerAsTheWholeBox() {
        Property.forAll(20261202L, 5000, CoverLinesTest::next, c -> {
            CoverSurvey survey = new CoverSurvey(c.grid());
            for (boolean swap : new boolean[] {false, true}) {
                Footprint a = swap ? c.target() : c.attacker();
                Footprint t = swap ? c.attacker() : c.target();
                Cover.Level plain = Plain.between(c.grid(), a, t);
                assertEquals(plain, Cover.between(c.grid(), a, t), "without a survey");
                assertEquals(plain, Cover.between(c.grid(), survey, a, t), "with the map's survey");
                assertEquals(plain, survey.between(a, t), "the survey's own answer");
            }
        });
    }

    @Test
    @DisplayName("ATK-COVER property: each line, from any point of the lattice to any other, crosses what the whole box did")
    void ATK_COVER_eachLineAsTheWholeBox() {
        Property.forAll(20261204L, 5000, CoverLinesTest::next, c -> {
            CoverSurvey survey = new CoverSurvey(c.grid());
            Random r = new Random(c.grid().width() * 31L + c.grid().height() + c.attacker().hashCode());
            for (int i = 0; i < 20; i++) {
                // Doubled coordinates: corners, edges' middles and centres of squares, on the map and just off it.
                long px = r.nextInt(2 * c.grid().width() + 3) - 1;
                long py = r.nextInt(2 * c.grid().height() + 3) - 1;
                long qx = r.nextInt(4) == 0 ? px : r.nextInt(2 * c.grid().width() + 3) - 1;
                long qy = r.nextInt(4) == 0 ? py : r.nextInt(2 * c.grid().height() + 3) - 1;
                Plain.Obstacles plain = Plain.line(c.grid(), c.attacker(), c.target(), px, py, qx, qy);
                int packed = (plain.wall() ? 1 : 0) | plain.feature().ordinal() << 1;
                String line = "line " + px + "," + py + " to " + qx + "," + qy;
                assertEquals(packed, Cover.line(c.grid(), null, c.attacker(), c.target(), px, py, qx, qy), line);
                assertEquals(packed, Cover.line(c.grid(), survey, c.attacker(), c.target(), px, py, qx, qy), line);
            }
        });
    }

    @Test
    @DisplayName("ATK-COVER property: the segment-and-box test in longs answers as the one in arrays")
    void ATK_COVER_meetsAsBefore() {
        Property.forAll(20261203L, 20000, r -> {
            // Small doubled coordinates, so that ends on corners, on edges and inside boxes come often.
            long[] v = new long[8];
            for (int i = 0; i < 4; i++) v[i] = r.nextInt(13) - 2;
            long x0 = r.nextInt(10);
            long y0 = r.nextInt(10);
            v[4] = x0;
            v[5] = y0;
            v[6] = x0 + 1 + r.nextInt(3);
            v[7] = y0 + 1 + r.nextInt(3);
            return v;
        }, v -> assertEquals(Plain.meets(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]),
                Cover.meets(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]),
                () -> java.util.Arrays.toString(v)));
    }

    @Test
    @DisplayName("ATK-COVER: a long slanting line across a walled room, each way, as the whole-box drawing")
    void ATK_COVER_longSlantingLines() {
        // The crypt's walls and pillars, its doors open (the test grids read a door as floor).
        Grid crypt = escarmouche.testing.Fight.grid(
                "##################",
                "#....#.......#...#",
                "#....'..O..O.#.=.#",
                "#....#.......'.=.#",
                "#....#..O..O.#...#",
                "#....#.......#####",
                "##'###.......#####",
                "#......,,....#####",
                "##################");
        CoverSurvey survey = new CoverSurvey(crypt);
        int checked = 0;
        for (int ay = 0; ay < crypt.height(); ay++) {
            for (int ax = 0; ax < crypt.width(); ax++) {
                for (int ty = 0; ty < crypt.height(); ty += 2) {
                    for (int tx = 0; tx < crypt.width(); tx += 3) {
                        Footprint a = Footprint.of(ax, ay, 1, 1);
                        Footprint t = Footprint.of(tx, ty, 1, 1);
                        assertEquals(Plain.between(crypt, a, t), Cover.between(crypt, survey, a, t), a + " to " + t);
                        checked++;
                    }
                }
            }
        }
        assertEquals(18 * 9 * 5 * 6, checked);
    }

    /** The drawing before the twenty-fourth round, without the survey: the plain way. */
    private static final class Plain {
        private Plain() {}

        static Cover.Level between(Grid grid, Footprint attacker, Footprint target) {
            Cover.Level best = Cover.Level.TOTAL;
            for (long[] origin : origins(attacker)) {
                for (Pos square : target.squares()) {
                    Cover.Level pick = fromPoint(grid, attacker, target, origin, square);
                    if (pick.ordinal() < best.ordinal()) best = pick;
                    if (best == Cover.Level.NONE) return best;
                }
            }
            return best;
        }

        private static Cover.Level fromPoint(Grid grid, Footprint attacker, Footprint target, long[] o,
                                       Pos square) {
            long x0 = 2L * square.x();
            long y0 = 2L * square.y();
            Obstacles centre = line(grid, attacker, target, o[0], o[1], x0 + 1, y0 + 1);
            int cornersBlocked = 0;
            for (long[] corner : new long[][] {{x0, y0}, {x0 + 2, y0}, {x0, y0 + 2}, {x0 + 2, y0 + 2}}) {
                if (line(grid, attacker, target, o[0], o[1], corner[0], corner[1]).wall()) cornersBlocked++;
            }
            if (cornersBlocked == 4 && centre.wall()) return Cover.Level.TOTAL;
            Cover.Level walls = cornersBlocked == 0 ? Cover.Level.NONE : cornersBlocked <= 2 ? Cover.Level.HALF : Cover.Level.THREE_QUARTERS;
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
        record Obstacles(boolean wall, Cover.Level feature) {}

        private static final Obstacles NOTHING = new Obstacles(false, Cover.Level.NONE);
        private static final Obstacles WALL_ONLY = new Obstacles(true, Cover.Level.NONE);

        static Obstacles line(Grid grid, Footprint attacker, Footprint target, long px,
                                      long py, long qx, long qy) {
            // Every square whose closed box touches the line's bounding box: a line on a grid line (x or y
            // even, doubled) runs along the squares on both sides of it, so the box starts one square before
            // the one rounding down gives. Until the round that fixed it, this drawing rounded down as the
            // engine did and read row k alone for a line on y = 2k, so that it could not see the squares
            // above such a line that the engine forgot (a wall blocked it below the line, not above).
            int minX = (int) Math.floorDiv(Math.min(px, qx) - 1, 2L);
            int maxX = (int) Math.floorDiv(Math.max(px, qx), 2L);
            int minY = (int) Math.floorDiv(Math.min(py, qy) - 1, 2L);
            int maxY = (int) Math.floorDiv(Math.max(py, qy), 2L);
            boolean wall = false;
            Cover.Level feature = Cover.Level.NONE;
            for (int y = minY; y <= maxY; y++) {
                for (int x = minX; x <= maxX; x++) {
                    if (attacker.covers(x, y) || target.covers(x, y)) continue;
                    Cover.Level here = Cover.of(grid.at(x, y));
                    if (here == Cover.Level.NONE || (here == Cover.Level.TOTAL && wall) || (here != Cover.Level.TOTAL
                            && here.ordinal() <= feature.ordinal())) {
                        continue;
                    }
                    if (alongOwnEdge(attacker, target, px, py, qx, qy, x, y)) continue;
                    if (!meets(px, py, qx, qy, 2L * x, 2L * y, 2L * x + 2, 2L * y + 2)) continue;
                    if (here == Cover.Level.TOTAL) wall = true;
                    else feature = here;
                }
            }
            // A crack the line could slip through is a corner strictly between its ends, so the two walls
            // beside it lie within the squares just scanned: none if those are open.
            if (!wall) {
                wall = squeezesBetweenWalls(grid, attacker, target, px, py, qx, qy);
            }
            return wall ? (feature == Cover.Level.NONE ? WALL_ONLY : new Obstacles(true, feature))
                    : feature == Cover.Level.NONE ? NOTHING : new Obstacles(false, feature);
        }

        /**
         * Whether the line lies on the grid line along one side of the square at x, y, and the square across
         * that side is the attacker's or the target's: the line follows that creature's own edge there.
         */
        private static boolean alongOwnEdge(Footprint attacker, Footprint target, long px, long py, long qx, long qy,
                                            int x, int y) {
            // Its top and bottom sides, then its left and right ones, each with the square across it.
            long[][] sides = {{2L * y, x, y - 1}, {2L * y + 2, x, y + 1}};
            for (long[] side : sides) {
                if (py == qy && py == side[0]
                        && (attacker.covers((int) side[1], (int) side[2]) || target.covers((int) side[1], (int) side[2]))) {
                    return true;
                }
            }
            long[][] columns = {{2L * x, x - 1, y}, {2L * x + 2, x + 1, y}};
            for (long[] side : columns) {
                if (px == qx && px == side[0]
                        && (attacker.covers((int) side[1], (int) side[2]) || target.covers((int) side[1], (int) side[2]))) {
                    return true;
                }
            }
            return false;
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
            return !attacker.covers(x, y) && !target.covers(x, y) && Cover.of(grid.at(x, y)) == Cover.Level.TOTAL;
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
}
