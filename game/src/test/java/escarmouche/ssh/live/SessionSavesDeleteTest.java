package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.gate.Limits;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.SaveWords;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Past fights, x, over SSH: a fight another session of the same player holds is not deleted; when that session has
 * the fight's end on screen (the fight is over, nothing plays it) the player is told so, rather than that a fight
 * being played cannot be deleted.
 */
class SessionSavesDeleteTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");

    @TempDir
    Path data;
    private Sessions sessions;

    @AfterEach
    void stop() {
        if (sessions != null) sessions.close();
    }

    private Path saves() {
        return data.resolve("ana").resolve("saves");
    }

    private static Session admitted(Sessions.Admission a) {
        return assertInstanceOf(Sessions.Admitted.class, a).session();
    }

    @Test
    @DisplayName("ana's first session holds a fight on its end page; her second deletes it from Past fights: it stays,"
            + " and she reads that its end page is open in another of her sessions, in English and in French; while it"
            + " is still played, that a fight being played cannot be deleted")
    void aFightOverOnAnotherSessionsEndPageSaysSo() throws Exception {
        sessions = new Sessions(Limits.DEFAULTS.withPerPlayer(3), (event, text) -> { }, Duration.ofMillis(300));
        Session first = admitted(sessions.admit("ana", "10.0.0.1:1"));
        Session second = admitted(sessions.admit("ana", "10.0.0.1:2"));
        Files.createDirectories(saves());
        Path file = saves().resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.copy(KEPT, file);
        KeptSaves.lock(file, ProcessHandle.current().pid(), "an SSH session of ana");
        first.holds(file.toString());
        FightSaves mine = new SessionSaves(KeptSaves.remote(data, "ana"), saves(), second, sessions);

        FightSaves.Answer<String> playing = mine.delete(file.toString());
        assertFalse(playing.ok());
        assertEquals("A fight being played cannot be deleted.", playing.problem().get(playing.problem().size() - 1));

        first.over(file.toString());
        FightSaves.Answer<String> over = mine.delete(file.toString());
        assertFalse(over.ok());
        assertEquals(List.of("2026-11-23_20-15-00_ogre.jsonl is over, but its end page is open in another of your"
                + " sessions: it can be deleted once that session has left it."), over.problem());
        assertEquals(List.of("2026-11-23_20-15-00_ogre.jsonl est terminé, mais sa page de fin est ouverte dans une autre"
                + " de vos sessions\u00a0: il pourra être supprimé une fois que cette session l'aura quittée."),
                SaveWords.of(ScreenMessages.of(Language.FR), over.problem()));
        assertTrue(Files.exists(file), "the other session reads its end from it");
    }
}
