package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Content;
import escarmouche.content.model.Grimoire;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A monster's reason, as the engine writes it in English, put into the session's language for the log. */
class IntentReasonWordsTest {
    private static Content content() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        return loaded.value();
    }

    @Test
    @DisplayName("In French a skirmisher's reason reads with its French name and why; in English it is as the engine wrote it")
    void reasons() {
        Content c = content();
        PlayerWords fr = PlayerWords.of(List.of(), ContentNames.of(c.words(), Language.FR), Grimoire.EMPTY);
        PlayerWords en = PlayerWords.of(List.of(), ContentNames.of(c.words(), Language.EN), Grimoire.EMPTY);
        assertEquals("tirailleur\u00a0: blessé\u00a0: se glisser hors de l'allonge", fr.reason("skirmisher: hurt: slip out of reach"));
        assertEquals("skirmisher: hurt: slip out of reach", en.reason("skirmisher: hurt: slip out of reach"));
        // A reason the content does not translate (conditions put into words) is said as before.
        assertEquals("skirmisher: hp below 50%", fr.reason("skirmisher: hp below 50%"));
    }

    @Test
    @DisplayName("In French the tutorial's own behaviour reads with its French name: \"garde du camp : défendre le camp\","
            + " not its id camp-guard")
    void theTutorialsBehaviourInFrench() {
        Content c = content();
        var tutorial = new escarmouche.content.load.ScenarioLoader().load(
                c.directory().resolve("tutorial/first-fight.json"), c).value();
        PlayerWords fr = PlayerWords.of(List.of(), ContentNames.of(tutorial.words(), Language.FR), Grimoire.EMPTY);
        assertEquals("garde du camp\u00a0: défendre le camp", fr.reason("camp-guard: defend the camp"));
    }

    @Test
    @DisplayName("A rule on a bloodied target says 'en sang', the game's word for bloodied, not 'se vide de son sang' (bleeding out)")
    void bloodiedIsEnSang() {
        Content c = content();
        PlayerWords fr = PlayerWords.of(List.of(), ContentNames.of(c.words(), Language.FR), Grimoire.EMPTY);
        assertEquals("lanceur de sorts\u00a0: un ami est en sang", fr.reason("caster: a friend is bleeding"));
        assertEquals("héros\u00a0: un ami est en sang", fr.reason("hero: a friend is bleeding"));
        assertEquals("couard\u00a0: il est en sang\u00a0: l'achever", fr.reason("coward: it is bleeding: finish it"));
        assertEquals("cible en sang", ScreenMessages.of(Language.FR).text("engine.when.target.bloodied"));
    }

    @Test
    @DisplayName("A plan said without its behaviour's name, where the screen has just named it: the reason whole, its colon kept")
    void withoutTheOrigin() {
        Content c = content();
        ScreenMessages frm = ScreenMessages.of(Language.FR);
        ScreenMessages enm = ScreenMessages.of(Language.EN);
        PlayerWords fr = PlayerWords.of(List.of(), ContentNames.of(c.words(), Language.FR), Grimoire.EMPTY);
        PlayerWords en = PlayerWords.of(List.of(), ContentNames.of(c.words(), Language.EN), Grimoire.EMPTY);
        String plan = "skirmisher: hurt: slip out of reach -> disengage and retreat";
        assertEquals("blessé\u00a0: se glisser hors de l'allonge → se désengager et reculer", fr.intent(plan, frm, false));
        assertEquals("tirailleur\u00a0: blessé\u00a0: se glisser hors de l'allonge → se désengager et reculer", fr.intent(plan, frm));
        assertEquals("hurt: slip out of reach → disengage and retreat", en.intent(plan, enm, false));
        assertEquals("skirmisher: hurt: slip out of reach → disengage and retreat", en.intent(plan, enm));
    }
}
