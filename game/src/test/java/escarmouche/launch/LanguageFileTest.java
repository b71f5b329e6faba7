package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's choice of language, kept in settings.properties between sessions. */
class LanguageFileTest {
    @TempDir
    Path dir;

    private LanguageFile file(Path folder) {
        return new LanguageFile(folder, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC()));
    }

    @Test
    @DisplayName("A choice is kept and read back by the next session; none yet is no choice")
    void keptAndReadBack() throws Exception {
        Path saves = dir.resolve("saves");
        assertEquals(Optional.empty(), file(saves).remembered());
        file(saves).remember(Language.FR);
        assertEquals(Optional.of(Language.FR), file(saves).remembered());
        assertTrue(Files.readString(saves.resolve(LanguageFile.NAME)).contains("language=fr"));
        file(saves).remember(Language.EN);
        assertEquals(Optional.of(Language.EN), file(saves).remembered());
    }

    @Test
    @DisplayName("Other settings in the file stay; a value the game does not know is no choice, not an error")
    void otherLinesAndBadValues() throws Exception {
        Files.writeString(dir.resolve(LanguageFile.NAME), "language=klingon\ncolour=off\n");
        assertEquals(Optional.empty(), file(dir).remembered());
        file(dir).remember(Language.FR);
        String text = Files.readString(dir.resolve(LanguageFile.NAME));
        assertTrue(text.contains("colour=off") && text.contains("language=fr"), text);
    }

    @Test
    @DisplayName("A folder that cannot be written loses the choice quietly: the error goes to the error log")
    void unwritable() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        file(notAFolder).remember(Language.FR);
        assertEquals(Optional.empty(), file(notAFolder).remembered());
        assertTrue(Files.exists(dir.resolve("data")), "the failure is in the error log");
    }
}
