package escarmouche.ui.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.RecordingFile;
import escarmouche.ui.page.FightSaves.Past;
import escarmouche.ui.page.SaveWords;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A save the game may not read (another user's, mode 600): said with a plain reason, as the game says it of a folder it
 * may not write in. Java's AccessDeniedException says only the path: Past fights, Continue and check said "cannot be
 * read (/the/whole/path)", the path three times and no reason. (The tests run as root, whom permissions do not stop:
 * the failure is the one Java throws.)
 */
class UnreadableSaveReasonTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final String NBSP = "\u00a0";
    private static final Path FILE = Path.of("/home/ana/saves/2026-12-07_11-00-00_unreadable.jsonl");

    private static String problem(Exception e) {
        return RecordingFile.unread(FILE, (java.io.IOException) e).getMessage();
    }

    private static Past listed(String problem) {
        return new Past(FILE.toString(), "2026-12-07 11:00", "Goblins at the ford", null, 0, false, problem);
    }

    @Test
    @DisplayName("A save the game may not read says 'permission denied' after its file, once: the list, its page and check")
    void permissionDenied() {
        String problem = problem(new AccessDeniedException(FILE.toString()));
        assertEquals(FILE + ": permission denied", problem, "what Continue's page and check say, in English");
        assertEquals("Cannot be read: permission denied (2026-12-07_11-00-00_unreadable.jsonl)",
                PastFightsPage.cannotBeRead(EN, listed(problem)));
        assertEquals("Illisible" + NBSP + ": permission refusée (2026-12-07_11-00-00_unreadable.jsonl)",
                PastFightsPage.cannotBeRead(FR, listed(problem)));
        assertEquals(FILE + NBSP + ": permission refusée", SaveWords.of(FR, problem));
    }

    @Test
    @DisplayName("Another reason the system gives is said as it gives it, in the session's language where it knows it")
    void systemReason() {
        String problem = problem(new FileSystemException(FILE.toString(), null, "Input/output error"));
        assertEquals(FILE + ": Input/output error", problem);
        assertEquals("Cannot be read: Input/output error (2026-12-07_11-00-00_unreadable.jsonl)",
                PastFightsPage.cannotBeRead(EN, listed(problem)));
        assertEquals("Illisible" + NBSP + ": erreur d'entrée-sortie (2026-12-07_11-00-00_unreadable.jsonl)",
                PastFightsPage.cannotBeRead(FR, listed(problem)));
    }
}
