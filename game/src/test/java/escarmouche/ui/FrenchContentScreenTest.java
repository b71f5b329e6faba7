package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.launch.ContentCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Content names on screen in the session's language (80x24, the shipped content): the encounter list and
 * its details, the party screen, the battle's title, side pane, map labels, pickers and log.
 */
class FrenchContentScreenTest extends ScreenTest {
    private static ContentCatalog catalog() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        assertTrue(loaded.ok(), () -> "content/ does not load: " + loaded.problems());
        return new ContentCatalog(loaded.value());
    }

    /** From the title screen to the goblins at the ford (the fourth encounter of the list). */
    private void toTheFord() {
        h.keys("n").keys("jjj");
    }

    /** Ends the party's turns until the wizard's (the order follows the session's seed). */
    private void untilYsolde() {
        for (int i = 0; i < 12 && !h.row(0).contains("▶ Ysolde"); i++) h.keys("e");
        assertTrue(h.row(0).contains("▶ Ysolde"), h.screen());
    }

    @Test
    @DisplayName("In French: the encounter list, its details and the party screen name encounters, heroes, classes and weapons in French")
    void encountersAndPartyInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l");
        toTheFord();
        assertTrue(h.shows("▶ Gobelins au gué"), h.screen());
        assertTrue(h.shows("Embuscade dans la crypte"), h.screen());
        assertTrue(h.shows("Le zoïde déchaîné"), h.screen());
        assertTrue(h.shows("Gobelins au gué (facile)\u00a0: Cinq gobelins tiennent l'autre rive d'une rivière\u00a0; le groupe"
                + " doit passer à gué ou gagner l'échange de tirs."), h.screen());
        assertFalse(h.shows("Goblins at the ford"), h.screen());
        h.enter();
        assertTrue(h.shows(" Gobelins au gué [facile]"), h.screen());
        assertTrue(h.shows("Frère Mathis     clerc 3"), h.screen());
        assertTrue(h.shows("Brunhild         guerrière 3"), h.screen());
        assertTrue(h.shows("épée longue"), h.screen());
    }

    @Test
    @DisplayName("In French: the party screen's class column widens for a longer class name (infiltrateur 3), so the next column keeps its space")
    void classColumnFitsFrenchClasses() {
        h = new Harness(catalog(), data);
        h.keys("l").keys("n").keys("j");
        h.enter();
        int[] at = h.find("infiltrateur 3");
        assertTrue(at != null, h.screen());
        assertTrue(h.row(at[1]).contains("infiltrateur 3 à la main"), h.screen());
        // The pre-made characters offered by a: each class by its French name too.
        h.keys("a");
        assertTrue(h.shows("6 nécromancien\u00a0: Ulric, son personnage tout prêt, niveau 3"), h.screen());
        assertTrue(h.shows("2 clerc\u00a0: Anselm, son personnage tout prêt, niveau 3"), h.screen());
        assertFalse(h.shows("necromancer"), h.screen());
    }

    @Test
    @DisplayName("In French: a heroine's class takes its feminine form on the party screen (Brunhild guerrière, Ysolde magicienne), a hero's not (Ombre infiltrateur)")
    void heroinesClassesInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l").keys("n").keys("jj");
        h.enter();
        assertTrue(h.shows("La crypte du nécrophage"), h.screen());
        assertTrue(h.row(h.find("Brunhild")[1]).contains("guerrière 5"), h.screen());
        assertTrue(h.row(h.find("Ysolde")[1]).contains("magicienne 5"), h.screen());
        assertTrue(h.row(h.find("Ombre")[1]).contains("infiltrateur 5"), h.screen());
        assertTrue(h.row(h.find("Frère Mathis")[1]).contains("clerc 5"), h.screen());
    }

    @Test
    @DisplayName("In French: the battle's title, side pane, map labels, spell picker and log name the goblins, Frère Mathis and trait de feu")
    void theBattleInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l");
        toTheFord();
        h.enter().enter();
        assertTrue(h.row(0).startsWith(" Gobelins au gué "), h.screen());
        assertTrue(h.shows("g1 Gobelin 1"), h.screen());
        assertTrue(h.shows("Fr Frère Mathis"), h.screen());
        assertTrue(h.shows("Gobelin 3, Gobelin 4, Gobelin 5"), h.screen());
        untilYsolde();
        h.keys("c");
        assertTrue(h.shows("▸ Trait de feu · tour de magie"), h.screen());
        assertTrue(h.shows("Parchemin de projectile magique"), h.screen());
        h.enter().enter();
        assertTrue(h.shows("Ysolde lance le sort trait de feu"), h.screen());
    }

    @Test
    @DisplayName("In French: browsing the log, the count of the lines below the chosen one is said in French")
    void newerLinesInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l");
        toTheFord();
        h.enter().enter();
        // A log longer than the pane, read from its first line: the newer lines that fit fill the pane, the
        // count of the others under them.
        for (int i = 0; i < 8 && !h.shows("Round 2"); i++) h.keys("e");
        h.keys("L");
        h.press(com.googlecode.lanterna.input.KeyType.Home);
        assertTrue(h.shows("lignes plus récentes") || h.shows("1 ligne plus récente"), h.screen());
        assertFalse(h.shows("newer"), h.screen());
    }

    @Test
    @DisplayName("In English the same screens keep the content's English names")
    void theSameInEnglish() {
        h = new Harness(catalog(), data);
        toTheFord();
        assertTrue(h.shows("▶ Goblins at the ford"), h.screen());
        assertTrue(h.shows("Goblins at the ford (easy): Five goblins hold the far bank"), h.screen());
        h.enter();
        assertTrue(h.shows("Brother Mathis   cleric 3"), h.screen());
        assertTrue(h.shows("longsword"), h.screen());
        h.enter();
        assertTrue(h.row(0).startsWith(" Goblins at the ford "), h.screen());
        assertTrue(h.shows("g1 Goblin 1"), h.screen());
        untilYsolde();
        h.keys("c");
        assertTrue(h.shows("▸ Fire bolt · cantrip"), h.screen());
        h.enter().enter();
        assertTrue(h.shows("Ysolde casts fire bolt") || h.shows("fire bolt"), h.screen());
    }
}
