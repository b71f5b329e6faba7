package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BodyTest {
    @Test
    @DisplayName("MOVE-SIZE: default footprints and the squares they cover")
    void MOVE_SIZE_footprints() {
        Body ogre = Body.of(new Pos(2, 3), Size.LARGE);
        assertEquals(List.of(new Pos(2, 3), new Pos(3, 3), new Pos(2, 4), new Pos(3, 4)), ogre.squares());
        assertTrue(ogre.occupies(new Pos(3, 4)));
        assertFalse(ogre.occupies(new Pos(4, 4)));
        assertEquals(9, Body.of(new Pos(0, 0), Size.HUGE).squares().size());
        assertTrue(Body.medium(0, 0).singleSquare());
        Body horse = new Body(new Pos(0, 0), 1, 2, Size.LARGE);
        assertEquals(List.of(new Pos(0, 0), new Pos(0, 1)), horse.squares());
    }

    @Test
    @DisplayName("MOVE-SIZE: distance and reach are measured between the nearest squares")
    void MOVE_SIZE_distanceBetweenNearestSquares() {
        Body ogre = Body.of(new Pos(2, 2), Size.LARGE);
        assertEquals(1, ogre.distanceTo(Body.medium(4, 3)));
        assertEquals(1, ogre.distanceTo(Body.medium(1, 1)));
        assertEquals(2, ogre.distanceTo(Body.medium(5, 0)));
        assertEquals(0, ogre.distanceTo(Body.medium(3, 3)));
        assertTrue(ogre.withinReach(Body.medium(5, 4), 2));
        assertFalse(ogre.withinReach(Body.medium(5, 4), 1));
        assertEquals(ogre.distanceTo(Body.medium(5, 0)), Body.medium(5, 0).distanceTo(ogre));
        assertEquals(2, ogre.distanceTo(new Pos(5, 0)));
        assertTrue(ogre.overlaps(Body.of(new Pos(3, 3), Size.LARGE)));
        assertFalse(ogre.overlaps(Body.of(new Pos(4, 2), Size.LARGE)));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: squeezing uses the next smaller size's footprint")
    void MOVE_SQUEEZE_footprint() {
        assertEquals(1, Body.of(new Pos(0, 0), Size.LARGE).squeezed().squares().size());
        assertEquals(4, Body.of(new Pos(0, 0), Size.HUGE).squeezed().squares().size());
        assertEquals(Body.medium(0, 0), Body.medium(0, 0).squeezed());
    }

    @Test
    @DisplayName("MOVE-SIZE property: reach from a footprint moved elsewhere, worked out without moving it, is the same")
    void MOVE_SIZE_reachFromElsewhereWithoutMoving() {
        int[] near = {0};
        escarmouche.testing.Property.forAll(20261124L, 3000, r -> r.nextLong(), seed -> {
            java.util.Random r = new java.util.Random(seed);
            Body mine = new Body(new Pos(r.nextInt(10), r.nextInt(10)), 1 + r.nextInt(4), 1 + r.nextInt(4), Size.MEDIUM);
            Body theirs = new Body(new Pos(r.nextInt(10), r.nextInt(10)), 1 + r.nextInt(4), 1 + r.nextInt(4), Size.MEDIUM);
            int x = r.nextInt(14) - 2;
            int y = r.nextInt(14) - 2;
            int reach = r.nextInt(4);
            boolean moved = mine.moveTo(new Pos(x, y)).withinReach(theirs, reach);
            assertEquals(moved, mine.withinReachAt(x, y, theirs, reach), mine + " at " + x + "," + y + " -> " + theirs);
            if (moved) near[0]++;
        });
        assertTrue(near[0] > 300 && near[0] < 2700, "both answers seen: " + near[0] + " of 3000 within reach");
    }
}
