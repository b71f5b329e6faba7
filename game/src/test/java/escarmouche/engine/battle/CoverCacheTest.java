package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle's memory of cover answers never differs from working cover out afresh. */
class CoverCacheTest {
    private static final Terrain[] SCATTER = {Terrain.WALL, Terrain.PILLAR, Terrain.LOW_WALL, Terrain.DOOR};

    private static Grid field(Random r, int w, int h) {
        List<Terrain[]> rows = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            Terrain[] row = new Terrain[w];
            for (int x = 0; x < w; x++) row[x] = r.nextInt(6) == 0 ? SCATTER[r.nextInt(SCATTER.length)] : Terrain.FLOOR;
            rows.add(row);
        }
        return Grid.of(rows);
    }

    private static Footprint somewhere(Random r, int w, int h) {
        int size = 1 + r.nextInt(2);
        return Footprint.of(r.nextInt(w - size + 1), r.nextInt(h - size + 1), size, size);
    }

    @Test
    @DisplayName("ATK-COVER: a remembered answer equals a fresh one as creatures move and doors open or close")
    void cachedEqualsFresh() {
        Property.forAll(20261124L, 60, r -> r.nextLong(), seed -> {
            Random r = new Random(seed);
            int w = 6 + r.nextInt(10);
            int h = 6 + r.nextInt(10);
            Grid grid = field(r, w, h);
            CoverCache cache = new CoverCache();
            List<Footprint> spaces = new ArrayList<>();
            for (int i = 0; i < 6; i++) spaces.add(somewhere(r, w, h));
            for (int step = 0; step < 80; step++) {
                switch (r.nextInt(4)) {
                    // a creature moves: its space changes
                    case 0 -> spaces.set(r.nextInt(spaces.size()), somewhere(r, w, h));
                    // a door opens or closes, a wall falls: the battle gets a new grid
                    case 1 -> {
                        Pos p = new Pos(r.nextInt(w), r.nextInt(h));
                        grid = grid.with(p, grid.at(p) == Terrain.DOOR ? Terrain.OPEN_DOOR : Terrain.DOOR);
                    }
                    default -> { }
                }
                Footprint a = spaces.get(r.nextInt(spaces.size()));
                Footprint b = spaces.get(r.nextInt(spaces.size()));
                assertEquals(Cover.between(grid, a, b), cache.between(grid, a, b), a + " -> " + b);
            }
        });
    }

    @Test
    @DisplayName("ATK-COVER: closing a door between two creatures that do not move changes the remembered answer")
    void aDoorChangesTheAnswer() {
        Grid open = Grid.of(List.<Terrain[]>of(row(Terrain.FLOOR, Terrain.OPEN_DOOR, Terrain.FLOOR)));
        Footprint west = Footprint.of(0, 0, 1, 1);
        Footprint east = Footprint.of(2, 0, 1, 1);
        CoverCache cache = new CoverCache();
        assertEquals(Cover.Level.NONE, cache.between(open, west, east));
        Grid shut = open.with(new Pos(1, 0), Terrain.DOOR);
        assertEquals(Cover.Level.TOTAL, cache.between(shut, west, east));
        assertNotEquals(cache.between(open, west, east), cache.between(shut, west, east));
    }

    @Test
    @DisplayName("ATK-COVER: spaces beyond what the key holds are worked out afresh, not mixed up")
    void farSpacesAreNotCached() {
        Grid grid = Grid.of(List.<Terrain[]>of(row(Terrain.FLOOR, Terrain.FLOOR)));
        CoverCache cache = new CoverCache();
        Footprint huge = Footprint.of(2000, 0, 1, 1);
        assertEquals(Cover.between(grid, huge, Footprint.of(0, 0, 1, 1)),
                cache.between(grid, huge, Footprint.of(0, 0, 1, 1)));
    }

    private static Terrain[] row(Terrain... t) {
        return t;
    }

    @Test
    @DisplayName("ATK-COVER: past its limit the memory starts afresh and its answers stay right")
    void manyPairsStayRight() {
        Random r = new Random(7);
        Grid grid = field(r, 30, 30);
        CoverCache cache = new CoverCache(300);
        List<Footprint[]> asked = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            Footprint a = somewhere(r, 30, 30);
            Footprint b = somewhere(r, 30, 30);
            if (i % 7 == 0) asked.add(new Footprint[] {a, b});
            assertEquals(Cover.between(grid, a, b), cache.between(grid, a, b), a + " -> " + b);
        }
        for (Footprint[] p : asked) assertEquals(Cover.between(grid, p[0], p[1]), cache.between(grid, p[0], p[1]));
    }
}
