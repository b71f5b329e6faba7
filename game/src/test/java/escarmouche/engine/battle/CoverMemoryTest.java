package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import escarmouche.content.model.Scenario;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cover answers shared between the battles of one thread: by terrain, bounded, and never another answer. */
class CoverMemoryTest {
    private static Grid hall(Terrain door) {
        List<Terrain[]> rows = new ArrayList<>();
        for (int y = 0; y < 5; y++) {
            Terrain[] row = new Terrain[9];
            for (int x = 0; x < 9; x++) row[x] = x == 4 ? (y == 2 ? door : Terrain.WALL) : Terrain.FLOOR;
            rows.add(row);
        }
        return Grid.of(rows);
    }

    @Test
    @DisplayName("ATK-COVER: two maps with the same terrain share one table; a door opened makes another")
    void tablesAreKeptByTerrain() {
        CoverMemory memory = new CoverMemory();
        Grid shut = hall(Terrain.DOOR);
        Grid sameShut = hall(Terrain.DOOR);
        Grid open = shut.with(new Pos(4, 2), Terrain.OPEN_DOOR);
        CoverTable first = memory.tableFor(shut);
        assertSame(first, memory.tableFor(sameShut));
        assertNotSame(first, memory.tableFor(open));
        assertSame(memory.tableFor(open), memory.tableFor(hall(Terrain.FLOOR).with(new Pos(4, 2), Terrain.OPEN_DOOR)));
        assertEquals(2, memory.maps());
    }

    @Test
    @DisplayName("ATK-COVER: a memory keeps a few maps, the least recently used dropped first")
    void aFewMapsAreKept() {
        CoverMemory memory = new CoverMemory();
        Grid first = hall(Terrain.DOOR);
        CoverTable kept = memory.tableFor(first);
        for (int i = 0; i < CoverMemory.MAPS - 1; i++) memory.tableFor(first.with(new Pos(0, i % 5), i < 5 ? Terrain.PILLAR : Terrain.LOW_WALL));
        assertSame(kept, memory.tableFor(first), "still kept, and now the most recently used");
        memory.tableFor(first.with(new Pos(8, 0), Terrain.PILLAR));
        assertEquals(CoverMemory.MAPS, memory.maps());
        assertSame(kept, memory.tableFor(first), "another map was dropped instead");
    }

    @Test
    @DisplayName("ATK-COVER: the same questions on two maps with the same terrain get the answers worked out afresh")
    void sharedAnswersEqualFreshOnes() {
        CoverMemory memory = new CoverMemory();
        CoverCache one = new CoverCache(memory);
        CoverCache other = new CoverCache(memory);
        Grid shut = hall(Terrain.DOOR);
        Grid open = shut.with(new Pos(4, 2), Terrain.OPEN_DOOR);
        int blocked = 0;
        for (Grid g : List.of(shut, open, hall(Terrain.DOOR))) {
            for (int ax = 0; ax < 9; ax++) {
                for (int bx = 0; bx < 9; bx++) {
                    Footprint a = Footprint.of(ax, 1, 1, 1);
                    Footprint b = Footprint.of(bx, 3, 1, 1);
                    Cover.Level fresh = Cover.between(g, a, b);
                    assertEquals(fresh, one.between(g, a, b), a + " -> " + b);
                    assertEquals(fresh, other.between(g, a, b), a + " -> " + b);
                    if (!fresh.targetable()) blocked++;
                }
            }
        }
        assertEquals(true, blocked > 20, "walls stood in the way of some lines: " + blocked);
    }

    @Test
    @DisplayName("ATK-COVER: fights that share a memory end exactly as fights that each have their own")
    void sharingChangesNoFight() {
        Scenario crypt = Simulation.allAi(Scripts.encounter("crypt-of-the-wight"));
        CoverMemory shared = new CoverMemory();
        for (long seed = 1; seed <= 8; seed++) {
            assertEquals(Simulation.fight(crypt, seed), Simulation.fight(crypt, seed, shared), "seed " + seed);
        }
    }

    @Test
    @DisplayName("ATK-COVER: a simulation's report is the same whether its threads share their cover answers or not")
    void sharingThreadsChangeNoReport() {
        Scenario crypt = Scripts.encounter("crypt-of-the-wight");
        var one = Simulation.run(crypt, 24, 1, 1, n -> { });
        assertEquals(one, Simulation.run(crypt, 24, 1, 3, n -> { }), "three threads, each with one memory");
        assertEquals(one, Simulation.run(crypt, 24, 1, 12, n -> { }), "twelve threads: a memory per fight");
    }
}
