package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bounds of a win rate's interval, never rounded onto 0 or 100 where they are not. */
class EdgeDigitsTest {
    @Test
    @DisplayName("3 wins in 20,000: 0.0051-0.044, not 0.0-0.0; 20,000 in 20,000: 99.981-100.0, not 100.0-100.0")
    void boundsNearAnEdgeKeepTwoDigits() {
        WilsonInterval three = WilsonInterval.of(3, 20_000);
        assertEquals("0.0051", EdgeDigits.percent(100 * three.low()));
        assertEquals("0.044", EdgeDigits.percent(100 * three.high()));
        WilsonInterval all = WilsonInterval.of(20_000, 20_000);
        assertEquals("99.981", EdgeDigits.percent(100 * all.low()));
        assertEquals("100.0", EdgeDigits.percent(100 * all.high()));
        WilsonInterval none = WilsonInterval.of(0, 20_000);
        assertEquals("0.0", EdgeDigits.percent(100 * none.low()));
        assertEquals("0.019", EdgeDigits.percent(100 * none.high()));
    }

    @Test
    @DisplayName("away from the edges, and at them, a tenth as before; floating-point dust at 100 is 100")
    void elsewhereATenth() {
        assertEquals("42.1", EdgeDigits.percent(42.1234));
        assertEquals("0.1", EdgeDigits.percent(0.05));
        assertEquals("99.9", EdgeDigits.percent(99.94));
        assertEquals("0.0", EdgeDigits.percent(0));
        assertEquals("100.0", EdgeDigits.percent(100));
        assertEquals("100.0", EdgeDigits.percent(99.99999999999997));
    }
}
