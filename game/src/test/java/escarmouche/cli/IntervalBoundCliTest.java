package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.OddsInterval;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** simulate --parts says a part's interval as the o page does: a bound near zero never reads 0.0 beyond noise. */
class IntervalBoundCliTest {
    @Test
    @DisplayName("simulate --parts: '-1.5 points (-3.3 to -0.04)', not '(-3.3 to 0.0)' without 'within noise'")
    void partsLine() {
        assertEquals("the house's way gives the party -1.5 points (-3.3 to -0.04)",
                PartsText.change(ScreenMessages.of(Language.EN), -0.015, new OddsInterval(-0.0333, -0.00038)));
        assertEquals("la façon maison donne au groupe -1,5 point (-3,3 à -0,04)",
                PartsText.change(ScreenMessages.of(Language.FR), -0.015, new OddsInterval(-0.0333, -0.00038)));
    }

    @Test
    @DisplayName("simulate --compare over several scenarios: a bound of a line without '~' reads '-0.04', not '-0.0'")
    void surveyBounds() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        assertEquals("-0.04", SurveyText.bound(en, -0.00038, false));
        assertEquals("-3.3", SurveyText.bound(en, -0.0333, false));
        // Within noise (the line's '~'), as before.
        assertEquals("-0.0", SurveyText.bound(en, -0.00038, true));
        assertEquals("+0,04", SurveyText.bound(ScreenMessages.of(Language.FR), 0.00038, false));
    }
}
