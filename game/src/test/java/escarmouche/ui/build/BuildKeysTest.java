package escarmouche.ui.build;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Line;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BuildKeysTest {
    /** The text page's room at 80 columns: its frame and margins take four. */
    private static final int ROOM = 76;

    @Test
    @DisplayName("Each line of the builder's keys fits an 80-column page in both languages, so none wraps out of its columns")
    void everyLineKeepsItsColumns() {
        for (Language language : Language.values()) {
            for (Line line : BuildKeys.lines(ScreenMessages.of(language))) {
                if (line.text().startsWith("  ") || line.text().startsWith("           ")) {
                    assertTrue(line.text().length() <= ROOM, language + ": " + line.text().length() + " > " + ROOM
                            + ": " + line.text());
                }
            }
        }
    }
}
