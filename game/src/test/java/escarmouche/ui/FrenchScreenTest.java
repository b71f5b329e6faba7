package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.launch.ContentCatalog;
import escarmouche.lang.Language;
import escarmouche.testing.KeptChoices;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The screens in French, on an 80x24 virtual terminal: switched from the title screen, every text of the
 * first slice in French, nothing cut, no key left unresolved.
 */
class FrenchScreenTest extends ScreenTest {
    /** A key the bundles do not hold shows as {@code !key!}. */
    private static final Pattern UNRESOLVED = Pattern.compile("![a-z]+\\.[a-z.-]+!");

    private static TestCatalog catalog() {
        return new TestCatalog().add("blow", "Un coup", "Un héros, un gobelin.", "easy", OneBlow.scenario()::build);
    }

    /** What would show that a French screen lost something: a key left as is, a text cut with "…". */
    private void fits() {
        String screen = h.screen();
        assertFalse(UNRESOLVED.matcher(screen).find(), "a key without a text: " + screen);
        assertFalse(screen.contains("…"), "something is cut: " + screen);
    }

    /**
     * Over the battle screen only the interface's own texts are checked: the encounter's name (content, in
     * English for now) may be shortened in the status bar to leave the status whole, as in English.
     */
    private void noKeyLeft() {
        assertFalse(UNRESOLVED.matcher(h.screen()).find(), "a key without a text: " + h.screen());
    }

    /** The last row (the hint bar) holds each of the labels, whole. */
    private void hintBarHolds(String... labels) {
        String bar = h.row(23);
        for (String l : labels) assertTrue(bar.contains(l), "'" + l + "' is not whole in the hint bar: [" + bar + "]");
    }

    @Test
    @DisplayName("l on the title screen switches to French and back; each choice is kept for the next session")
    void switchingOnTheTitleScreen() {
        h = new Harness(catalog(), data);
        KeptChoices<Language> choices = new KeptChoices<>();
        List<Language> kept = choices.kept;
        h.game.rememberingLanguage(choices);
        assertTrue(h.shows("l  Language: English (l: français)"), h.screen());
        h.keys("l");
        assertTrue(h.shows("n  Nouveau combat"), h.screen());
        assertTrue(h.shows("l  Langue\u00a0: français (l\u00a0: English)"), h.screen());
        assertTrue(h.shows("Première fois\u00a0? Commencez par le didacticiel"), h.screen());
        // The French blurb takes four rows, one more than the English: the menu still starts a row under it.
        int menu = h.find("n  Nouveau combat")[1];
        assertTrue(h.row(menu - 1).isBlank() && h.row(menu - 2).contains("règle qui s'applique"), h.screen());
        hintBarHolds("↑↓ choix", "Entrée valider", "q quitter");
        fits();
        h.keys("l");
        assertTrue(h.shows("n  New fight"), h.screen());
        assertEquals(List.of(Language.FR, Language.EN), kept);
    }

