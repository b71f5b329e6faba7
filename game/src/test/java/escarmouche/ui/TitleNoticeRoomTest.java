package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.lang.Language;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.ChoiceMemory;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.KeptDraft;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The title screen's word for the player (docs/gm.md, the builder's Esc/q) at 80x24, where the menu can leave no
 * row under it (the French blurb's fourth row; every item over SSH): it is shown in a box over the menu, and the
 * builder's kept work is forgotten only once the player has answered that word with a key.
 */
class TitleNoticeRoomTest extends ScreenTest {
    @TempDir
    Path own;
    @TempDir
    Path saves;

    private final AtomicReference<KeptDraft> kept = new AtomicReference<>(KeptDraft.NONE);

    /** What the next session's title screen reads, kept in memory as settings.properties keeps it. */
    private final ChoiceMemory<KeptDraft> memory = new ChoiceMemory<>() {
        @Override
        public Optional<KeptDraft> remembered() {
            return kept.get().equals(KeptDraft.NONE) ? Optional.empty() : Optional.of(kept.get());
        }

        @Override
        public void remember(KeptDraft choice) {
            kept.set(choice);
        }
    };

    private Harness frenchSession(EncounterCatalog catalog) {
        h = new Harness(catalog, data, g -> {
            g.setLanguage(Language.FR);
            return g.rememberingKeptDrafts(memory);
        });
        return h;
    }

    @Test
    @DisplayName("Builder: in French at 80x24 the next session's title screen shows the kept work in a box over the"
            + " menu, and forgets it only after the player's key, which closes the box and does nothing else")
    void keptWorkShownAt80x24InFrench() {
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        frenchSession(catalog).keys("b").keys("1").keys("#");
        assertTrue(h.shows("(à sauver)"), h.screen());
        h.close();
        assertEquals(KeptDraft.kept("Ma rencontre (recovered)", "Ma rencontre (récupérée)"), kept.get());

        frenchSession(catalog);
        assertTrue(h.shows("Votre dernière session s'est terminée dans l'éditeur sur un travail non enregistré\u00a0: il"
                + " est gardé sous le nom «\u00a0Ma rencontre (récupérée)\u00a0». Créer une rencontre, puis e, pour le"
                + " reprendre ou le supprimer."), h.screen());
        assertTrue(h.row(23).startsWith("Entrée/Échap fermer"), h.row(23));
        // Shown, not yet answered: a session cut now would say it again.
        assertEquals(KeptDraft.kept("Ma rencontre (recovered)", "Ma rencontre (récupérée)"), kept.get());
        // The box hides the menu's last items: the key that closes it runs none (q would have quit).
        h.press(new KeyStroke('q', false, false));
        assertEquals(KeptDraft.NONE, kept.get(), "said once, and answered");
        assertFalse(h.shows("Votre dernière session"), h.screen());
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        assertTrue(h.row(23).contains("q quitter"), h.row(23));
    }

    @Test
    @DisplayName("Builder: in French at 80x24 the work that could not be kept is said in full, and why")
    void lostWorkShownAt80x24InFrench() {
        // As the builder words it when a server player's 100 encounters leave no room.
        kept.set(KeptDraft.lost("Vous gardez déjà 100 rencontres\u00a0: supprimez-en une d'abord (Créer une rencontre, e,"
                + " puis x dessus)."));
        frenchSession(new ContentCatalog(RealContent.content()).keeping(own, "encounters"));
        assertTrue(h.shows("Votre dernière session s'est terminée dans l'éditeur sur un travail non enregistré, et il"
                + " n'a pas pu être gardé\u00a0: Vous gardez déjà 100 rencontres\u00a0: supprimez-en une d'abord (Créer une"
                + " rencontre, e, puis x dessus)."), h.screen());
        assertTrue(h.row(23).startsWith("Entrée/Échap fermer"), h.screen());
        assertEquals(KeptDraft.lost("Vous gardez déjà 100 rencontres\u00a0: supprimez-en une d'abord (Créer une rencontre,"
                + " e, puis x dessus)."), kept.get());
        h.keys("x");
        assertEquals(KeptDraft.NONE, kept.get());
    }

    @Test
    @DisplayName("Builder: in French at 80x24 with a fight to continue and past fights, w on leaving says where the"
            + " encounter was saved, in a box over the menu")
    void savedOnLeavingShownAt80x24InFrench() {
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        h = new Harness(catalog, KeptSaves.local(saves), data, g -> {
            g.setLanguage(Language.FR);
            return g;
        });
        // A fight left under way: Continue and Past fights join the menu, which then leaves two rows under it.
        h.keys("n").enter().enter().keys("Q").keys("y");
        assertTrue(h.shows("g  Reprendre\u00a0: Embuscade dans la crypte"), h.screen());
        assertTrue(h.shows("p  Combats passés (1)"), h.screen());
        // The longest name: three rows of notice, one more than the menu leaves.
        h.keys("b").keys("1").keys("N").press(new KeyStroke('u', true, false)).keys("LagrandebatailledumoulinLagrandebataille")
                .enter();
        h.keys("#").esc().keys("w");
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        assertTrue(h.shows("Enregistrée\u00a0: encounters/lagrandebatailledumoulinlagrandebataille.json, problèmes à"
                + " corriger."), h.screen());
        assertTrue(h.row(23).startsWith("Entrée/Échap fermer"), h.screen());
        h.enter();
        assertFalse(h.shows("Enregistrée"), h.screen());
        // Enter closed the box without taking up the fight under the cursor.
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
    }
}
