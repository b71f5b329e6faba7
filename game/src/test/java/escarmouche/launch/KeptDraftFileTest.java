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

/** The name of the builder's work kept at a session's end, waiting in settings.properties for the next session. */
class KeptDraftFileTest {
    @TempDir
    Path dir;

    private KeptDraftFile file() {
        return new KeptDraftFile(dir, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC()));
    }

    @Test
    @DisplayName("The name is kept beside the other choices and read back; blank once said is none")
    void keptReadAndCleared() throws Exception {
        assertEquals(Optional.empty(), file().remembered());
        new PaceFile(dir, new ErrorLogFile(dir.resolve("data"), Clock.systemUTC())).remember(700);
        file().remember("Moulin (récupérée) 2");
        assertEquals(Optional.of("Moulin (récupérée) 2"), file().remembered());
        assertTrue(Files.readString(dir.resolve(SettingsProperties.NAME)).contains("pace=700"), "the other choices stay");
        file().remember("");
        assertEquals(Optional.empty(), file().remembered());
    }

    @Test
    @DisplayName("A name that would not read back as itself (a line break, a backslash, 200 characters) is kept as none")
    void onlyPlainNames() {
        for (String odd : new String[] {"Mill\nrecovered=x", "C:\\mill", "m".repeat(200)}) {
            file().remember(odd);
            assertEquals(Optional.empty(), file().remembered(), odd);
        }
    }
}
