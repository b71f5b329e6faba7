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
        // A square diagonally below the attacker, beside the wall: from the corner they share, the line along
        // the square's top edge runs along the foot of the wall too, but that edge is the target's own, and
        // nothing stands between: no cover, the same on the map turned upside down (half both ways while a
        // wall on one side of a grid line blocked it whatever stood on the other).
        assertEquals(Cover.Level.NONE, cover(g, 2, 0, Footprint.of(3, 1, 1, 1)));
        Grid upsideDown = Fight.grid(".......", ".......", "...#...");
        assertEquals(Cover.Level.NONE, cover(upsideDown, 2, 2, Footprint.of(3, 1, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: two adjacent creatures never have cover from each other")
    void ATK_COVER_adjacent() {
        Grid g = Fight.grid("o.o", "ooo", "o.o");
        assertEquals(Cover.Level.NONE, cover(g, 1, 0, Footprint.of(1, 1, 1, 1)));
    }

    @Test
    @DisplayName("ATK-COVER: a line that runs along a wall's side is blocked by it, the wall above the line or below:"
            + " archer and goblin behind the wall's corner have total cover both ways, on the map and upside down")
    void ATK_COVER_lineAlongAWallAboveOrBelow() {
        Grid up = Fight.grid("#######", "#...#.#", "#.....#", "#######");
        Grid down = Fight.grid("#######", "#.....#", "#...#.#", "#######");
        Footprint archerUp = Footprint.of(5, 1, 1, 1);
        Footprint goblinUp = Footprint.of(3, 1, 1, 1);
        Footprint archerDown = Footprint.of(5, 2, 1, 1);
        Footprint goblinDown = Footprint.of(3, 2, 1, 1);
        assertEquals(Cover.Level.TOTAL, Cover.between(up, archerUp, goblinUp));
        assertEquals(Cover.Level.TOTAL, Cover.between(up, goblinUp, archerUp));
        assertEquals(Cover.Level.TOTAL, Cover.between(down, archerDown, goblinDown));
        assertEquals(Cover.Level.TOTAL, Cover.between(down, goblinDown, archerDown));
        // The line from the archer's bottom left corner to the goblin's bottom right one runs along the foot of
        // the wall at 4,1 (doubled coordinates, y = 4); its mirror image runs along the top of the wall at 4,2.
        assertEquals(1, Cover.line(up, null, archerUp, goblinUp, 10, 4, 8, 4));
        assertEquals(1, Cover.line(down, null, archerDown, goblinDown, 10, 4, 8, 4));
        assertEquals(1, Cover.line(up, new CoverSurvey(up), archerUp, goblinUp, 10, 4, 8, 4));
        // Turned a quarter: the same wall beside a vertical line, on its left or on its right.
        Grid left = Fight.grid("####", "#..#", "#..#", "##.#", "#..#", "####");
        Grid right = Fight.grid("####", "#..#", "#..#", "#.##", "#..#", "####");
        assertEquals(Cover.Level.TOTAL, Cover.between(left, Footprint.of(1, 2, 1, 1), Footprint.of(1, 4, 1, 1)));
        assertEquals(Cover.Level.TOTAL, Cover.between(right, Footprint.of(2, 2, 1, 1), Footprint.of(2, 4, 1, 1)));
        assertEquals(1, Cover.line(left, null, Footprint.of(1, 2, 1, 1), Footprint.of(1, 4, 1, 1), 4, 6, 4, 8));
    }

    @Test
    @DisplayName("ATK-COVER: diagonal neighbours across two walls' corner have no cover from each other, either way:"
            + " from the corner they share, every line runs along the other's own edges or across its square")
    void ATK_COVER_diagonalCrackEitherWay() {
        Grid g = Fight.grid("##########", "#..#.....#", "#.#......#", "#........#", "##########");
        Footprint upLeft = Footprint.of(2, 1, 1, 1);
        Footprint downRight = Footprint.of(3, 2, 1, 1);
        assertEquals(Cover.Level.NONE, Cover.between(g, upLeft, downRight));
        assertEquals(Cover.Level.NONE, Cover.between(g, downRight, upLeft));
        // From the shared corner (6,4 doubled), the lines to the far corners of the other square's near side run
        // along a wall and along that square's own edge: to the right between the foot of 3,1 and the top of
        // 3,2, down between the side of 2,2 and that of 3,2. The wall does not block them.
        assertEquals(0, Cover.line(g, null, upLeft, downRight, 6, 4, 8, 4));
        assertEquals(0, Cover.line(g, null, upLeft, downRight, 6, 4, 6, 6));
        assertEquals(0, Cover.line(g, null, downRight, upLeft, 6, 4, 4, 4));
        assertEquals(0, Cover.line(g, null, downRight, upLeft, 6, 4, 6, 2));
        // From the centre, the line to the other's centre still slips through the crack and is blocked.
        assertEquals(1, Cover.line(g, null, upLeft, downRight, 5, 3, 7, 5));
    }

    @Test
    @DisplayName("ATK-COVER: a creature in a one-square doorway has no cover from a Large or a Medium attacker face to"
            + " face with it: the lines along its top and bottom edges run along the walls' edges too, but those edges"
            + " are its own")
    void ATK_COVER_doorwayFaceToFace() {
        Grid g = Fight.grid("##########", "#..#.....#", "#..#.....#", "#..#.....#", "#........#", "#..#.....#",
                "#..#.....#", "#..#.....#", "##########");
        Footprint fighter = Footprint.of(3, 4, 1, 1);
        Footprint ogre = Footprint.of(4, 4, 2, 2);
        Footprint goblin = Footprint.of(4, 4, 1, 1);
        assertEquals(Cover.Level.NONE, Cover.between(g, ogre, fighter));
        assertEquals(Cover.Level.NONE, Cover.between(g, goblin, fighter));
        assertEquals(Cover.Level.NONE, new CoverSurvey(g).between(ogre, fighter));
        // The ogre's centre (10,10 doubled) to the fighter's bottom left corner runs along the top of the wall at
        // 3,5 and the bottom of the fighter's square; its top left corner to the fighter's top left one along the
        // foot of the wall at 3,3 and the fighter's top edge.
        assertEquals(0, Cover.line(g, null, ogre, fighter, 10, 10, 6, 10));
        assertEquals(0, Cover.line(g, null, ogre, fighter, 8, 8, 6, 8));
        // Along the wall at 3,5's left side, beside no creature's square: the wall's edge blocks it.
        assertEquals(1, Cover.line(g, null, ogre, fighter, 6, 10, 6, 12));
    }
}
