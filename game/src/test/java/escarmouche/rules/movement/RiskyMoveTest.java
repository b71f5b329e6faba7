package escarmouche.rules.movement;

import static escarmouche.rules.movement.CarefulMoveTest.DIFFICULT_ROW;
import static escarmouche.rules.movement.CarefulMoveTest.ctx;
import static escarmouche.rules.movement.CarefulMoveTest.plan;
import static escarmouche.rules.movement.CarefulMoveTest.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import escarmouche.rules.grid.Pos;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RiskyMoveTest {
    static final CheckSpec DEX_0 = CheckSpec.of(Ability.DEX, 0);

    static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT seed example: speed 6, risky success covers all 6 squares at 1 each")
    void MOVE_DIFFICULT_riskySuccessCoversSix() {
        ForcedDice d = dice(10);
        MovePlan p = plan(Movement.risky(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 6), DEX_0, false, d));
        assertEquals(1, d.used());
        assertEquals("risky", p.mode());
        assertEquals(6, p.steps().size());
        assertEquals(0, p.left());
        TerrainCheck check = p.check().orElseThrow();
        assertEquals(10, check.dc());
        assertEquals(10, check.roll().total());
        assertTrue(check.success());
        assertFalse(p.endsProne());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT seed example: speed 6, risky failure stops after 3 squares, prone")
    void MOVE_DIFFICULT_riskyFailureStopsOnFallbackAndProne() {
        MovePlan p = plan(Movement.risky(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 6), DEX_0, false, dice(9)));
        assertEquals("fallback", p.mode());
        assertEquals(3, p.steps().size());
        assertEquals(new Pos(3, 0), p.end());
        assertTrue(p.endsProne());
        assertEquals(0, p.left());
        assertEquals(6, p.spent());
        assertTrue(p.failed());
        assertTrue(p.rules().containsAll(List.of("MOVE-DIFFICULT", "COND-PRONE")));
        assertTrue(p.fallDamage().isEmpty());
    }

    @Test
    @DisplayName("MOVE-DASH with MOVE-DIFFICULT seed example: risky success 12 squares, failure 6 and prone")
    void MOVE_DASH_riskyWithDash() {
        int movement = Speed.dash(6, 6);
        MovePlan win = plan(Movement.risky(ctx(DIFFICULT_ROW, movement, false), AsciiMap.east(0, 0, 12), DEX_0, false,
                dice(20)));
        assertEquals(12, win.steps().size());
        MovePlan fail = plan(Movement.risky(ctx(DIFFICULT_ROW, movement, false), AsciiMap.east(0, 0, 12), DEX_0, false,
                dice(1)));
        assertEquals(6, fail.steps().size());
        assertTrue(fail.endsProne());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the fallback is floor(movement left / 2), at least 1 square")
    void MOVE_DIFFICULT_fallbackSquares() {
        assertEquals(1, Movement.fallbackSquares(3));
        assertEquals(1, Movement.fallbackSquares(1));
        assertEquals(3, Movement.fallbackSquares(7));
        MovePlan p = plan(Movement.risky(ctx(DIFFICULT_ROW, 3, true), AsciiMap.east(0, 0, 3), DEX_0, false, dice(2)));
        assertEquals(1, p.steps().size());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a fallback square held by an ally moves back to the last free square")
    void MOVE_DIFFICULT_fallbackAvoidsOccupiedSquare() {
        AsciiMap m = AsciiMap.of("A,,b,,,,");
        MoveContext c = ctx(m, 6, false).withOccupants(List.of(Occupant.ally("b", Body.medium(m.at('b')))));
        MovePlan p = plan(Movement.risky(c, AsciiMap.east(0, 0, 5), DEX_0, false, dice(1)));
        assertEquals(new Pos(2, 0), p.end());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the check is against the highest DC on the path (very difficult 15)")
    void MOVE_DIFFICULT_highestDcOnPath() {
        AsciiMap m = AsciiMap.of("A,;,.");
        MovePlan fail = plan(Movement.risky(ctx(m, 6, false), AsciiMap.east(0, 0, 4), CheckSpec.of(Ability.STR, 2),
                false, dice(12)));
        assertEquals(15, fail.check().orElseThrow().dc());
        assertEquals(14, fail.check().orElseThrow().roll().total());
        assertEquals(Ability.STR, fail.check().orElseThrow().ability());
        assertTrue(fail.failed());
        MovePlan win = plan(Movement.risky(ctx(m, 6, false), AsciiMap.east(0, 0, 4), CheckSpec.of(Ability.STR, 2),
                false, dice(13)));
        assertEquals(4, win.spent());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: disadvantage rolls two d20 in order and keeps the lower")
    void MOVE_DIFFICULT_checkWithDisadvantage() {
        CheckSpec poisoned = DEX_0.with(new Advantage.Source("poisoned", false, "COND-POISONED"));
        ForcedDice d = dice(18, 7);
        MovePlan p = plan(Movement.risky(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 6), poisoned, false, d));
        assertEquals(2, d.used());
        assertEquals(7, p.check().orElseThrow().roll().natural());
        assertTrue(p.failed());
    }

    @Test
    @DisplayName("MOVE-STAIRS: stairs at full speed need the DC 10 check; failing going down deals 1d6 bludgeoning")
    void MOVE_STAIRS_failureGoingDownHurts() {
        AsciiMap m = AsciiMap.of("A=====");
        MovePlan down = plan(Movement.risky(ctx(m, 4, false), AsciiMap.east(0, 0, 4), DEX_0, true, dice(5)));
        assertEquals(10, down.check().orElseThrow().dc());
        assertTrue(down.check().orElseThrow().rules().contains("MOVE-STAIRS"));
        FallDamage fall = down.fallDamage().orElseThrow();
        assertEquals("1d6", fall.dice().toString());
        assertEquals(DamageType.BLUDGEONING, fall.type());
        assertEquals(2, down.steps().size());
        MovePlan up = plan(Movement.risky(ctx(m, 4, false), AsciiMap.east(0, 0, 4), DEX_0, false, dice(5)));
        assertTrue(up.fallDamage().isEmpty());
        MovePlan careful = plan(Movement.careful(ctx(m, 4, false), AsciiMap.east(0, 0, 2)));
        assertTrue(careful.check().isEmpty());
        assertTrue(careful.rules().contains("MOVE-STAIRS"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a risky path without difficult terrain rolls nothing")
    void MOVE_DIFFICULT_noCheckWithoutDifficultTerrain() {
        ForcedDice d = dice(1);
        MovePlan p = plan(Movement.risky(ctx(AsciiMap.of("A...."), 6, false), AsciiMap.east(0, 0, 4), DEX_0, false, d));
        assertEquals(0, d.used());
        assertTrue(p.check().isEmpty());
        assertEquals("walk", p.mode());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a risky path longer than the movement left is refused before any roll")
    void MOVE_DIFFICULT_riskyPathMustFitBudget() {
        ForcedDice d = dice(20);
        MoveRefused r = refused(Movement.risky(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 7), DEX_0, false, d));
        assertEquals(6, r.stepIndex());
        assertEquals(0, d.used());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT in plain 5e (dd5): there is no risky movement")
    void MOVE_DIFFICULT_dd5HasNoRiskyMode() {
        MoveRefused r = refused(Movement.risky(ctx(DIFFICULT_ROW, 6, false).withRules(RuleSet.DD5),
                AsciiMap.east(0, 0, 6), DEX_0, false, dice(20)));
        assertEquals("MOVE-DIFFICULT", r.rule());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the terrain check is Str or Dex only")
    void MOVE_DIFFICULT_strOrDexOnly() {
        refused(Movement.risky(ctx(DIFFICULT_ROW, 6, false), AsciiMap.east(0, 0, 2), CheckSpec.of(Ability.WIS, 3),
                false, dice(20)));
    }
}
