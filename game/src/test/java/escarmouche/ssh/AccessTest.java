package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.gate.Limits;
import escarmouche.ssh.log.ServerLog;
import escarmouche.ui.page.FightSaves;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.SshException;
import org.apache.sshd.core.CoreModuleProperties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The whole server as {@code serve} starts it, without guests: its configuration reaches the logins. */
@Timeout(60)
class AccessTest {
    @TempDir
    Path data;

    private GameServer server;
    private SshClient client;

    @AfterEach
    void stop() throws Exception {
        if (client != null) client.stop();
        if (server != null) server.close();
    }

    @Test
    @DisplayName("without guests, a key claims its name in players/NAME and a password gets nobody in")
    void keysClaimAndGuestsAreOff() throws Exception {
        List<String> log = new CopyOnWriteArrayList<>();
        ServerLog collect = (event, text) -> log.add(event.word() + " " + text);
        ServerConfig config = new ServerConfig("127.0.0.1", 0, data, Optional.empty(), false, Limits.DEFAULTS);
        server = GameServer.start(config, Launch.loadCatalog(new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8)).orElseThrow(), (dir, player) -> FightSaves.NONE, RulesReference.load(), collect);
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(256);
        KeyPair key = generator.generateKeyPair();

        assertFalse(login("anne", session -> session.addPasswordIdentity("anything")));
        assertTrue(login("anne", session -> session.addPublicKeyIdentity(key)));
        assertTrue(Files.exists(config.playersDir().resolve("anne").resolve("authorized_keys")));
        assertTrue(log.stream().anyMatch(l -> l.startsWith("login-failed ") && l.endsWith("name=anne method=password reason=no-guests")), log.toString());
        assertTrue(log.stream().anyMatch(l -> l.startsWith("login ") && l.contains("player=anne method=publickey") && l.endsWith(" claimed")), log.toString());
    }

    private boolean login(String user, java.util.function.Consumer<ClientSession> identity) throws Exception {
        CoreModuleProperties.PREFERRED_AUTHS.set(client, "publickey,password");
        try (ClientSession session = client.connect(user, "127.0.0.1", server.port()).verify(SshClientSession.WAIT).getSession()) {
            identity.accept(session);
            try {
                session.auth().verify(SshClientSession.WAIT);
                return session.isAuthenticated();
            } catch (SshException refused) {
                return false;
            }
        }
    }
}
