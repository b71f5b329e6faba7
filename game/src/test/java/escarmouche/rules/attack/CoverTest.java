package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Grid;
import escarmouche.testing.Fight;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CoverTest {
    private static Cover.Level cover(Grid g, int ax, int ay, Footprint target) {
        return Cover.between(g, Footprint.of(ax, ay, 1, 1), target);
    }

    @Test
    @DisplayName("ATK-COVER: a low wall gives half cover (+2), a pillar three-quarters (+5), a wall total")
    void ATK_COVER_byTerrain() {
        Footprint target = Footprint.of(5, 1, 1, 1);
        assertEquals(Cover.Level.NONE, cover(Fight.grid(".......", ".......", "......."), 0, 1, target));
        assertEquals(Cover.Level.HALF, cover(Fight.grid(".......", "....o..", "......."), 0, 1, target));
        assertEquals(Cover.Level.THREE_QUARTERS, cover(Fight.grid(".......", "....O..", "......."), 0, 1, target));
        assertEquals(Cover.Level.TOTAL, cover(Fight.grid("....#..", "....#..", "....#.."), 0, 1, target));
        assertEquals(2, Cover.Level.HALF.bonus());
        assertEquals(5, Cover.Level.THREE_QUARTERS.bonus());
    }

    @Test
    @DisplayName("ATK-COVER: covers do not stack: a line past a low wall and a pillar counts three-quarters")
    void ATK_COVER_doesNotStack() {
        Grid g = Fight.grid(".......", "..o.O..", ".......");
        assertEquals(Cover.Level.THREE_QUARTERS, cover(g, 0, 1, Footprint.of(6, 1, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: a lone wall square in the way acts like a pillar; beside the line it gives nothing")
    void ATK_COVER_cornersAndBestLine() {
        Grid g = Fight.grid(".....", "..#..", ".....");
        assertEquals(Cover.Level.THREE_QUARTERS, cover(g, 0, 0, Footprint.of(4, 2, 1, 1)));
        assertEquals(Cover.Level.NONE, cover(g, 0, 0, Footprint.of(4, 0, 1, 1)));
        assertEquals(Cover.Level.HALF, cover(Fight.grid("....", ".#..", "...."), 0, 2, Footprint.of(3, 0, 1, 1)));
        Grid walled = Fight.grid("..#..", "..#..", "..#..");
        assertEquals(Cover.Level.TOTAL, cover(walled, 0, 0, Footprint.of(4, 2, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: a wall along the map's edge, or two walls meeting at a corner, let no line through")
    void ATK_COVER_noSlippingThroughCracks() {
        Grid column = Fight.grid("..#..", "..#..");
        assertEquals(Cover.Level.TOTAL, cover(column, 0, 0, Footprint.of(4, 0, 1, 1)));
        Grid crack = Fight.grid("......", "..#...", ".#....", "......", "......");
        assertEquals(Cover.Level.TOTAL, cover(crack, 0, 0, Footprint.of(3, 3, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: a large target half behind a wall can still be aimed at its exposed squares")
    void ATK_COVER_largeTarget() {
        Grid g = Fight.grid("...#...", ".......", ".......");
        assertEquals(Cover.Level.NONE, cover(g, 0, 1, Footprint.of(4, 0, 2, 2)));
        assertEquals(Cover.Level.NONE, cover(g, 2, 0, Footprint.of(3, 1, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: two adjacent creatures never have cover from each other")
    void ATK_COVER_adjacent() {
        Grid g = Fight.grid("o.o", "ooo", "o.o");
        assertEquals(Cover.Level.NONE, cover(g, 1, 0, Footprint.of(1, 1, 1, 1)));
    }
}
