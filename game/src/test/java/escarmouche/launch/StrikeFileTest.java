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

/** The player's choice about opportunity attacks, kept in settings.properties beside the language. */
class StrikeFileTest {
    @TempDir
    Path dir;

    private StrikeFile file(Path folder) {
        return new StrikeFile(folder, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC()));
    }

    @Test
    @DisplayName("OA-REACTION: the choice is kept and read back by the next session; none yet is no choice")
    void keptAndReadBack() throws Exception {
        Path saves = dir.resolve("saves");
        assertEquals(Optional.empty(), file(saves).remembered());
        file(saves).remember(true);
        assertEquals(Optional.of(true), file(saves).remembered());
        assertTrue(Files.readString(saves.resolve(LanguageFile.NAME)).contains("opportunity=always"));
        file(saves).remember(false);
        assertEquals(Optional.of(false), file(saves).remembered());
        assertTrue(Files.readString(saves.resolve(LanguageFile.NAME)).contains("opportunity=ask"));
    }

    @Test
    @DisplayName("OA-REACTION: the language and other lines stay; a word the game does not know is no choice")
    void besideTheLanguage() throws Exception {
        Files.writeString(dir.resolve(LanguageFile.NAME), "opportunity=sometimes\ncolour=off\n");
        assertEquals(Optional.empty(), file(dir).remembered());
        new LanguageFile(dir, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC())).remember(Language.FR);
        file(dir).remember(true);
        String text = Files.readString(dir.resolve(LanguageFile.NAME));
        assertTrue(text.contains("colour=off") && text.contains("language=fr") && text.contains("opportunity=always"), text);
        assertEquals(Optional.of(Language.FR),
                new LanguageFile(dir, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC())).remembered());
    }

    @Test
    @DisplayName("OA-REACTION: a folder that cannot be written loses the choice quietly, into the error log")
    void unwritable() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        file(notAFolder).remember(true);
        assertEquals(Optional.empty(), file(notAFolder).remembered());
        assertTrue(Files.exists(dir.resolve("data")), "the failure is in the error log");
    }
}
