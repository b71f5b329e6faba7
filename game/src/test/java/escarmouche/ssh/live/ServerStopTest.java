package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The server stopping tells each player why, in the player's language, and keeps a fight in play for the next login. */
@Timeout(90)
class ServerStopTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("Stopping the server: a player in a fight reads that it stops and the fight is kept, a French one on the title screen that it stops, in French; the fight is marked to go on with")
    void playersAreToldAndTheFightIsKept() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS);
             SshClientSession ana = server.login("ana");
             SshClientSession bert = server.login("bert", "fr_FR.UTF-8")) {
            server.startFight(ana);
            Path recording = server.recording("ana");
            assertTrue(bert.waitFor("E S C A R M O U C H E"), bert::text);
            server.server.close();
            assertTrue(ana.waitClosed(), "the session was not closed");
            assertTrue(bert.waitClosed(), "the session was not closed");
            // The client may see its channel closed a moment before it has handed on the last words it received.
            assertTrue(SessionsServer.eventually(() -> ana.text().replaceAll("\\s+", " ")
                    .contains("The server is stopping; your fight is saved: log in again later to go on with it.")), ana::text);
            // Its last words come after the screen is given back, as a line of plain text.
            assertTrue(SessionsServer.eventually(() -> bert.raw().replaceAll("\\s+", " ")
                    .contains("Le serveur s'arrête. Reconnectez-vous plus tard.")), bert::raw);
            assertFalse(bert.raw().replaceAll("\\s+", " ").contains("enregistré"), bert::text);
            assertFalse(Files.exists(recording.resolveSibling(recording.getFileName() + ".lock")), "the lock was let go");
            assertTrue(Files.isRegularFile(server.marker("ana")), "the fight is marked to go on with");
            assertFalse(Files.exists(server.marker("bert")), "no fight to go on with");
        }
    }

    @Test
    @DisplayName("Stopping the server during a table's fight: the game master reads that the fight is saved, a player that"
            + " the game master keeps it; the table closes as stopped and makes no player's copy of the fight cut short")
    void aTablesFightIsKeptByItsGameMaster() throws Exception {
        try (SessionsServer server = new SessionsServer(data, Limits.DEFAULTS);
             SshClientSession anne = server.login("anne");
             SshClientSession bert = server.login("bert")) {
            SessionsServer.fightAtATable(anne, "anne", bert, "bert");
            server.server.close();
            assertTrue(anne.waitClosed(), "the session was not closed");
            assertTrue(bert.waitClosed(), "the session was not closed");
            // The client may see its channel closed a moment before it has handed on the last words it received.
            assertTrue(SessionsServer.eventually(() -> anne.text().replaceAll("\\s+", " ")
                    .contains("The server is stopping; your fight is saved")), anne::text);
            assertTrue(SessionsServer.eventually(() -> bert.text().replaceAll("\\s+", " ")
                    .contains("The server is stopping; your table's fight is kept by its game master, who can go on with it"
                            + " later.")), bert::text);
            assertTrue(server.log.stream().anyMatch(l -> l.startsWith("table ") && l.endsWith("closed why=server-stopping")),
                    () -> String.join("\n", server.log));
            assertEquals(1, server.files("anne", ".jsonl").size(), "the game master keeps the recording");
            assertEquals(List.of(), server.files("bert", ".jsonl"), "no copy of a fight cut short");
        }
    }
}
