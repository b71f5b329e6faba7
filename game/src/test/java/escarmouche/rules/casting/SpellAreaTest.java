package escarmouche.rules.casting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SpellAreaTest {
    private static Grid grid(String... rows) {
        List<Terrain[]> out = new ArrayList<>();
        for (String row : rows) {
            Terrain[] line = new Terrain[row.length()];
            for (int i = 0; i < row.length(); i++) {
                char ch = row.charAt(i);
                line[i] = ch == '#' ? Terrain.WALL : ch == 'o' ? Terrain.LOW_WALL : Terrain.FLOOR;
            }
            out.add(line);
        }
        return Grid.of(out);
    }

    @Test
    @DisplayName("CAST-CRIT's fireball area: 4 squares counted like moves, so corners at 4,4 are inside")
    void radiusIsCountedLikeMoves() {
        Pos c = new Pos(5, 5);
        assertTrue(SpellArea.inside(c, 4, new Pos(9, 9)));
        assertTrue(SpellArea.inside(c, 4, new Pos(1, 5)));
        assertFalse(SpellArea.inside(c, 4, new Pos(10, 5)));
    }

    @Test
    @DisplayName("ATK-COVER: a wall between the centre and a creature shields it; low walls only add to its save")
    void wallsShield() {
        Grid g = grid(
                ".........",
                "....#....",
                "....#....",
                "....#....",
                ".........");
        Pos centre = new Pos(2, 2);
        assertFalse(SpellArea.reaches(g, centre, 4, Footprint.single(new Pos(6, 2))), "behind the wall");
        assertTrue(SpellArea.reaches(g, centre, 4, Footprint.single(new Pos(3, 2))));
        Grid low = grid(".....", "..o..", ".....");
        assertEquals(Cover.Level.HALF, SpellArea.cover(low, new Pos(0, 1), Footprint.single(new Pos(4, 1))));
        assertTrue(SpellArea.reaches(low, new Pos(0, 1), 4, Footprint.single(new Pos(4, 1))));
        assertEquals(Cover.Level.NONE, SpellArea.cover(low, new Pos(4, 1), Footprint.single(new Pos(4, 1))),
                "a creature on the centre square has no cover from it");
    }

    @Test
    @DisplayName("A large creature is caught when any square of its space is inside")
    void largeCreatures() {
        Grid g = grid("..........", "..........", "..........");
        assertTrue(SpellArea.reaches(g, new Pos(0, 0), 4, Footprint.of(4, 0, 2, 2)));
        assertFalse(SpellArea.reaches(g, new Pos(0, 0), 4, Footprint.of(5, 0, 2, 2)));
    }

    @Test
    @DisplayName("Save DC 8 + proficiency + ability; spell attacks add ability and proficiency")
    void numbers() {
        assertEquals(13, SpellNumbers.saveDc(2, 3));
        assertEquals(5, SpellNumbers.attack("Int", 3, 2).stream().mapToInt(m -> m.value()).sum());
    }
}
