package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Pos;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CarefulMoveTest {
    static final AsciiMap DIFFICULT_ROW = AsciiMap.of("A,,,,,,,,,,,,,");
    static final AsciiMap VERY_DIFFICULT_ROW = AsciiMap.of("A;;;;");

    static MoveContext ctx(AsciiMap m, int left, boolean moved) {
        return new MoveContext(m.grid(), List.of(), Mover.of("a", Body.medium(m.at('A'))), left, moved, RuleSet.HOUSE);
    }

    static MovePlan plan(MoveOutcome o) {
        return assertInstanceOf(MovePlan.class, o);
    }

    static MoveRefused refused(MoveOutcome o) {
        return assertInstanceOf(MoveRefused.class, o);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT seed example: speed 6 in difficult terrain, careful covers 3 squares")
    void MOVE_DIFFICULT_carefulSpeedSixCoversThree() {
        MovePlan p = plan(Movement.careful(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 3)));
        assertEquals(3, p.steps().size());
        assertEquals(6, p.spent());
        assertEquals(0, p.left());
        assertEquals("careful", p.mode());
        assertEquals(new Pos(3, 0), p.end());
        MoveRefused four = refused(Movement.careful(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 4)));
        assertEquals(3, four.stepIndex());
        assertEquals("MOVE-ENTER", four.rule());
    }

    @Test
    @DisplayName("MOVE-DASH with MOVE-DIFFICULT seed example: 12 movement, careful covers 6 squares")
    void MOVE_DASH_carefulWithDashCoversSix() {
        int movement = Speed.movementForTurn(6, 1);
        assertEquals(12, movement);
        assertEquals(6, plan(Movement.careful(ctx(DIFFICULT_ROW, movement, false), AsciiMap.east(0, 0, 6))).steps().size());
        refused(Movement.careful(ctx(DIFFICULT_ROW, movement, false), AsciiMap.east(0, 0, 7)));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT interpretation: with 3 squares left, careful gives 1 (rounded down)")
    void MOVE_DIFFICULT_threeLeftCarefulGivesOne() {
        MovePlan one = plan(Movement.careful(ctx(DIFFICULT_ROW, 3, true), AsciiMap.east(0, 0, 1)));
        assertEquals(1, one.left());
        MoveRefused two = refused(Movement.careful(ctx(DIFFICULT_ROW, 3, true), AsciiMap.east(0, 0, 2)));
        assertEquals("MOVE-ENTER", two.rule());
        assertTrue(two.reason().contains("costs 2 movement; 1 left"), two.reason());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a creature that has not moved yet may always move 1 square, using all it has")
    void MOVE_DIFFICULT_oneSquareMinimumBeforeMoving() {
        MovePlan p = plan(Movement.careful(ctx(VERY_DIFFICULT_ROW, 3, false), AsciiMap.east(0, 0, 1)));
        assertEquals(1, p.steps().size());
        assertEquals(3, p.steps().get(0).cost());
        assertEquals(0, p.left());
        assertTrue(p.rules().contains("MOVE-DIFFICULT"));
        refused(Movement.careful(ctx(VERY_DIFFICULT_ROW, 3, false), AsciiMap.east(0, 0, 2)));
    }

    @Test
    @DisplayName("MOVE-ENTER: after moving, a square needs its full cost in movement left")
    void MOVE_ENTER_needsFullCostAfterMoving() {
        MoveRefused r = refused(Movement.careful(ctx(VERY_DIFFICULT_ROW, 3, true), AsciiMap.east(0, 0, 1)));
        assertEquals(0, r.stepIndex());
        assertEquals("MOVE-ENTER", r.rule());
        refused(Movement.careful(ctx(VERY_DIFFICULT_ROW, 0, false), AsciiMap.east(0, 0, 1)));
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: a move may pass through an ally but never end in its square")
    void MOVE_OCCUPIED_neverEndOnAnAlly() {
        AsciiMap m = AsciiMap.of("Ab..");
        MoveContext c = ctx(m, 6, false).withOccupants(List.of(Occupant.ally("b", Body.medium(m.at('b')))));
        MoveRefused end = refused(Movement.careful(c, AsciiMap.east(0, 0, 1)));
        assertEquals("MOVE-OCCUPIED", end.rule());
        MovePlan through = plan(Movement.careful(c, AsciiMap.east(0, 0, 2)));
        assertEquals(List.of(2, 1), through.steps().stream().map(Step::cost).toList());
        assertEquals(3, through.spent());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in plain 5e (dd5): difficult and very difficult both cost 2, no one-square minimum")
    void MOVE_DIFFICULT_dd5AlwaysTwo() {
        AsciiMap m = AsciiMap.of("A,;;");
        MoveContext c = ctx(m, 6, false).withRules(RuleSet.DD5);
        MovePlan p = plan(Movement.careful(c, AsciiMap.east(0, 0, 3)));
        assertEquals(List.of(2, 2, 2), p.steps().stream().map(Step::cost).toList());
        refused(Movement.careful(ctx(VERY_DIFFICULT_ROW, 1, false).withRules(RuleSet.DD5), AsciiMap.east(0, 0, 1)));
    }

    @Test
    @DisplayName("MOVE-SPLIT: a plain walk reports each square with the movement left after it")
    void walkReportsEachSquare() {
        AsciiMap m = AsciiMap.of("A...");
        MovePlan p = plan(Movement.careful(ctx(m, 6, false), AsciiMap.east(0, 0, 3)));
        assertEquals("walk", p.mode());
        assertEquals(List.of(5, 4, 3), p.steps().stream().map(Step::left).toList());
        assertEquals(new Pos(0, 0), p.steps().get(0).from());
    }
}
