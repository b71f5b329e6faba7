package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle log in French on an 80x24 virtual terminal: its lines whole (wrapped, never cut), its title, "why?". */
class FrenchLogScreenTest extends ScreenTest {
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z.-]+!");
    private static final String NB = "\u00a0";

    private void wholeAndTranslated() {
        String screen = h.screen();
        assertFalse(UNRESOLVED.matcher(screen).find(), "a key without a text: " + screen);
        assertFalse(screen.contains("…"), "something is cut: " + screen);
    }

    @Test
    @DisplayName("In French at 80x24: the log says the turn, the attack with its dice, the damage and the end in French, nothing cut")
    void theLogInFrench() {
        h = new Harness(new TestCatalog().add("blow", "Un coup", "Un héros, un gobelin.", "easy", OneBlow.scenario()::build), data);
        h.keys("l").keys("n").enter().enter();
        assertTrue(h.shows("Round 1" + NB + ": au tour de hero (6 de déplacement)"), h.screen());
        assertTrue(h.shows("── Journal"), h.screen());
        h.keys("a").enter();
        assertTrue(h.shows("hero attaque gob ("), h.screen());
        assertTrue(h.shows("contre CA 13" + NB + ": touché"), h.screen());
        assertTrue(h.shows("gob subit 11" + NB + ":"), h.screen());
        wholeAndTranslated();
        h.keys("V");
        assertTrue(h.shows("Journal" + NB + ": complet, avec ce que les monstres comptent faire (V" + NB + ": bref)."),
                h.screen());
        h.keys("V");
        assertTrue(h.shows("Journal" + NB + ": bref, ce qui s'est passé sans les dés (V" + NB + ": plus)."), h.screen());
        assertTrue(h.shows("── Journal (bref)"), h.screen());
        assertTrue(h.shows("hero touche gob ("), h.screen());
        assertTrue(h.shows("gob subit 11 (PV"), h.screen());
        wholeAndTranslated();
        h.keys("L");
        assertTrue(h.shows("Journal (bref)" + NB + ": ↑↓ choisir une ligne, Entrée pourquoi" + NB + "?"), h.screen());
        h.enter();
        assertTrue(h.shows("Pourquoi" + NB + "?"), h.screen());
        assertFalse(UNRESOLVED.matcher(h.screen()).find(), h.screen());
    }
}
