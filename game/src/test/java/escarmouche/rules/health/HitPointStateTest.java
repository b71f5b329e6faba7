package escarmouche.rules.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.health.HitPointState.Status;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HitPointStateTest {
    private static final RuleSet HOUSE = RuleSet.HOUSE;
    private static final RuleSet DD5 = RuleSet.DD5;

    @Test
    @DisplayName("HP-DISABLED: a character at exactly 0 is disabled unless knocked out (HP-KO)")
    void HP_DISABLED_atZero() {
        assertEquals(Status.UP, HitPointState.of(HOUSE, true, 1, false));
        assertEquals(Status.DISABLED, HitPointState.of(HOUSE, true, 0, false));
        assertEquals(Status.DOWN, HitPointState.of(HOUSE, true, 0, true));
    }

    @Test
    @DisplayName("HP-DYING: a character healed up to exactly 0 stays down; above 0 it is up; a monster is not held so")
    void HP_DYING_healedToZero() {
        assertEquals(Status.DOWN, HitPointState.of(HOUSE, true, 0, false, true));
        assertEquals(Status.UP, HitPointState.of(HOUSE, true, 1, false, true));
        assertEquals(Status.UP, HitPointState.of(HOUSE, false, 0, false, true));
        assertEquals(Status.DOWN, HitPointState.of(DD5, true, 0, false, false));
    }

    @Test
    @DisplayName("HP-DYING / HP-DEAD: a character from -1 to -9 is down, at -10 dead")
    void HP_DYING_belowZero() {
        assertEquals(Status.DOWN, HitPointState.of(HOUSE, true, -1, false));
        assertEquals(Status.DOWN, HitPointState.of(HOUSE, true, -9, false));
        assertEquals(Status.DEAD, HitPointState.of(HOUSE, true, -10, false));
    }

    @Test
    @DisplayName("HP-SHOCK: a monster's hit points decide nothing below 0 (its shock rolls do); at 0 it fights on")
    void HP_SHOCK_monsters() {
        assertEquals(Status.UP, HitPointState.of(HOUSE, false, 0, false));
        assertEquals(Status.SHOCK, HitPointState.of(HOUSE, false, -4, false));
        assertEquals(Status.DOWN, HitPointState.of(HOUSE, false, -4, true));
    }

    @Test
    @DisplayName("dd5: a character at 0 is down (death saves), a monster dead, a knocked-out monster down")
    void dd5AtZero() {
        assertEquals(Status.DOWN, HitPointState.of(DD5, true, 0, false));
        assertEquals(Status.DEAD, HitPointState.of(DD5, false, 0, false));
        assertEquals(Status.DOWN, HitPointState.of(DD5, false, 0, true));
        assertEquals(Status.UP, HitPointState.of(DD5, true, 3, false));
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: out of the fight when dead, knocked out, or unconscious at 0 or below; asleep above 0 is in")
    void outOfTheFight() {
        assertTrue(OutOfFight.out(true, false, false, 5));
        assertTrue(OutOfFight.out(false, true, false, -2));
        assertTrue(OutOfFight.out(false, false, true, 0));
        assertTrue(OutOfFight.out(false, false, true, -3));
        assertFalse(OutOfFight.out(false, false, true, 1), "asleep");
        assertFalse(OutOfFight.out(false, false, false, 0), "disabled, conscious");
        assertFalse(OutOfFight.out(false, false, false, -5), "a monster fighting on below 0");
    }
}
