package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FumbleTest {
    @Test
    @DisplayName("ATK-FUMBLE: d6 1-2 attack itself, 3-4 an ally, 5 drop, 6 break chance")
    void ATK_FUMBLE_table() {
        assertEquals(Fumble.Face.SELF_ATTACK, Fumble.face(1));
        assertEquals(Fumble.Face.SELF_ATTACK, Fumble.face(2));
        assertEquals(Fumble.Face.ALLY_ATTACK, Fumble.face(3));
        assertEquals(Fumble.Face.ALLY_ATTACK, Fumble.face(4));
        assertEquals(Fumble.Face.DROP, Fumble.face(5));
        assertEquals(Fumble.Face.BREAK_CHANCE, Fumble.face(6));
    }

    @Test
    @DisplayName("ATK-FUMBLE: the outcome is what happened: break only when the weapon breaks, none when nothing does")
    void ATK_FUMBLE_outcomeIsWhatHappened() {
        assertEquals(Fumble.Outcome.BREAK, Fumble.afterBreakRoll(false, true));
        assertEquals(Fumble.Outcome.NONE, Fumble.afterBreakRoll(false, false));
        assertEquals(Fumble.Outcome.SELF, Fumble.afterBreakRoll(true, true));
        assertEquals(Fumble.Outcome.NONE, Fumble.afterBreakRoll(true, false));
        assertEquals(Fumble.Outcome.ALLY, Fumble.allyAttack(true));
        assertEquals(Fumble.Outcome.NONE, Fumble.allyAttack(false));
    }

    @Test
    @DisplayName("ATK-FUMBLE: break chance 30% minus 1% per magic level; a d100 at most the chance breaks")
    void ATK_FUMBLE_breakChance() {
        assertEquals(30, Fumble.breakChance(0));
        assertEquals(18, Fumble.breakChance(12));
        assertEquals(0, Fumble.breakChance(40));
        assertTrue(Fumble.within(18, 18));
        assertFalse(Fumble.within(19, 18));
        assertTrue(Fumble.weaponless(Unarmed.STRIKE));
    }
}
