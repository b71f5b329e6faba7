package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where a thrown weapon comes down: the target's space on a hit, one square past it on a miss. */
class ThrowLandingTest {
    private static final Grid YARD = TestScenario.grid(
            "##########",
            "#........#",
            "#........#",
            "#........#",
            "#....#...#",
            "##########");

    @Test
    @DisplayName("ACT-ATTACK: a hit lands on the square of a large target's space nearest the thrower")
    void hitOnALargeTarget() {
        Footprint ogre = Footprint.of(5, 1, 2, 2);
        assertEquals(new Pos(5, 1), ThrowLanding.land(YARD, Footprint.single(new Pos(1, 1)), ogre, true));
        assertEquals(new Pos(5, 2), ThrowLanding.land(YARD, Footprint.single(new Pos(1, 3)), ogre, true));
        assertEquals(new Pos(6, 2), ThrowLanding.land(YARD, Footprint.single(new Pos(8, 3)), ogre, true));
    }

    @Test
    @DisplayName("ACT-ATTACK: a miss flies one square past the target's space along the throw, unless a wall is there")
    void missGoesPastTheTarget() {
        Footprint thrower = Footprint.single(new Pos(1, 1));
        assertEquals(new Pos(7, 1), ThrowLanding.land(YARD, thrower, Footprint.of(5, 1, 2, 2), false),
                "east: the throw is mostly along x, so it flies straight on past the ogre's far side");
        assertEquals(new Pos(5, 2), ThrowLanding.land(YARD, thrower, Footprint.single(new Pos(4, 2)), false));
        assertEquals(new Pos(4, 4), ThrowLanding.land(YARD, thrower, Footprint.single(new Pos(3, 3)), false),
                "diagonal: one step on each axis");
        assertEquals(new Pos(3, 4), ThrowLanding.land(YARD, Footprint.single(new Pos(3, 1)),
                Footprint.single(new Pos(3, 3)), false), "south");
        assertEquals(new Pos(4, 3), ThrowLanding.land(YARD, Footprint.single(new Pos(2, 1)),
                Footprint.single(new Pos(4, 3)), false), "the wall at 5,4 stops it: it drops at the target");
        assertEquals(new Pos(8, 1), ThrowLanding.land(YARD, thrower, Footprint.single(new Pos(8, 1)), false));
    }
}
