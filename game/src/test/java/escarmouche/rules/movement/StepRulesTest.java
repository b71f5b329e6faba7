package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StepRulesTest {
    private static StepRules rules(AsciiMap m, Mover mover, List<Occupant> others) {
        return new StepRules(MoveContext.start(m.grid(), others, mover, 6));
    }

    private static StepVerdict.Allowed allowed(StepVerdict v) {
        return assertInstanceOf(StepVerdict.Allowed.class, v);
    }

    private static Refusal forbidden(StepVerdict v) {
        return assertInstanceOf(StepVerdict.Forbidden.class, v).refusal();
    }

    @Test
    @DisplayName("MOVE-ENTER: walls and the map edge cannot be entered; floor costs 1")
    void MOVE_ENTER_wallsAndEdge() {
        AsciiMap m = AsciiMap.of(
                "A#.",
                "...");
        StepRules r = rules(m, Mover.of("a", Body.medium(m.at('A'))), List.of());
        Refusal wall = forbidden(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL));
        assertEquals("MOVE-ENTER", wall.rule());
        assertTrue(wall.reason().contains("wall at 1,0"), wall.reason());
        assertTrue(forbidden(r.step(new Pos(0, 0), new Pos(-1, 0), TerrainMode.CAREFUL)).reason().contains("off the map"));
        assertTrue(forbidden(r.step(new Pos(0, 0), new Pos(2, 1), TerrainMode.CAREFUL)).reason().contains("not next to"));
        assertEquals(1, allowed(r.step(new Pos(0, 0), new Pos(0, 1), TerrainMode.CAREFUL)).cost());
    }

    @Test
    @DisplayName("MOVE-ENTER: a diagonal step may not cut the corner of a wall, as Grid.canStep says")
    void MOVE_ENTER_noCornerCutting() {
        AsciiMap m = AsciiMap.of(
                "A#",
                "..");
        StepRules r = rules(m, Mover.of("a", Body.medium(0, 0)), List.of());
        Refusal corner = forbidden(r.step(new Pos(0, 0), new Pos(1, 1), TerrainMode.CAREFUL));
        assertEquals("MOVE-ENTER", corner.rule());
        assertEquals("cannot cut the corner of the wall at 1,0 from 0,0 to 1,1", corner.reason());
        assertEquals(m.grid().canStep(new Pos(0, 0), new Pos(1, 1)), false);
    }

    @Test
    @DisplayName("MOVE-ENTER: a refused corner names what it would cut, a pillar or a closed door rather than a wall")
    void MOVE_ENTER_cornerNamesWhatItCuts() {
        AsciiMap m = AsciiMap.of(
                "Ao.",
                "..+",
                "...");
        StepRules r = rules(m, Mover.of("a", Body.medium(0, 0)), List.of());
        assertEquals("cannot cut the corner of the pillar at 1,0 from 0,0 to 1,1",
                forbidden(r.step(new Pos(0, 0), new Pos(1, 1), TerrainMode.CAREFUL)).reason());
        assertEquals("cannot cut the corner of the door at 2,1 from 1,1 to 2,2",
                forbidden(r.step(new Pos(1, 1), new Pos(2, 2), TerrainMode.CAREFUL)).reason());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT careful prices: floor 1, difficult 2, very difficult 4, stairs and water 2")
    void MOVE_DIFFICULT_carefulPrices() {
        AsciiMap m = AsciiMap.of("A.,;=~");
        StepRules r = rules(m, Mover.of("a", Body.medium(0, 0)), List.of());
        int[] expected = {1, 2, 4, 2, 2};
        for (int x = 1; x <= 5; x++) {
            StepVerdict.Allowed s = allowed(r.step(new Pos(x - 1, 0), new Pos(x, 0), TerrainMode.CAREFUL));
            assertEquals(expected[x - 1], s.cost(), "square " + x);
        }
        assertTrue(allowed(r.step(new Pos(1, 0), new Pos(2, 0), TerrainMode.CAREFUL)).rules().contains("MOVE-DIFFICULT"));
        assertTrue(allowed(r.step(new Pos(3, 0), new Pos(4, 0), TerrainMode.CAREFUL)).rules().contains("MOVE-STAIRS"));
        for (int x = 1; x <= 5; x++) {
            assertEquals(1, allowed(r.step(new Pos(x - 1, 0), new Pos(x, 0), TerrainMode.RISKY)).cost(), "risky " + x);
        }
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: an ally's square costs 2 and no check; a hostile one of a close size is barred")
    void MOVE_OCCUPIED_allyCrossableHostileBarred() {
        AsciiMap m = AsciiMap.of("AbC.");
        List<Occupant> others = List.of(
                Occupant.ally("b", Body.medium(m.at('b'))),
                Occupant.enemy("c", Body.of(m.at('C'), Size.SMALL)));
        StepRules r = rules(m, Mover.of("a", Body.medium(m.at('A'))), others);
        StepVerdict.Allowed through = allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL));
        assertEquals(2, through.cost());
        assertTrue(through.rules().contains("MOVE-OCCUPIED"));
        assertEquals(2, allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.RISKY)).cost());
        Refusal barred = forbidden(r.step(new Pos(1, 0), new Pos(2, 0), TerrainMode.CAREFUL));
        assertEquals("MOVE-OCCUPIED", barred.rule());
        assertTrue(barred.reason().startsWith("c at 2,0"), barred.reason());
        assertTrue(!r.canStop(new Pos(1, 0)) && !r.canStop(new Pos(2, 0)) && r.canStop(new Pos(3, 0)));
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: a hostile creature two sizes apart can be crossed (cost 2) but not stopped on")
    void MOVE_OCCUPIED_twoSizesApartCrossable() {
        AsciiMap m = AsciiMap.of("At.");
        List<Occupant> others = List.of(Occupant.enemy("t", Body.of(m.at('t'), Size.TINY)));
        StepRules r = rules(m, Mover.of("a", Body.medium(0, 0)), others);
        assertEquals(2, allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL)).cost());
        assertTrue(!r.canStop(new Pos(1, 0)));
    }

    @Test
    @DisplayName("MOVE-SIZE: a 2x2 creature moves its whole footprint; the dearest new square sets the price")
    void MOVE_SIZE_largeFootprint() {
        AsciiMap m = AsciiMap.of(
                "......",
                "...,..",
                "....#.",
                "......");
        Mover large = Mover.of("ogre", Body.of(new Pos(1, 0), Size.LARGE));
        StepRules r = rules(m, large, List.of());
        StepVerdict.Allowed east = allowed(r.step(new Pos(1, 0), new Pos(2, 0), TerrainMode.CAREFUL));
        assertEquals(2, east.cost(), "enters (3,0) floor and (3,1) difficult");
        assertTrue(east.rules().containsAll(List.of("MOVE-SIZE", "MOVE-DIFFICULT")));
        Refusal wall = forbidden(r.step(new Pos(3, 0), new Pos(3, 1), TerrainMode.CAREFUL));
        assertTrue(wall.reason().contains("wall at 4,2"), wall.reason());
        assertTrue(forbidden(r.step(new Pos(4, 0), new Pos(5, 0), TerrainMode.CAREFUL)).reason().contains("leave the map"));
    }

    @Test
    @DisplayName("MOVE-SIZE: a large footprint may not cut a corner either (the column and row it sweeps)")
    void MOVE_SIZE_footprintCornerRule() {
        AsciiMap m = AsciiMap.of(
                "..#...",
                "......",
                "......");
        StepRules r = rules(m, Mover.of("ogre", Body.of(new Pos(0, 0), Size.LARGE)), List.of());
        assertTrue(forbidden(r.step(new Pos(0, 0), new Pos(1, 1), TerrainMode.CAREFUL)).reason().contains("corner"));
        assertTrue(forbidden(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL)).reason().contains("wall at 2,0"));
        assertEquals(1, allowed(r.step(new Pos(0, 0), new Pos(0, 1), TerrainMode.CAREFUL)).cost());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: squeezing takes the next smaller footprint where the whole one does not fit, for 1 more")
    void MOVE_SQUEEZE_smallerFootprintDearerSteps() {
        AsciiMap m = AsciiMap.of(
                "#######",
                ".......",
                "..#####");
        Mover ogre = Mover.of("ogre", Body.of(new Pos(0, 1), Size.LARGE));
        assertInstanceOf(StepVerdict.Forbidden.class,
                rules(m, ogre, List.of()).step(new Pos(0, 1), new Pos(1, 1), TerrainMode.CAREFUL));
        StepRules squeezing = rules(m, ogre.squeezing(true), List.of());
        StepVerdict.Allowed s = allowed(squeezing.step(new Pos(0, 1), new Pos(1, 1), TerrainMode.CAREFUL));
        assertEquals(2, s.cost());
        assertTrue(s.rules().contains("MOVE-SQUEEZE"));
        assertEquals(2, allowed(squeezing.step(new Pos(1, 1), new Pos(2, 1), TerrainMode.CAREFUL)).cost());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a squeezing creature's steps where its whole footprint fits cost as usual")
    void MOVE_SQUEEZE_openStepsCostAsUsual() {
        AsciiMap m = AsciiMap.of(
                "......",
                "......",
                "..####",
                "......");
        Mover ogre = Mover.of("ogre", Body.of(new Pos(0, 0), Size.LARGE));
        StepRules plain = rules(m, ogre, List.of());
        StepRules squeezing = rules(m, ogre.squeezing(true), List.of());
        StepVerdict.Allowed open = allowed(squeezing.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL));
        assertEquals(allowed(plain.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL)).cost(), open.cost());
        assertEquals(1, open.cost());
        assertFalse(open.rules().contains("MOVE-SQUEEZE"));
        assertTrue(open.rules().contains("MOVE-SIZE"));
        StepVerdict.Allowed narrow = allowed(squeezing.step(new Pos(1, 0), new Pos(2, 1), TerrainMode.CAREFUL));
        assertEquals(2, narrow.cost());
        assertTrue(narrow.rules().contains("MOVE-SQUEEZE"));
        assertTrue(squeezing.canStop(new Pos(2, 1)), "it may end its move squeezed, in its squeezed footprint");
        assertTrue(squeezing.canStop(new Pos(3, 0)));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a squeezing creature whose whole footprint stands at both ends of a diagonal may not cut a pillar's corner")
    void MOVE_SQUEEZE_wholeStepsCutNoCorner() {
        // The ogre's den: a Large ogre at 1,1 stepping to 0,0 would sweep the pillar at 2,0 with its whole
        // footprint. Squeezing lets it squeeze where it must, not slip its whole body past a corner for free.
        AsciiMap m = AsciiMap.of(
                "..#.",
                "....",
                "....");
        Mover ogre = Mover.of("ogre", Body.of(new Pos(1, 1), Size.LARGE));
        StepVerdict plain = rules(m, ogre, List.of()).step(new Pos(1, 1), new Pos(0, 0), TerrainMode.CAREFUL);
        StepVerdict squeezing = rules(m, ogre.squeezing(true), List.of()).step(new Pos(1, 1), new Pos(0, 0),
                TerrainMode.CAREFUL);
        assertInstanceOf(StepVerdict.Forbidden.class, plain);
        assertEquals(plain, squeezing);
        // A step that ends squeezed still sweeps with the squeezed footprint: 0,1 to 1,0 (the whole one
        // there would stand in the pillar) passes beside 0,0 and 1,1, both open.
        StepVerdict.Allowed in = allowed(rules(m, Mover.of("ogre", Body.of(new Pos(0, 1), Size.LARGE)).squeezing(true),
                List.of()).step(new Pos(0, 1), new Pos(1, 0), TerrainMode.CAREFUL));
        assertEquals(2, in.cost());
        assertTrue(in.rules().contains("MOVE-SQUEEZE"));
    }

    @Test
    @DisplayName("MOVE-PRONE: crawling costs 2, 4 in difficult and 8 in very difficult terrain")
    void MOVE_PRONE_crawlPrices() {
        AsciiMap m = AsciiMap.of("A.,;");
        Mover prone = Mover.of("a", Body.medium(0, 0)).withConditions(Set.of(Condition.PRONE));
        StepRules r = rules(m, prone, List.of());
        assertEquals(2, allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL)).cost());
        assertEquals(4, allowed(r.step(new Pos(1, 0), new Pos(2, 0), TerrainMode.CAREFUL)).cost());
        assertEquals(8, allowed(r.step(new Pos(2, 0), new Pos(3, 0), TerrainMode.CAREFUL)).cost());
        assertTrue(allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL)).rules().contains("MOVE-PRONE"));
    }

    @Test
    @DisplayName("GRAP-DRAG: dragging doubles every step's price")
    void GRAP_DRAG_doublesPrices() {
        AsciiMap m = AsciiMap.of("A.,");
        StepRules r = rules(m, Mover.of("a", Body.medium(0, 0)).dragging(2), List.of());
        StepVerdict.Allowed floor = allowed(r.step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL));
        assertEquals(2, floor.cost());
        assertTrue(floor.rules().contains("GRAP-DRAG"));
        assertEquals(4, allowed(r.step(new Pos(1, 0), new Pos(2, 0), TerrainMode.CAREFUL)).cost());
    }

    @Test
    @DisplayName("COND-GRAPPLED and COND-RESTRAINED: speed 0, no step at all")
    void COND_GRAPPLED_and_COND_RESTRAINED_holdInPlace() {
        AsciiMap m = AsciiMap.of("A.");
        for (Condition c : List.of(Condition.GRAPPLED, Condition.RESTRAINED)) {
            Mover held = Mover.of("a", Body.medium(0, 0)).withConditions(Set.of(c));
            Refusal why = forbidden(rules(m, held, List.of()).step(new Pos(0, 0), new Pos(1, 0), TerrainMode.CAREFUL));
            assertEquals(c.ruleId(), why.rule());
        }
    }

    @Test
    @DisplayName("COND-FRIGHTENED: no step may bring the creature closer to what it fears")
    void COND_FRIGHTENED_cannotApproachSource() {
        AsciiMap m = AsciiMap.of(
                ".....F",
                "......");
        Mover scared = Mover.of("a", Body.medium(2, 0)).afraidOf(List.of(Body.medium(m.at('F'))));
        StepRules r = rules(m, scared, List.of());
        assertEquals("COND-FRIGHTENED", forbidden(r.step(new Pos(2, 0), new Pos(3, 0), TerrainMode.CAREFUL)).rule());
        allowed(r.step(new Pos(2, 0), new Pos(1, 0), TerrainMode.CAREFUL));
        allowed(r.step(new Pos(2, 0), new Pos(2, 1), TerrainMode.CAREFUL));
    }
}
