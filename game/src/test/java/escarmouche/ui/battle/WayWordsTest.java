package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Pos;
import escarmouche.ui.term.Direction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which of the eight ways S gives a creature further off: a diagonal unless one axis is twice the other. */
class WayWordsTest {
    private static Direction way(int dx, int dy) {
        return BattleWords.way(new Pos(10, 10), new Pos(10 + dx, 10 + dy));
    }

    @Test
    @DisplayName("Straight lines, true diagonals, and the ones between: the axis at least twice the other wins")
    void eightWays() {
        assertEquals(Direction.EAST, way(3, 0));
        assertEquals(Direction.WEST, way(-7, 0));
        assertEquals(Direction.NORTH, way(0, -2));
        assertEquals(Direction.SOUTH, way(0, 5));
        assertEquals(Direction.NORTH_EAST, way(4, -4));
        assertEquals(Direction.SOUTH_WEST, way(-2, 3));
        assertEquals(Direction.EAST, way(6, 3));
        assertEquals(Direction.SOUTH_EAST, way(5, 3));
        assertEquals(Direction.NORTH, way(-1, -2));
        assertEquals(Direction.NORTH_WEST, way(-3, -2));
    }
}
