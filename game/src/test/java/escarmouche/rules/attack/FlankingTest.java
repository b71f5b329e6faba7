package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FlankingTest {
    private static Footprint at(int x, int y) {
        return Footprint.of(x, y, 1, 1);
    }

    @Test
    @DisplayName("ATK-FLANK: left and right of a medium target, and across opposite corners")
    void ATK_FLANK_sidesAndCorners() {
        Footprint target = at(5, 5);
        assertTrue(Flanking.opposite(at(4, 5), at(6, 5), target));
        assertTrue(Flanking.opposite(at(5, 4), at(5, 6), target));
        assertTrue(Flanking.opposite(at(4, 4), at(6, 6), target));
        assertTrue(Flanking.opposite(at(6, 4), at(4, 6), target));
    }

    @Test
    @DisplayName("ATK-FLANK: two creatures on adjacent sides or on the same side do not flank")
    void ATK_FLANK_notOpposite() {
        Footprint target = at(5, 5);
        assertFalse(Flanking.opposite(at(4, 5), at(5, 4), target));
        assertFalse(Flanking.opposite(at(4, 4), at(6, 5), target));
        assertFalse(Flanking.opposite(at(4, 4), at(4, 6), target));
        assertFalse(Flanking.opposite(at(4, 4), at(5, 6), target));
    }

    @Test
    @DisplayName("ATK-FLANK: a 2x2 target is flanked across its width, even off-centre")
    void ATK_FLANK_largeTarget() {
        Footprint ogre = Footprint.of(5, 5, 2, 2);
        assertTrue(Flanking.opposite(at(4, 5), at(7, 6), ogre));
        assertTrue(Flanking.opposite(at(5, 4), at(6, 7), ogre));
        assertTrue(Flanking.opposite(at(4, 4), at(7, 7), ogre));
        assertFalse(Flanking.opposite(at(4, 5), at(6, 4), ogre));
    }

    @Test
    @DisplayName("ATK-FLANK: a line that only runs along an edge of the target does not flank")
    void ATK_FLANK_grazingDoesNotCount() {
        Footprint target = at(2, 0);
        Footprint left = Footprint.of(0, 0, 2, 2);
        Footprint right = Footprint.of(3, 0, 2, 2);
        assertFalse(Flanking.opposite(left, right, target));
        assertTrue(Flanking.opposite(left, right, Footprint.of(2, 0, 1, 2)));
    }

    @Test
    @DisplayName("ATK-FLANK: around a one-square target, the only square that flanks with a partner next to it is the partner's mirror image")
    void ATK_FLANK_acrossFromIsTheOnlyNeighbour() {
        Footprint target = at(5, 5);
        int pairs = 0;
        for (int[] p : Pos.DIRECTIONS) {
            Pos partner = new Pos(5 + p[0], 5 + p[1]);
            Pos across = Flanking.acrossFrom(partner, target.at());
            for (int[] m : Pos.DIRECTIONS) {
                Pos mine = new Pos(5 + m[0], 5 + m[1]);
                boolean flanks = Flanking.opposite(Footprint.of(mine.x(), mine.y(), 1, 1),
                        Footprint.of(partner.x(), partner.y(), 1, 1), target);
                assertEquals(mine.equals(across), flanks, mine + " with " + partner);
                pairs++;
            }
        }
        assertEquals(64, pairs);
        // One step farther out (a reach of 2), more squares flank: the shortcut is for neighbours only.
        assertTrue(Flanking.opposite(at(7, 4), at(4, 5), target));
    }
}
