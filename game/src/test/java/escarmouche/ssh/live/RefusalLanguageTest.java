package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.gate.Limits;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A login refused for too many sessions is told why in the language the game would have spoken to it. */
@Timeout(60)
class RefusalLanguageTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("A client sending LANG=fr_FR.UTF-8 over the session limit reads in French that it has 1 session open already")
    void theRefusalIsInTheClientsLanguage() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS.withPerPlayer(1))) {
            try (SshClientSession one = server.login("ana")) {
                assertTrue(one.waitFor("E S C A R M O U C H E"), one::text);
                try (SshClientSession two = new SshClientSession(server.client, server.server.port(), "ana", 80, 24,
                        Map.of("LANG", "fr_FR.UTF-8"))) {
                    assertTrue(two.waitClosed(), "the second session was not closed");
                    assertEquals(1, two.exitStatus());
                    assertTrue(two.text().replaceAll("\\s+", " ").contains("ana a déjà 1 session ouverte sur ce serveur"),
                            two::text);
                }
            }
        }
    }

    @Test
    @DisplayName("The refusal's words: English exactly as before, French with its own plural and duration")
    void theWords() {
        Sessions.Refused refused = new Sessions.Refused("ana", 2, Duration.ofMinutes(30));
        assertEquals("ana already has 2 live sessions on this server, the most one player may have at once. Close one"
                + " (an idle one is closed after 30 minutes without a key pressed), then log in again.", refused.message());
        assertEquals("ana a déjà 2 sessions ouvertes sur ce serveur, le plus qu'un joueur puisse avoir à la fois."
                + " Fermez-en une (une session est fermée après 30\u00a0minutes sans touche pressée), puis reconnectez-vous.",
                refused.message(ScreenMessages.of(Language.FR)));
        assertEquals("1 minute", Sessions.words(Duration.ofSeconds(60)));
        assertEquals("90\u00a0secondes", Sessions.words(Duration.ofSeconds(90), ScreenMessages.of(Language.FR)));
    }
}
