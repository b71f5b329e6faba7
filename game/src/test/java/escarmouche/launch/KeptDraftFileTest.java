package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ui.page.KeptDraft;
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
        file().remember(KeptDraft.kept("Moulin (récupérée) 2"));
        assertEquals(Optional.of(KeptDraft.kept("Moulin (récupérée) 2")), file().remembered());
        assertTrue(Files.readString(dir.resolve(SettingsProperties.NAME)).contains("pace=700"), "the other choices stay");
        file().remember(KeptDraft.NONE);
        assertEquals(Optional.empty(), file().remembered());
    }

    @Test
    @DisplayName("The kept work's French name is kept beside its English one and read back with it, for a next session"
            + " in French; blank once said")
    void frenchNameKept() throws Exception {
        file().remember(KeptDraft.kept("The ogre and its grapplers (recovered)", "L'ogre et ses lutteurs (récupérée)"));
        assertEquals(Optional.of(KeptDraft.kept("The ogre and its grapplers (recovered)", "L'ogre et ses lutteurs (récupérée)")),
                file().remembered());
        assertTrue(Files.readString(dir.resolve(SettingsProperties.NAME)).contains("recovered.fr=L'ogre et ses lutteurs (récupérée)"));
        file().remember(KeptDraft.NONE);
        assertEquals(Optional.empty(), file().remembered());
    }

    @Test
    @DisplayName("Work that could not be kept: why is kept for the next session, one line, a Windows path's backslashes"
            + " made slashes rather than the reason dropped; blank once said")
    void whyNotKept() throws Exception {
        file().remember(KeptDraft.kept("Mill (recovered)"));
        file().remember(KeptDraft.lost("C:\\saves\\encounters/mill-recovered.json could not be written:\naccess denied"));
        assertEquals(Optional.of(KeptDraft.lost("C:/saves/encounters/mill-recovered.json could not be written: access denied")),
                file().remembered());
        assertTrue(Files.readString(dir.resolve(SettingsProperties.NAME)).contains("recovered=\n"), "no name beside it");
        file().remember(KeptDraft.NONE);
        assertEquals(Optional.empty(), file().remembered());
    }

    @Test
    @DisplayName("A name that would not read back as itself (a line break, a backslash, 200 characters) is kept as none")
    void onlyPlainNames() {
        for (String odd : new String[] {"Mill\nrecovered=x", "C:\\mill", "m".repeat(200)}) {
            file().remember(KeptDraft.kept(odd));
            assertEquals(Optional.empty(), file().remembered(), odd);
        }
    }

    @Test
    @DisplayName("A name holding a character the terminal obeys (the 8-bit CSI U+009B, the direction override U+202E),"
            + " kept or written by hand, is none, as a line break is; a reason has them made spaces")
    void noNameTheTerminalObeys() throws Exception {
        for (String odd : new String[] {"Mill\u009B2J", "Mill \u202Edereveocer"}) {
            file().remember(KeptDraft.kept(odd));
            assertEquals(Optional.empty(), file().remembered(), odd);
            Files.writeString(dir.resolve(SettingsProperties.NAME), "recovered=" + odd + "\n");
            assertEquals(Optional.empty(), file().remembered(), "by hand: " + odd);
        }
        file().remember(KeptDraft.lost("mill.json\u009B2J could not be written:\u202E\u2066 disk full"));
        assertEquals(Optional.of(KeptDraft.lost("mill.json 2J could not be written:  disk full")), file().remembered());
    }
}
