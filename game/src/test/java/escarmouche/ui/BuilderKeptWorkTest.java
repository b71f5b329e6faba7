package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.lang.Language;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.ChoiceMemory;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.KeptDraft;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The builder's work kept when a session ends under it with work not saved (docs/gm.md, Keys, Esc/q): under a
 * long name too, and when it cannot be kept, the next session is told why rather than nothing.
 */
class BuilderKeptWorkTest extends ScreenTest {
    @TempDir
    Path own;

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

    private Harness session(EncounterCatalog catalog) {
        h = new Harness(catalog, data, g -> g.rememberingKeptDrafts(memory));
        return h;
    }

    /** A new small room named {@code name}, an archer placed on it: work not saved. */
    private void build(EncounterCatalog catalog, String name) {
        session(catalog).keys("b").keys("1").keys("N").press(new KeyStroke('u', true, false)).keys(name).enter();
        h.keys("c").enter();
        assertTrue(h.shows("archer1: Archer"), h.screen());
    }

    private List<String> files() {
        return List.copyOf(new TreeSet<>(List.of(own.toFile().list())));
    }

    @Test
    @DisplayName("Builder: the work of sessions cut short under a long name is kept each time, the file's name ending"
            + " -recovered, then -recovered-2, the name cut to make room for each")
    void longNameKeptEachTime() throws Exception {
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        build(catalog, "Ambush of the bandits at the old mill");
        h.close();
        assertEquals(List.of("ambush-of-the-bandits-at-the-o-recovered.json"), files());
        assertEquals(KeptDraft.kept("Ambush of the bandits at the old mill (recovered)", "Ambush of the bandits at the old mill (récupérée)"),
                kept.get());
        build(catalog, "Ambush of the bandits at the old mill");
        h.close();
        assertEquals(List.of("ambush-of-the-bandits-at-the-o-recovered.json", "ambush-of-the-bandits-at-the-recovered-2.json"),
                files());
        assertEquals(KeptDraft.kept("Ambush of the bandits at the old mill (recovered) 2", "Ambush of the bandits at the old mill (récupérée) 2"),
                kept.get());
        assertTrue(Files.readString(own.resolve("ambush-of-the-bandits-at-the-recovered-2.json"))
                .contains("\"name\": \"Ambush of the bandits at the old mill (recovered) 2\""));
    }

    @Test
    @DisplayName("Builder: an encounter saved under the longest name (40 characters), changed, then the session cut:"
            + " the change is kept beside the saved file")
    void longestNameSavedThenChanged() throws Exception {
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        build(catalog, "LagrandebatailledumoulinLagrandebataille");
        h.keys("w").keys("l,");
        h.close();
        assertEquals(List.of("lagrandebatailledumoulinlagran-recovered.json", "lagrandebatailledumoulinlagrandebataille.json"),
                files());
        assertTrue(Files.readString(own.resolve("lagrandebatailledumoulinlagran-recovered.json")).contains("\"#.,........#\""));
        assertEquals(KeptDraft.kept("LagrandebatailledumoulinLagrandebataille (recovered)", "LagrandebatailledumoulinLagrandebataille (récupérée)"),
                kept.get());
    }

    @Test
    @DisplayName("Builder: work that cannot be kept (a server player's folder full) is not lost in silence: the next"
            + " session's title screen says so, and why, once")
    void workThatCannotBeKeptIsSaid() throws Exception {
        for (String name : List.of("a", "b")) {
            Files.writeString(own.resolve(name + ".json"), "{\"format\": 1, \"name\": \"" + name + "\"}");
        }
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters", 2);
        build(catalog, "Mill");
        h.close();
        assertEquals(List.of("a.json", "b.json"), files());
        assertEquals(KeptDraft.lost("You keep 2 encounters already: delete one first (Build an encounter, e, then x on it)."),
                kept.get());
        session(catalog);
        assertTrue(h.shows("Your last session ended in the builder with work not saved, and it could not be kept: You"),
                h.screen());
        assertTrue(h.shows("keep 2 encounters already: delete one first (Build an encounter, e, then x on it)."), h.screen());
        // Forgotten once the player has answered it (a key), not when it was first drawn.
        h.press(KeyType.ArrowDown);
        assertEquals(KeptDraft.NONE, kept.get(), "said once");
    }

    @Test
    @DisplayName("Builder: work cut short in French on a copy of the ogre is kept under its English name with the English"
            + " '(recovered)' and its French name with '(récupérée)', the file named from the English; each session's"
            + " title screen says the name in its own language")
    void recoveredNamesInBothLanguages() throws Exception {
        EncounterCatalog catalog = new ContentCatalog(RealContent.content()).keeping(own, "encounters");
        session(catalog).keys("l").keys("b").keys("c");
        for (int i = 0; i < 10 && !h.shows("▶ L'ogre et ses lutteurs"); i++) h.press(KeyType.ArrowDown);
        h.enter().keys("ll#");
        assertTrue(h.shows("(à sauver)"), h.screen());
        h.close();
        assertEquals(List.of("the-ogre-and-its-grapplers-recovered.json"), files());
        String text = Files.readString(own.resolve("the-ogre-and-its-grapplers-recovered.json"));
        assertTrue(text.contains("\"name\": \"The ogre and its grapplers (recovered)\""), text);
        assertTrue(text.replace(" ", "").contains("\"fr\":{\"name\":\"L'ogreetseslutteurs(récupérée)\""), text);
        KeptDraft saved = KeptDraft.kept("The ogre and its grapplers (recovered)", "L'ogre et ses lutteurs (récupérée)");
        assertEquals(saved, kept.get());
        // A next session in English says the English name; one in French, the French name.
        session(catalog);
        assertTrue(h.shows("it is kept as \"The ogre and its grapplers (recovered)\""), h.screen());
        h.close();
        h = new Harness(catalog, data, g -> {
            g.setLanguage(Language.FR);
            return g.rememberingKeptDrafts(memory);
        });
        assertTrue(h.shows("il est gardé sous le nom «\u00a0L'ogre et ses lutteurs (récupérée)\u00a0»"), h.screen());
    }
}
