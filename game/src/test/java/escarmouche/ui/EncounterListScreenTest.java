package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.EncounterInfo;
import escarmouche.launch.ContentCatalog;
import escarmouche.lang.Language;
import escarmouche.ui.lang.ContentNames;
import escarmouche.testing.RealContent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The list of encounters at 80x24: each name with its one-line description under it. */
class EncounterListScreenTest extends ScreenTest {
    @Test
    @DisplayName("A description longer than the row stops after a whole word, with …; the whole of it is under the list")
    void descriptionsStopAfterAWord() {
        h = new Harness(new ContentCatalog(RealContent.content()), data, 80, 24, true);
        h.keys("n");
        String whole = "A bandit captain and his hobgoblin guards block a crypt door; he gives up rather than die.";
        String row = h.row(h.find("The bandit captain")[1] + 1).strip();
        assertTrue(row.endsWith("…") && row.length() < whole.length(), h.screen());
        String shown = row.substring(0, row.length() - 1);
        assertTrue(whole.startsWith(shown) && whole.charAt(shown.length()) == ' ' && !shown.endsWith(" "),
                "cut between two words: [" + row + "]");
        h.keys("j");
        assertEquals(2, h.screen().split(java.util.regex.Pattern.quote("he gives up rather than die."), -1).length,
                "the whole description under the list: " + h.screen());
    }

    @Test
    @DisplayName("At 80x24 the pane under the list shows each encounter's whole description, in English and in French,"
            + " with the odds under it and without")
    void wholeDescriptionsUnderTheList() {
        for (boolean odds : new boolean[] {true, false}) {
            ContentCatalog catalog = new ContentCatalog(RealContent.content());
            if (odds) catalog = catalog.withOdds(new FakeOdds());
            for (Language language : Language.values()) {
                h = new Harness(catalog, data, 80, 24, true);
                if (language == Language.FR) h.keys("l");
                h.keys("n");
                ContentNames names = ContentNames.of(catalog.words(), language);
                for (EncounterInfo e : catalog.encounters()) {
                    String description = names.encounterDescription(e);
                    assertTrue(h.words().contains(description), language + (odds ? " with odds" : "") + ": [" + description
                            + "] whole\n" + h.screen());
                    h.keys("j");
                }
                h.close();
                h = null;
            }
        }
    }
}
