package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The figures MirrorCheck prints: a Wilson interval and a two-proportion test. */
class WinRateTest {
    @Test
    void wilsonIntervalOfAnEvenRecord() {
        WinRate r = new WinRate(50, 100, 3);
        assertEquals(0.5, r.rate(), 1e-12);
        assertEquals(0.4038, r.low(), 1e-4);
        assertEquals(0.5962, r.high(), 1e-4);
        assertTrue(r.evenWithinNoise());
    }

    @Test
    void aClearLeanIsNotEven() {
        WinRate r = new WinRate(5_200, 10_000, 0);
        assertEquals(0.5102, r.low(), 1e-4);
        assertFalse(r.evenWithinNoise());
    }

    @Test
    void twoOrdersAgreeOnlyWithinNoise() {
        WinRate a = new WinRate(5_130, 10_000, 0);
        WinRate b = new WinRate(4_870, 10_000, 0);
        assertEquals(3.68, WinRate.z(a, b), 0.01);
        assertFalse(WinRate.agree(a, b));
        assertTrue(WinRate.agree(a, new WinRate(5_050, 10_000, 0)));
    }
}
