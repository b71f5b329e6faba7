package escarmouche.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.SaveFolder;
import escarmouche.ui.page.FightSaves.Past;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The record over a player's kept fights, on the right of Past fights' title bar. */
class PastFightsTallyTest {
    private static Past fight(String result, boolean finished, String problem) {
        return new Past("k", "2026-11-25 08:47", "The ford", result, 12, finished, problem);
    }

    @Test
    @DisplayName("Past fights count what was won and lost, and name the other kinds only when there are some")
    void tally() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        assertEquals("", PastFightsPage.tally(en, List.of()));
        assertEquals("1 fight · 1 won · 0 lost", PastFightsPage.tally(en, List.of(fight("party", true, null))));
        List<Past> mixed = List.of(fight("party", true, null), fight("monsters", true, null), fight("monsters", true, null),
                fight("none", true, null), fight(null, false, null), fight(null, false, "not JSON"));
        assertEquals("6 fights · 1 won · 2 lost · 1 with no winner · 1 unfinished · 1 damaged",
                PastFightsPage.tally(en, mixed));
        assertEquals("6 combats · 1 gagné · 2 perdus · 1 sans vainqueur · 1 inachevé · 1 abîmé",
                PastFightsPage.tally(ScreenMessages.of(Language.FR), mixed));
        List<Past> full = java.util.Collections.nCopies(SaveFolder.LISTED, fight("party", true, null));
        assertEquals(SaveFolder.LISTED, PastFightsPage.LISTED, "the page knows the saves' bound");
        assertEquals("the newest 40 · 40 won · 0 lost", PastFightsPage.tally(en, full), "older fights may be left out");
    }
}
