package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The builder in French says of a creature what a fight will make of it: its template's gender, the name
 * French screens will give it, the side as the creature's box glosses it; its list of creatures is in
 * French order.
 */
class BuilderFrenchCreaturesTest extends ScreenTest {
    /** The French list: the eight classes, then the monsters by their French names, Araignée géante first. */
    private static final int SPIDER = 8;

    @TempDir
    Path own;

    /** A new small room of the builder, in French, the cursor on its first floor square, the creature list open. */
    private void creatureList() {
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("l").keys("b").keys("1").keys("c");
        assertTrue(h.shows("Poser quelle créature\u00a0?"), h.screen());
    }

    @Test
    @DisplayName("Builder in French: the creatures to place are listed by their French names, Magicien before Samouraï, the classes first")
    void listedByFrenchName() {
        creatureList();
        String screen = h.screen();
        int wizard = screen.indexOf("Magicien (classe)");
        int samurai = screen.indexOf("Samouraï (classe)");
        int spider = screen.indexOf("Araignée géante (monstre, 2 × 2)");
        int bandit = screen.indexOf("Capitaine bandit (monstre)");
        assertTrue(wizard >= 0 && samurai > wizard, screen);
        assertTrue(spider > samurai && bandit > spider, screen);
    }

    @Test
    @DisplayName("Builder in French: a giant spider is \"posée\", its gender is its template's feminine, its side glossed in the pane and the checks")
    void spiderAgrees() {
        creatureList();
        for (int i = 0; i < SPIDER; i++) h.press(KeyType.ArrowDown);
        h.enter();
        assertTrue(h.shows("giant-spider1 (Araignée géante) posée. Entrée pour la modifier."), h.screen());
        assertTrue(h.shows("camp monsters (les monstres),"), "the side glossed as the box says it: " + h.screen());
        assertTrue(h.shows("toutes les créatures sont du camp monsters (les monstres)."), h.screen());
        h.enter();
        assertTrue(h.shows("Genre         celui du modèle\u00a0: f (féminin)"), h.screen());
        assertTrue(h.shows("Nom (fr)      celui du modèle"), h.screen());
    }

    @Test
    @DisplayName("Builder in French: once Nom is typed (Aude), Nom (fr) says French screens call her so, as the French log does")
    void frenchNameFollowsTheName() {
        creatureList();
        for (int i = 0; i < SPIDER; i++) h.press(KeyType.ArrowDown);
        h.enter().enter();
        h.press(KeyType.ArrowDown).enter().keys("Aude").enter();
        assertTrue(h.shows("Nom (fr)      celui de Nom (Aude)"), h.screen());
    }
}
