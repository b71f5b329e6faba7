package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Grid;
import escarmouche.testing.Fight;
import java.util.List;
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

    private static Cover.Level withCreatures(Grid g, int ax, int ay, Footprint target, Footprint... others) {
        Footprint attacker = Footprint.of(ax, ay, 1, 1);
        return Cover.withCreatures(new CoverSurvey(g), attacker, target, Cover.between(g, attacker, target),
                List.of(others));
    }

    @Test
    @DisplayName("ATK-COVER: a creature in the way, friend or foe, gives half cover, unless a corner of the attacker's"
            + " square sees past it")
    void ATK_COVER_creatureInTheWay() {
        Grid open = Fight.grid(".......", ".......", ".......");
        Footprint between = Footprint.of(2, 1, 1, 1);
        // Every line from the attacker's centre and corners to the target's centre crosses the square at 2,1.
        assertEquals(Cover.Level.HALF, withCreatures(open, 0, 1, Footprint.of(4, 1, 1, 1), between));
        // A target a row up: the line from the attacker's top right corner passes above that square.
        assertEquals(Cover.Level.NONE, withCreatures(open, 0, 1, Footprint.of(4, 0, 1, 1), between));
        // Beside the line, or beyond the target, a creature gives nothing.
        assertEquals(Cover.Level.NONE, withCreatures(open, 0, 1, Footprint.of(4, 1, 1, 1), Footprint.of(2, 0, 1, 1),
                Footprint.of(6, 1, 1, 1)));
        // A creature never hides another: the map's own answer, which sight asks, stays open.
        assertEquals(Cover.Level.NONE, cover(open, 0, 1, Footprint.of(4, 1, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: a creature's half cover does not stack with the map's: a low wall stays half, a pillar"
            + " three-quarters")
    void ATK_COVER_creatureDoesNotStack() {
        Footprint between = Footprint.of(2, 1, 1, 1);
        Footprint target = Footprint.of(5, 1, 1, 1);
        assertEquals(Cover.Level.HALF, withCreatures(Fight.grid(".......", "...o...", "......."), 0, 1, target, between));
        assertEquals(Cover.Level.THREE_QUARTERS, withCreatures(Fight.grid(".......", "...O...", "......."), 0, 1, target,
                between));
        // A large creature between them counts by any of its squares.
        assertEquals(Cover.Level.HALF, withCreatures(Fight.grid(".......", ".......", "......."), 0, 1, target,
                Footprint.of(2, 0, 2, 2)));
    }

    @Test
    @DisplayName("ATK-COVER: the box where creatures may stand between two spaces holds both, and a space overlaps it"
            + " only by a shared square")
    void ATK_COVER_boxBetweenTwoSpaces() {
        Footprint box = Footprint.spanning(Footprint.of(5, 1, 2, 2), Footprint.of(1, 4, 1, 1));
        assertEquals(Footprint.of(1, 1, 6, 4), box);
        assertTrue(box.overlaps(Footprint.of(0, 0, 2, 2)), "its top-left square");
        assertFalse(box.overlaps(Footprint.of(7, 1, 1, 1)), "beside its right edge");
        assertFalse(box.overlaps(Footprint.of(1, 5, 1, 1)), "below it");
    }

    @Test
    @DisplayName("ATK-COVER: the map's answer names the first pick it leaves clear, which the creatures' question tries"
            + " first and to the same answer")
    void ATK_COVER_firstClearPick() {
        Grid g = Fight.grid(".......", "..o....", ".......");
        Footprint attacker = Footprint.of(0, 1, 1, 1);
        Footprint target = Footprint.of(4, 0, 1, 1);
        // The low wall at 2,1 stands on the line from the attacker's centre (pick 0), not on the line from its
        // top left corner (pick 1).
        int drawn = Cover.betweenWithPick(g, null, attacker, target);
        assertEquals(Cover.Level.NONE.ordinal(), drawn & 3);
        assertEquals(1, CoverSurvey.clearPick(drawn));
        assertEquals(-1, CoverSurvey.clearPick(Cover.betweenWithPick(g, null, attacker, Footprint.of(5, 1, 1, 1))));
        CoverSurvey survey = new CoverSurvey(g);
        // A creature at 1,0 stands on that corner's line and on the top right one's, the other lines cross the
        // wall: half cover, whether the first clear pick is known or not.
        List<Footprint> above = List.of(Footprint.of(1, 0, 1, 1));
        assertEquals(Cover.Level.HALF, Cover.withCreatures(survey, attacker, target, Cover.Level.NONE, 1, above));
        assertEquals(Cover.Level.HALF, withCreatures(g, 0, 1, target, above.get(0)));
        // One beside the lines leaves the first clear pick clear.
        assertEquals(Cover.Level.NONE, Cover.withCreatures(survey, attacker, target, Cover.Level.NONE, 1,
                List.of(Footprint.of(1, 2, 1, 1))));
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
