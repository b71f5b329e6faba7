package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Content;
import escarmouche.content.model.Grimoire;
import escarmouche.ui.lang.ContentNames;
import escarmouche.lang.Language;
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
}
