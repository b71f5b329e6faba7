package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FumbleTest {
    @Test
    @DisplayName("ATK-FUMBLE: d6 1-2 self, 3-4 ally, 5 drop, 6 break")
    void ATK_FUMBLE_table() {
        assertEquals(Fumble.Outcome.SELF, Fumble.of(1));
        assertEquals(Fumble.Outcome.SELF, Fumble.of(2));
        assertEquals(Fumble.Outcome.ALLY, Fumble.of(3));
        assertEquals(Fumble.Outcome.ALLY, Fumble.of(4));
        assertEquals(Fumble.Outcome.DROP, Fumble.of(5));
        assertEquals(Fumble.Outcome.BREAK, Fumble.of(6));
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
