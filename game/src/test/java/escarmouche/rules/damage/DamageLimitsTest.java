package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DamageLimitsTest {
    @Test
    @DisplayName("ATK-CRIT: a roll times the chain's multiplier is exact within a billion, held there past it, either sign")
    void ATK_CRIT_multipliedIsHeld() {
        assertEquals(36, DamageLimits.multiplied(9, 4));
        assertEquals(-2, DamageLimits.multiplied(-1, 2));
        assertEquals(1_000_000_000, DamageLimits.multiplied(500_000_000, 2));
        assertEquals(1_000_000_000, DamageLimits.multiplied(1_099_999, 2_097_152));
        assertEquals(-1_000_000_000, DamageLimits.multiplied(-1_099_999, 2_097_152));
    }

    @Test
    @DisplayName("HP-SHOCK: hit points fall no lower than minus a billion, so hit after hit never wraps them round to above 0")
    void HP_SHOCK_hitPointsAreHeld() {
        assertEquals(-3, DamageLimits.hitPointsAfter(5, 8));
        assertEquals(-1_000_000_000, DamageLimits.hitPointsAfter(-999_999_990, 2_000_000_000));
        assertEquals(-1_000_000_000, DamageLimits.hitPointsAfter(-1_000_000_000, 2_000_000_000));
    }
}
