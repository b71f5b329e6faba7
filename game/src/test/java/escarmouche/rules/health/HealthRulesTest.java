package escarmouche.rules.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HealthRulesTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(3));
    }

    @Test
    @DisplayName("HP-DISABLED / HP-DYING / HP-DEAD: 0 disabled, -1 to -9 dying, -10 dead")
    void HP_DEAD_thresholds() {
        assertEquals(Dying.State.HEALTHY, Dying.stateOf(1));
        assertEquals(Dying.State.DISABLED, Dying.stateOf(0));
        assertEquals(Dying.State.DYING, Dying.stateOf(-1));
        assertEquals(Dying.State.DYING, Dying.stateOf(-9));
        assertEquals(Dying.State.DEAD, Dying.stateOf(-10));
    }

    @Test
    @DisplayName("HP-DYING: the d100 stabilises on 01-10 only")
    void HP_DYING_d100() {
        assertTrue(Dying.roll(dice(10)).stable());
        assertFalse(Dying.roll(dice(11)).stable());
    }

    @Test
    @DisplayName("HP-SHOCK: d100 + hit points below 0 above the threshold fails; NPC out at one, dead at two in a row")
    void HP_SHOCK_decisions() {
        SystemShock.Result r = SystemShock.roll(-4, 60, dice(57));
        assertEquals(61, r.total());
        assertTrue(r.failed());
        assertFalse(SystemShock.roll(-4, 60, dice(56)).failed());
        assertEquals(SystemShock.Outcome.DIES, SystemShock.decide(true, false, 0).outcome());
        assertEquals(SystemShock.Outcome.OUT, SystemShock.decide(true, true, 0).outcome());
        assertEquals(SystemShock.Outcome.DIES, SystemShock.decide(true, true, 1).outcome());
        SystemShock.Decision pass = SystemShock.decide(false, true, 1);
        assertEquals(SystemShock.Outcome.SURVIVES, pass.outcome());
        assertEquals(0, pass.failuresInARow());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: 1 checks, 2 speed halved, 3 attacks and saves, 4 max HP halved, 5 speed 0, 6 death")
    void HP_EXHAUSTION_levels() {
        assertFalse(Exhaustion.checksAtDisadvantage(0));
        assertTrue(Exhaustion.checksAtDisadvantage(1));
        assertEquals(6, Exhaustion.speed(1, 6));
        assertEquals(3, Exhaustion.speed(2, 6));
        assertFalse(Exhaustion.attacksAndSavesAtDisadvantage(2));
        assertTrue(Exhaustion.attacksAndSavesAtDisadvantage(3));
        assertEquals(20, Exhaustion.maxHp(3, 20));
        assertEquals(10, Exhaustion.maxHp(4, 20));
        assertEquals(0, Exhaustion.speed(5, 6));
        assertFalse(Exhaustion.dead(5));
        assertTrue(Exhaustion.dead(6));
        assertEquals(6, Exhaustion.clamp(9));
    }

    @Test
    @DisplayName("dd5 death saves: 10+ success, 1 two failures, 20 revives, three of a kind decides")
    void dd5DeathSaves() {
        assertEquals(1, DeathSaves.roll(0, 0, dice(10)).successes());
        assertEquals(2, DeathSaves.roll(0, 0, dice(1)).failures());
        assertTrue(DeathSaves.roll(2, 2, dice(20)).revived());
        assertTrue(DeathSaves.roll(2, 0, dice(15)).stable());
        assertTrue(DeathSaves.roll(0, 2, dice(9)).dead());
    }
}
