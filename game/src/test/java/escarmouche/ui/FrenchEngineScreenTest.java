package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's own sentences on a French screen at 80x24: why an action cannot be done, why a roll had
 * advantage (naming the ally), what a monster means to do.
 */
class FrenchEngineScreenTest extends ScreenTest {
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z.-]+!");
    private static final String NB = "\u00a0";

    /** hero and kenji on either side of the goblin: hero strikes with advantage (flanking), d20 15 and 4. */
    private static TestScenario flanked() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(40).ac(13).shock(99).weapons(TestScenario.SCIMITAR))
                .with("kenji", "party", 3, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .initiative("hero", "kenji", "gob").dice(15, 4, 5);
    }

    private void opened() {
        h = new Harness(new TestCatalog().add("flank", "Tenaille", "Deux héros, un gobelin.", "easy",
                flanked()::build), data);
        h.keys("l").keys("n").enter().enter();
    }

    private void whole() {
        String screen = h.screen();
        assertFalse(UNRESOLVED.matcher(screen).find(), "a key without a text: " + screen);
        assertFalse(screen.contains("…"), "something is cut: " + screen);
    }

    @Test
    @DisplayName("In French at 80x24: the attack's breakdown says its advantage comes from flanking with kenji, and an action already spent is refused in French")
    void advantageAndRefusal() {
        opened();
        h.keys("a").enter();
        assertTrue(h.shows("prise en tenaille avec kenji"), h.screen());
        whole();
        h.keys("d");
        assertTrue(h.shows("Impossible pour l'instant" + NB + ": hero a déjà utilisé son action ce tour-ci"), h.screen());
        whole();
    }

    @Test
    @DisplayName("In French at 80x24: with the log in full, the goblin's intent says in French what it means to do")
    void intent() {
        opened();
        h.keys("V");
        h.keys("e");
        h.keys("e");
        assertTrue(h.shows("gob a l'intention de" + NB + ": attaquer hero (par défaut" + NB + ": toujours)"), h.screen());
        whole();
    }

    @Test
    @DisplayName("In French at 80x24: the end screen says why the fight ended in French")
    void endReason() {
        h = new Harness(new TestCatalog().add("blow", "Un coup", "Un héros, un gobelin.", "easy",
                OneBlow.scenario()::build), data);
        h.keys("l").keys("n").enter().enter();
        h.keys("a").enter();
        h.enter();
        assertTrue(h.shows("Fin du combat"), h.screen());
        assertTrue(h.shows("plus aucun ennemi du groupe n'est debout"), h.screen());
        whole();
    }
}