    @Test
    @DisplayName("In French at 80x24: the list of encounters, the party screen and the keys (?) speak French, nothing cut")
    void theMenusInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l").keys("n");
        assertTrue(h.shows("Nouveau combat\u00a0: choisissez une rencontre"), h.screen());
        hintBarHolds("↑↓ choix", "Entrée groupe", "Échap retour");
        fits();
        h.enter();
        assertTrue(h.shows("Votre groupe (1 sur 6 au plus)"), h.screen());
        assertTrue(h.shows("à la main"), h.screen());
        assertTrue(h.shows("Face à\u00a0: 1 adversaire"), h.screen());
        hintBarHolds("e modifier", "a ajout", "x retrait", "h main/IA", "Entrée jouer", "Échap retour");
        fits();
        // e says the same word on the list of encounters (where the builder is there to open it) and here.
        for (escarmouche.lang.Language language : escarmouche.lang.Language.values()) {
            escarmouche.lang.ScreenMessages m = escarmouche.lang.ScreenMessages.of(language);
            org.junit.jupiter.api.Assertions.assertEquals(m.text("encounters.hint.edit"), m.text("party.hint.edit"), language.name());
        }
        h.esc().esc();
        h.keys("k");
        assertTrue(h.shows("Touches"), h.screen());
        assertTrue(h.shows("Se déplacer"), h.screen());
        assertTrue(h.shows("attaque d'opportunité"), h.screen());
        fits();
    }

    @Test
    @DisplayName("In French at 80x24: the battle's status line, its hint bars (planner, look, target), leaving, then the end of the fight and its table")
    void aFightInFrench() {
        h = new Harness(catalog(), data);
        h.keys("l").keys("n").enter().enter();
        assertTrue(h.shows("▶ hero · déplacement 6/6 · action prête · réaction prête"), h.screen());
        hintBarHolds("flèches pas", "m chemin", "a attaque", "e fin tour", "Espace menu", "w pourquoi\u00a0?", "? aide");
        noKeyLeft();
        h.keys(" ");
        assertTrue(h.shows("Actions de hero"), h.screen());
        assertTrue(h.shows("D Se désengager (chances contre chaque ennemi proche)"), h.screen());
        // Neither a grapple nor a net holds hero, as the English says: not "nothing holds hero" (restrained from the start).
        assertTrue(h.shows("x Se libérer · ni lutte ni filet sur hero"), h.screen());
        // The bar says the menu's keys while it is open, not the battle's.
        hintBarHolds("Entrée choisir", "Échap retour");
        assertFalse(h.row(23).contains("m chemin"), h.row(23));
        fits();
        h.esc();
        h.keys("?");
        assertTrue(h.shows("Se déplacer"), h.screen());
        // The count of lines follows the help's text; the words around it are what this test reads.
        hintBarHolds("↑↓ Pg préc. Pg suiv. défiler  (1-19 sur ", "Entrée/Échap fermer");
        assertTrue(h.row(23).matches(".*\\(1-19 sur \\d{3}\\).*"), h.row(23));
        fits();
        h.esc();
        h.keys("m");
        // No path yet, nor difficult ground on it: no careful or risky choice to offer.
        hintBarHolds("flèches tracer", "Ret.arr défaire", "Entrée partir", "Échap annuler");
        h.esc();
        h.keys("v");
        hintBarHolds("flèches curseur", "Tab créature suivante", "Entrée y aller", "Échap fini");
        h.esc();
        h.keys("a");
        hintBarHolds("Tab/←→ cible suivante", "w arme", "Entrée attaque", "Échap annuler");
        h.esc();
        h.keys("Q");
        assertTrue(h.shows("Quitter ce combat\u00a0?"), h.screen());
        assertTrue(h.shows("g Abandonner\u00a0: le groupe se rend, le combat est perdu"), h.screen());
        fits();
        h.esc();
        h.keys("a").enter();
        assertTrue(h.shows("Le combat est fini\u00a0: victoire. Entrée\u00a0: le bilan"), h.screen());
        hintBarHolds("Entrée bilan", "w pourquoi\u00a0?", "L parcourir le journal", "? aide");
        h.enter();
        assertTrue(h.shows("Fin du combat"), h.screen());
        assertTrue(h.shows("Victoire\u00a0: le groupe tient le terrain."), h.screen());
        assertTrue(h.shows("1 round · graine 1"), h.screen());
        assertTrue(h.shows("Tombés"), h.screen());
        assertTrue(h.shows("Créature        infligé reçu   coups ratés   crit.  éch. crit."), h.screen());
        assertTrue(h.shows("s\u00a0: rejouer avec la même graine"), h.screen());
        assertTrue(h.shows("l\u00a0: retour à la liste des rencontres"), h.screen());
        fits();
    }

    @Test
    @DisplayName("In French at 80x24: the tutorial's welcome, its notes, the side panel's lessons and its closing screen")
    void theTutorialInFrench() throws Exception {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        assertTrue(loaded.ok(), () -> "content/ does not load: " + loaded.problems());
        h = new Harness(new ContentCatalog(loaded.value()), data);
        h.keys("l").keys("t");
        assertTrue(h.shows("Bienvenue. Ce court combat"), h.screen());
        // Said across two lines of the box, beside the log's tail on the right: each half looked for alone.
        assertTrue(h.shows("L'action se désengager (D) vous donne une"), h.screen());
        assertTrue(h.shows("chance de filer\u00a0: un jet contre chaque ennemi"), h.screen());
        assertTrue(h.shows("Entrée/Échap fermer"), h.screen());
        noKeyLeft();
        h.enter();
        // Dozer sleeps, prone from the start: its rule's note comes before the first move (COND-UNCONSCIOUS).
        readNotes();
        h.keys("l");
        readNotes();
        h.keys("a").enter();
        assertTrue(h.shows("Nouvelle règle") || h.shows("Nouvelles règles"), h.screen());
        // The critical's note comes below the box's first rows, after those of the attack roll, the ability, the
        // proficiency and advantage: the box scrolls down to it.
        for (int i = 0; i < 30 && !h.shows("Un coup critique double les dégâts"); i++) {
            h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        }
        assertTrue(h.shows("Un coup critique double les dégâts"), h.screen());
        noKeyLeft();
        readNotes();
        assertTrue(h.shows("[x] Critique sur le dormeur"), h.screen());
        assertTrue(h.shows("Didacticiel\u00a0: essayez"), h.screen());
        assertTrue(h.shows("[ ] Deux pas dans l'allonge"), h.screen());
        assertTrue(h.shows("Groupe   R\u00a0: réaction prête"), h.screen());
        assertTrue(h.shows("Ennemis"), h.screen());
        while (!h.shows("Round 3\u00a0: au tour de Rowan")) {
            h.keys("e");
            readNotes();
        }
        h.keys("jk");
        readNotes();
        h.enter();
        readNotes();
        h.keys("g");
        h.enter();
        readNotes();
        assertTrue(h.shows("[x] Lutte avec l'éveillé"), h.screen());
        h.keys("e");
        readNotes();
        assertTrue(h.shows("Didacticiel terminé"), h.screen());
        assertTrue(h.shows("Snarl jette son cimeterre et se rend"), h.screen());
        assertTrue(h.shows("- Dans l'allonge d'un ennemi, le deuxième pas provoque une attaque"), h.screen());
        assertTrue(h.shows("Entrée/Échap écran titre"), "the closing screen fits without scrolling: " + h.screen());
        assertFalse(h.shows("Entrée ou Échap"), "said once, in the footer: " + h.screen());
        noKeyLeft();
    }

    /** Closes every note box until the battle screen takes keys again. */
    private void readNotes() {
        for (int i = 0; i < 6 && (h.shows("Nouvelle règle") || h.shows("Nouvelles règles") || h.shows("Bienvenue."));
             i++) {
            h.enter();
        }
    }

    @Test
    @DisplayName("In French the Page keys have their French names: Pg préc. and Pg suiv., in the key help and the replay's help")
    void pageKeysInFrench() {
        escarmouche.lang.ScreenMessages fr = escarmouche.lang.ScreenMessages.of(Language.FR);
        String help = String.join("\n", escarmouche.ui.page.KeyHelp.lines(fr).stream()
                .map(escarmouche.ui.page.Line::text).toList());
        assertTrue(help.contains("L, Pg préc., Pg suiv."), help);
        assertFalse(help.contains("PgUp") || help.contains("PgDn"), help);
        assertEquals("↑↓ Pg préc. Pg suiv.", fr.text("page.scroll.keys"));
        assertFalse(fr.text("replay.why.more", "3").contains("PgDn"), fr.text("replay.why.more", "3"));
        assertFalse(fr.text("replay.keys.7").contains("PgUp"), fr.text("replay.keys.7"));
    }
}
