package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.testing.Property;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-COVER is geometry on the squares of the map: turning the map a quarter or a half turn, or mirroring
 * it, with both creatures carried along, must give the same cover. The drawing rounds coordinates down
 * (towards the top and the left), so a square forgotten on one side of a line shows as an answer that
 * changes with the way the map faces: walls along the line blocking it one way up and not the other.
 */
class CoverSymmetryPropertyTest {
    /** The eight symmetries of the square: bit 0 transposes, bit 1 mirrors left-right, bit 2 top-bottom. */
    private static final int SYMMETRIES = 8;

    /** A map of 3 to {@code most} squares a side, often walled round, with what gives cover sprinkled on it. */
    private static Grid map(Random r, int most) {
        int w = 3 + r.nextInt(most - 2);
        int h = 3 + r.nextInt(most - 2);
        Grid sprinkled = CoverCase.sprinkled(r, w, h, 0.1 + r.nextDouble() * 0.4);
        if (r.nextBoolean()) return sprinkled;
        Terrain[] squares = new Terrain[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                squares[y * w + x] = edge ? Terrain.WALL : sprinkled.at(x, y);
            }
        }
        return new Grid(w, h, squares);
    }

    /** A space of one square most often, else Large or Huge, now and then squeezed to a different width. */
    private static Footprint space(Random r, Grid g) {
        int width = r.nextInt(3) == 0 ? 2 + r.nextInt(2) : 1;
        int height = r.nextInt(6) == 0 ? 1 + r.nextInt(3) : width;
        return Footprint.of(r.nextInt(g.width() + 2) - 1, r.nextInt(g.height() + 2) - 1, width, height);
    }

    /** The map as it looks after symmetry {@code s}. */
    static Grid turned(Grid g, int s) {
        boolean transpose = (s & 1) != 0;
        int w = transpose ? g.height() : g.width();
        int h = transpose ? g.width() : g.height();
        Terrain[] squares = new Terrain[w * h];
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                Pos p = turned(g, s, x, y);
                squares[p.y() * w + p.x()] = g.at(x, y);
            }
        }
        return new Grid(w, h, squares);
    }

    /** Where the square at column x, row y of {@code g} goes under symmetry {@code s}. */
    private static Pos turned(Grid g, int s, int x, int y) {
        boolean transpose = (s & 1) != 0;
        int tx = transpose ? y : x;
        int ty = transpose ? x : y;
        int w = transpose ? g.height() : g.width();
        int h = transpose ? g.width() : g.height();
        return new Pos((s & 2) != 0 ? w - 1 - tx : tx, (s & 4) != 0 ? h - 1 - ty : ty);
    }

    /** A space after symmetry {@code s}: the image of its two opposite corner squares spans it. */
    static Footprint turned(Grid g, int s, Footprint f) {
        Pos a = turned(g, s, f.at().x(), f.at().y());
        Pos b = turned(g, s, f.at().x() + f.width() - 1, f.at().y() + f.height() - 1);
        return Footprint.of(Math.min(a.x(), b.x()), Math.min(a.y(), b.y()), Math.abs(a.x() - b.x()) + 1,
                Math.abs(a.y() - b.y()) + 1);
    }

    @Test
    @DisplayName("ATK-COVER property: every pair of squares of a walled map has the same cover under the 8 turns and"
            + " mirrors of the map")
    void ATK_COVER_sameCoverWhicheverWayTheMapFaces() {
        int[] levels = new int[Cover.Level.values().length];
        // Every pair of squares of a map, 7 by 7 at most: a few seconds on a loaded machine.
        Property.forAll(20261207L, 40, r -> map(r, 7), g -> {
            Grid[] images = new Grid[SYMMETRIES];
            CoverSurvey[] surveys = new CoverSurvey[SYMMETRIES];
            for (int s = 0; s < SYMMETRIES; s++) {
                images[s] = turned(g, s);
                surveys[s] = new CoverSurvey(images[s]);
            }
            for (int ay = 0; ay < g.height(); ay++) {
                for (int ax = 0; ax < g.width(); ax++) {
                    for (int ty = 0; ty < g.height(); ty++) {
                        for (int tx = 0; tx < g.width(); tx++) {
                            Footprint a = Footprint.of(ax, ay, 1, 1);
                            Footprint t = Footprint.of(tx, ty, 1, 1);
                            Cover.Level level = Cover.between(g, a, t);
                            levels[level.ordinal()]++;
                            for (int s = 1; s < SYMMETRIES; s++) {
                                Footprint ai = turned(g, s, a);
                                Footprint ti = turned(g, s, t);
                                assertEquals(level, surveys[s].between(ai, ti),
                                        "symmetry " + s + ": " + a + " at " + t);
                            }
                        }
                    }
                }
            }
        });
        // Every level was met often: the maps are neither all open nor all walled.
        for (Cover.Level l : Cover.Level.values()) {
            assertTrue(levels[l.ordinal()] > Property.runs(40) * 10, l + ": " + java.util.Arrays.toString(levels));
        }
    }

    @Test
    @DisplayName("ATK-COVER property: Large, Huge and squeezed spaces, on the map or just off it, have the same cover"
            + " under the 8 turns and mirrors of the map")
    void ATK_COVER_sameCoverForLargeSpacesWhicheverWay() {
        Property.forAll(20261208L, 3000, r -> {
            Grid g = map(r, 9);
            return new CoverCase(g, space(r, g), space(r, g));
        }, c -> {
            Cover.Level level = Cover.between(c.grid(), c.attacker(), c.target());
            for (int s = 1; s < SYMMETRIES; s++) {
                Grid image = turned(c.grid(), s);
                Footprint a = turned(c.grid(), s, c.attacker());
                Footprint t = turned(c.grid(), s, c.target());
                assertEquals(level, Cover.between(image, a, t), "symmetry " + s);
                assertEquals(level, new CoverSurvey(image).between(a, t), "symmetry " + s + ", with the survey");
            }
        });
    }

    @Test
    @DisplayName("ATK-COVER: the symmetries used above move squares as they should")
    void ATK_COVER_symmetriesOfTheTest() {
        Grid g = new Grid(3, 2, new Terrain[] {Terrain.WALL, Terrain.FLOOR, Terrain.FLOOR,
                Terrain.FLOOR, Terrain.FLOOR, Terrain.PILLAR});
        // Transposed: 2 wide, 3 high, the pillar at 1,2; mirrored both ways: the wall at 2,1 and the pillar at 0,0.
        assertEquals(Terrain.PILLAR, turned(g, 1).at(1, 2));
        assertEquals(Terrain.WALL, turned(g, 6).at(2, 1));
        assertEquals(Terrain.PILLAR, turned(g, 6).at(0, 0));
        // A Large space at 0,0 of a 3 by 2 map, mirrored left-right, stands at 1,0; a 2 by 1 one transposed is 1 by 2.
        assertEquals(Footprint.of(1, 0, 2, 2), turned(g, 2, Footprint.of(0, 0, 2, 2)));
        assertEquals(Footprint.of(1, 0, 1, 2), turned(g, 1, Footprint.of(0, 1, 2, 1)));
        // Off the map too: a square left of it, mirrored, lies right of it.
        assertEquals(Footprint.of(3, 0, 1, 1), turned(g, 2, Footprint.of(-1, 0, 1, 1)));
    }
}
