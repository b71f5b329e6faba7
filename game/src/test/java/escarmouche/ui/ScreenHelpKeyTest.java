package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.KeyHelp;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * '?' is the help key of every screen (docs/playing.md): on the menus' screens it opens the key help with that
 * screen's own keys first, and Esc comes back where it was.
 */
class ScreenHelpKeyTest extends ScreenTest {
    @Test
    @DisplayName("? on the list of encounters, the party screen and the rules reference opens the keys of"
            + " that screen first")
    void questionMarkOnTheMenus() {
        TestScenario duel = TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 4, 1, c -> c.hp(7))
                .initiative("hero", "gob");
        h = new Harness(new TestCatalog().add("duel", "A duel", "One hero, one goblin.", "easy", duel::build), data,
                80, 24, true);
        h.keys("n");
        opensAt("Before a fight: the list of encounters");
        h.enter();
        opensAt("Before a fight: the party screen");
        h.esc();
        h.esc();
        h.keys("r");
        // The reference's own keys, not the fight's: its search, its two orders, the letters that jump.
        opensAt("In the rules reference");
        h.keys("?");
        assertTrue(h.shows("search the rules for words"), h.screen());
        assertTrue(h.shows("list the rules by topic or by ID"), h.screen());
        h.esc();
    }

    /** '?' shows the key help with {@code heading} in its first rows; Esc leaves it for the screen it was over. */
    private void opensAt(String heading) {
        String before = h.screen();
        assertFalse(h.shows(heading), "not the key help yet: " + before);
        h.keys("?");
        assertTrue(h.shows("Keys"), h.screen());
        String[] rows = h.screen().split("\n");
        boolean near = false;
        for (int r = 0; r < Math.min(5, rows.length); r++) near |= rows[r].contains(heading);
        assertTrue(near, heading + " in the first rows: " + h.screen());
        h.esc();
        assertEquals(before, h.screen());
    }

    @Test
    @DisplayName("The key help opened from a screen leaves no key out: the same lines as the title's, that screen's first")
    void noKeyLeftOut() {
        ScreenMessages m = ScreenMessages.of(Language.EN);
        List<String> all = KeyHelp.lines(m).stream().map(Line::text).filter(t -> !t.isEmpty()).sorted().toList();
        for (String heading : List.of("keyhelp.before.list", "keyhelp.before.party", "keyhelp.after", "keyhelp.building",
                "keyhelp.understanding", "keyhelp.past.screen", "keyhelp.reference.screen")) {
            List<Line> from = KeyHelp.from(m, heading);
            assertEquals(m.text(heading), from.get(0).text(), heading);
            assertEquals(all, from.stream().map(Line::text).filter(t -> !t.isEmpty()).sorted().toList(), heading);
        }
    }
}
