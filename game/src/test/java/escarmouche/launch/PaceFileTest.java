package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's choice of the monsters' pace, kept in settings.properties beside their other choices. */
class PaceFileTest {
    @TempDir
    Path dir;

    private PaceFile file(Path folder) {
        return new PaceFile(folder, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC()));
    }

    @Test
    @DisplayName("The pace is kept and read back by the next session, beside the other choices; none yet is no choice")
    void keptAndReadBack() throws Exception {
        Path saves = dir.resolve("saves");
        assertEquals(Optional.empty(), file(saves).remembered());
        new StrikeFile(saves, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC())).remember(true);
        file(saves).remember(700);
        assertEquals(Optional.of(700), file(saves).remembered());
        String text = Files.readString(saves.resolve(SettingsProperties.NAME));
        assertTrue(text.contains("pace=700") && text.contains("opportunity=always"), text);
    }

    @Test
    @DisplayName("A wait the title screen does not offer, or no number at all, is no choice")
    void onlyOfferedWaits() throws Exception {
        for (String word : new String[] {"0", "451", "-150", "99999999999", "fast", ""}) {
            Files.writeString(dir.resolve(SettingsProperties.NAME), "pace=" + word + "\n");
            assertEquals(Optional.empty(), file(dir).remembered(), word);
        }
        Files.writeString(dir.resolve(SettingsProperties.NAME), "pace= 1500\n");
        assertEquals(Optional.of(1500), file(dir).remembered());
    }

    @Test
    @DisplayName("A folder that cannot be written loses the choice quietly, into the error log")
    void unwritable() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");
        file(notAFolder).remember(300);
        assertEquals(Optional.empty(), file(notAFolder).remembered());
        assertTrue(Files.exists(dir.resolve("data")), "the failure is in the error log");
    }
}
