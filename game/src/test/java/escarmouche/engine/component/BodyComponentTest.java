package escarmouche.engine.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A body's column and row, kept beside its square for the distance questions, follow every move. */
class BodyComponentTest {
    @Test
    @DisplayName("MOVE-SIZE: the column and row kept beside the square are the square's, after placing and after each move")
    void columnAndRowFollowTheSquare() {
        Placements placements = new Placements();
        BodyComponent body = new BodyComponent(new Pos(3, 7), Size.LARGE, 2, 2, placements);
        assertEquals(3, body.x());
        assertEquals(7, body.y());
        int before = placements.count();
        for (Pos to : new Pos[] {new Pos(4, 7), new Pos(0, 0), new Pos(11, 5)}) {
            body.moveTo(to);
            assertEquals(to.x(), body.x());
            assertEquals(to.y(), body.y());
            assertEquals(to, body.at());
        }
        assertEquals(before + 3, placements.count(), "each move is counted");
        assertTrue(body.occupies(new Pos(12, 6)), "the far corner of a 2x2 footprint at (11, 5)");
        assertFalse(body.occupies(new Pos(13, 6)));
        assertFalse(body.occupies(new Pos(4, 7)), "the square it left");
    }
}
