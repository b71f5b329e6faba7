package escarmouche.rules.grid;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A map knows whether it holds a closed door, through every change of its doors. */
class GridDoorsTest {
    private static Grid hall(Terrain middle) {
        Terrain f = Terrain.FLOOR;
        Terrain w = Terrain.WALL;
        return Grid.of(List.of(new Terrain[] {f, w, f}, new Terrain[] {f, middle, f}, new Terrain[] {f, w, f}));
    }

    @Test
    @DisplayName("TURN-OBJECT: a map has closed doors exactly while one of its squares is a shut door")
    void closedDoorsFollowTheDoors() {
        assertFalse(hall(Terrain.FLOOR).hasClosedDoors());
        assertFalse(hall(Terrain.OPEN_DOOR).hasClosedDoors(), "an open door is not a closed one");
        Grid shut = hall(Terrain.DOOR);
        assertTrue(shut.hasClosedDoors());
        Grid opened = shut.with(new Pos(1, 1), Terrain.OPEN_DOOR);
        assertFalse(opened.hasClosedDoors());
        assertTrue(opened.with(new Pos(1, 1), Terrain.DOOR).hasClosedDoors());
        assertTrue(hall(Terrain.FLOOR).with(new Pos(0, 0), Terrain.DOOR).hasClosedDoors());
    }
}
