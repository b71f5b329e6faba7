package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.SshClientSession;
import escarmouche.ssh.gate.Limits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A guest's name while the guest plays, against a stranger's new key from another address (127.0.0.2): the
 * key must neither claim the name nor reach the fight, the table seat or the saves; a key from the guest's own
 * address, or once the name is nobody's, claims it as docs/server.md says.
 */
@Timeout(90)
class GuestNameKeyTest {
    @TempDir
    Path data;

    private SessionsServer server;

    @BeforeEach
    void start() throws Exception {
        server = new SessionsServer(data, Limits.DEFAULTS);
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    @Test
    @DisplayName("Over SSH: a new key from another address cannot claim a guest's name while the guest fights; the fight goes on")
    void aStrangersKeyDoesNotTakeAGuestsFight() throws Exception {
        try (SshClientSession vic = server.login("vic")) {
            server.startFight(vic);
            strangerTurnedAway("vic");
            assertFalse(Files.exists(account("vic")), "the name stays free");
            assertTrue(server.log.stream().anyMatch(l -> l.startsWith("login-failed address=127.0.0.2:")
                    && l.endsWith(" name=vic method=publickey reason=guest-elsewhere")), () -> String.join("\n", server.log));
            assertTrue(server.log.stream().anyMatch(l -> l.startsWith("limit address=127.0.0.2:")
                    && l.contains(" player=vic limit=guest-elsewhere from=127.0.0.1:")), () -> String.join("\n", server.log));
            assertFalse(server.logged("takeover"), () -> String.join("\n", server.log));
            assertFalse(vic.closesWithin(Duration.ofMillis(300)), "the guest plays on");
        }
    }

    @Test
    @DisplayName("Over SSH: a new key from another address cannot take a guest game master's table seat")
    void aStrangersKeyDoesNotTakeAGuestsTable() throws Exception {
        try (SshClientSession gm = server.login("gus"); SshClientSession hal = server.login("hal")) {
            SessionsServer.fightAtATable(gm, "gus", hal, "hal");
            strangerTurnedAway("gus");
            assertFalse(Files.exists(account("gus")));
            assertFalse(gm.closesWithin(Duration.ofMillis(300)), "the game master keeps the table");
        }
    }

    @Test
    @DisplayName("Over SSH: a key from the guest's own address, or on a name nobody plays, claims it as before")
    void theGuestsOwnAddressOrAFreeNameIsClaimed() throws Exception {
        try (SshClientSession vic = server.login("vic")) {
            assertTrue(vic.waitFor("E S C A R M O U C H E"), vic::text);
            try (SshClientSession same = new SshClientSession(server.client, server.server.port(), "vic", newKey(),
                    "127.0.0.1")) {
                assertTrue(same.waitFor("E S C A R M O U C H E"), same::text);
            }
        }
        assertTrue(Files.exists(account("vic")));
        try (SshClientSession nobody = new SshClientSession(server.client, server.server.port(), "ned", newKey(),
                "127.0.0.2")) {
            assertTrue(nobody.waitFor("E S C A R M O U C H E"), nobody::text);
        }
        assertTrue(Files.exists(account("ned")));
    }

    /**
     * A new key from 127.0.0.2 logs in under {@code player}. Refused, MINA's client goes on with keyboard-interactive
     * (as OpenSSH does), a guest's login, which the guest's hold on the name turns away in turn.
     */
    private void strangerTurnedAway(String player) throws Exception {
        try (SshClientSession stranger = new SshClientSession(server.client, server.server.port(), player, newKey(),
                "127.0.0.2")) {
            assertTrue(stranger.waitFor("is being played from another address"), stranger::text);
            assertTrue(stranger.waitClosed());
        }
    }

    private Path account(String player) {
        return data.resolve("players").resolve(player).resolve("authorized_keys");
    }

    private static KeyPair newKey() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(256);
        return generator.generateKeyPair();
    }
}
