package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rules reference and "why?" in French, on an 80x24 virtual terminal. */
class FrenchReferenceScreenTest extends ScreenTest {
    /** A key the bundles do not hold shows as {@code !key!}. */
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z0-9.-]+!");

    /** The hero misses (d20 2) the goblin. */
    private static TestScenario aMiss() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(2);
    }

    private Harness french() {
        TestCatalog catalog = new TestCatalog().add("miss", "Un raté", "Un héros, un gobelin.", "easy", aMiss()::build);
        h = new Harness(catalog, data);
        return h.keys("l");
    }

    private void noKeyLeft() {
        assertFalse(UNRESOLVED.matcher(h.screen()).find(), "a key without a text: " + h.screen());
    }

    @Test
    @DisplayName("In French at 80x24, r on the title screen opens the rules reference in French: topics, titles, texts, how 5e differs, its hint bar")
    void theReferenceInFrench() {
        french().keys("r");
        assertTrue(h.shows("Référence des règles (96 règles, par thème)"), h.screen());
        assertTrue(h.shows("Tours"), h.screen());
        assertTrue(h.shows("TURN-ORDER\u00a0: Déroulement d'un combat"), h.screen());
        assertTrue(h.shows("Tours · comme en 5e"), h.screen());
        assertTrue(h.shows("Le combat s'ouvre sur la surprise\u00a0;"), h.screen());
        assertTrue(h.row(23).contains("Entrée lire"), h.row(23));
        assertTrue(h.row(23).contains("Échap retour"), h.row(23));
        noKeyLeft();
        h.keys("OO");
        assertTrue(h.shows("▶ *OA-WITHIN"), h.screen());
        assertTrue(h.shows("OA-WITHIN\u00a0: Bouger dans l'allonge"), h.screen());
        assertTrue(h.shows("Attaques d'opportunité · règle maison"), h.screen());
        assertTrue(h.shows("Par rapport à la 5e de base\u00a0: en 5e, une"), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.Tab);
        assertTrue(h.shows("Référence des règles (96 règles, par ID)"), h.screen());
        h.enter();
        assertTrue(h.shows("Entrer dans l'allonge ne provoque jamais"), h.screen());
        noKeyLeft();
    }

    @Test
    @DisplayName("In French at 80x24, / searches the reference without accents: « regle » finds « règle », the count and the keys in French")
    void searchInFrench() {
        french().keys("r/");
        assertTrue(h.row(23).contains("tapez des mots"), h.row(23));
        assertTrue(h.row(23).contains("Échap toutes les règles"), h.row(23));
        h.keys("prise tenaille");
        assertTrue(h.shows("Chercher\u00a0: prise tenaille_"), h.screen());
        assertTrue(h.shows("▶ *ATK-FLANK Prise en tenaille"), h.screen());
        assertTrue(h.shows("ATK-FLANK\u00a0: Prise en tenaille"), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.Escape).keys("/").keys("opportunite");
        assertTrue(h.shows("▶ *OA-REACTION"), h.screen());
        h.keys("zz");
        assertTrue(h.shows("aucune règle sur 96"), h.screen());
        assertTrue(h.shows("Aucune règle ne dit"), h.screen());
        noKeyLeft();
    }

    @Test
    @DisplayName("In French at 80x24, w opens the window Pourquoi ? on a missed attack: ATK-ROLL with its French title, origin and text")
    void whyInFrench() {
        french().keys("n").enter().enter();
        h.keys("a").enter();
        h.keys("w");
        assertTrue(h.shows("Pourquoi\u00a0?"), h.screen());
        assertTrue(h.shows("ATK-ROLL · Jet d'attaque (comme en 5e)"), h.screen());
        assertTrue(h.shows("Lancer un d20 et ajouter les modificateurs"), h.screen());
        assertTrue(h.shows("attaque gob (longsword)"), "the log line itself in French too: " + h.screen());
        assertFalse(h.shows("Attack roll"), h.screen());
        noKeyLeft();
    }

    @Test
    @DisplayName("In English the reference and why? stay as they were: English titles, origins and the 5e difference")
    void englishStaysEnglish() {
        TestCatalog catalog = new TestCatalog().add("miss", "A miss", "A hero, a goblin.", "easy", aMiss()::build);
        h = new Harness(catalog, data);
        h.keys("r");
        assertTrue(h.shows(" Rules reference (96 rules, by topic)"), h.screen());
        assertTrue(h.shows("TURN-ORDER: Order of a fight"), h.screen());
        assertTrue(h.shows("Turns · as in 5e"), h.screen());
        h.keys("OO");
        assertTrue(h.shows("Versus plain 5e: In 5e a creature may walk"), h.screen());
        h.esc().keys("n").enter().enter().keys("a").enter().keys("w");
        assertTrue(h.shows("ATK-ROLL · Attack roll (as in 5e)"), h.screen());
    }
}
