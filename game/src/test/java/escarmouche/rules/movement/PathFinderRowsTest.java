package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The path finder's loops turn a square's number into its row by a multiplication ({@link PathFinder#rowOf})
 * instead of a division: the same row for every width a map may have and every square of its search states
 * (two per square), and far beyond.
 */
class PathFinderRowsTest {
    /** The widest and tallest map a scenario may have (the map reader's limit), with room to spare. */
    private static final int SIDE = 256;

    @Test
    @DisplayName("MOVE-ENTER: the row of every search state of every map size is the quotient by the width")
    void sameAsDividing() {
        long checked = 0;
        for (int width = 1; width <= SIDE; width++) {
            long magic = PathFinder.rowMagic(width);
            for (int square = 0; square < 2 * width * SIDE; square++) {
                if (PathFinder.rowOf(square, magic) != square / width) {
                    assertEquals(square / width, PathFinder.rowOf(square, magic), "square " + square + ", width " + width);
                }
                checked++;
            }
        }
        assertEquals((long) SIDE * (SIDE + 1) * SIDE, checked);
    }

    @Test
    @DisplayName("MOVE-ENTER: the quotient holds for every square below 2^32 / width, a hundred times past the largest map")
    void farBeyondAnyMap() {
        int[] widths = {1, 2, 3, 7, 40, 199, 200, 255, 256};
        for (int width : widths) {
            long magic = PathFinder.rowMagic(width);
            int limit = (int) Math.min(Integer.MAX_VALUE, (1L << 32) / width);
            for (int square = 0; square >= 0 && square < limit; square += 997) {
                assertEquals(square / width, PathFinder.rowOf(square, magic), "square " + square + ", width " + width);
            }
            for (int square = limit - 1000; square < limit; square++) {
                assertEquals(square / width, PathFinder.rowOf(square, magic), "square " + square + ", width " + width);
            }
        }
    }

    @Test
    @DisplayName("MOVE-ENTER: a map without columns has no rows to count")
    void noWidth() {
        assertThrows(IllegalArgumentException.class, () -> PathFinder.rowMagic(0));
    }
}
