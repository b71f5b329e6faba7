package escarmouche.ui.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A 95% interval that leaves zero out never reads as holding it: the tutorial duel's 400 fights a side gave
 * "(95%: 0.0 to +3.3 points): more than noise", its bound +0.04 points rounded to a tenth.
 */
class IntervalBoundTest {
    private static final String NB = "\u00a0";
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    /** The tutorial duel's difference, house minus plain 5e, as {@code simulate --compare --json} gives it. */
    private static final OddsInterval DUEL = new OddsInterval(-0.0333, -0.00038);

    @Test
    @DisplayName("The tutorial duel's verdict: '(95%: +0.04 to +3.3 points): more than noise', in French '+0,04'")
    void theDuelsVerdict() {
        assertEquals("The party wins 1.5 points more often under plain 5e (95%: +0.04 to +3.3 points): more than noise.",
                OddsWords.rulesVerdict(EN, 0.9825, 0.9975, DUEL, 400));
        assertEquals("Le groupe gagne 1,5 point plus souvent en 5e de base (95" + NB + "%" + NB
                + ": de +0,04 à +3,3 points)" + NB + ": plus que le bruit.",
                OddsWords.rulesVerdict(FR, 0.9825, 0.9975, DUEL, 400));
    }

    @Test
    @DisplayName("A bound near zero is written to its first digit that is not 0, its sign kept; one within noise as before")
    void boundsNearZero() {
        assertEquals("+0.04", OddsWords.bound(EN, 0.00038, false));
        assertEquals("-0.04", OddsWords.bound(EN, -0.00038, false));
        assertEquals("+0.03", OddsWords.bound(EN, 0.00031, false));
        assertEquals("+0.004", OddsWords.bound(EN, 0.00004, false));
        assertEquals("+0,004", OddsWords.bound(FR, 0.00004, false));
        // Beyond a millionth of a point, the last digit rounded up rather than to nothing.
        assertEquals("+0.000001", OddsWords.bound(EN, 1e-12, false));
        // A tenth that is not 0 is kept as points writes it; so is a bound of an interval that holds zero.
        assertEquals("+0.1", OddsWords.bound(EN, 0.0005, false));
        assertEquals("+3.3", OddsWords.bound(EN, 0.0333, false));
        assertEquals("0.0", OddsWords.bound(EN, 0.00038, true));
        assertEquals("0.0", OddsWords.bound(EN, -0.00038, true));
    }

    @Test
    @DisplayName("An interval within noise reads as before: '(95%: 0.0 to +3.3 points)'")
    void withinNoiseUnchanged() {
        assertEquals("95%: 0.0 to +3.3 points", OddsWords.range(EN, 0.015, new OddsInterval(-0.00038, 0.0333)));
    }
}
