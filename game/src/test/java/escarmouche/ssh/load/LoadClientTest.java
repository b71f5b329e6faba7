package escarmouche.ssh.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.keyboard.InteractiveChallenge;
import org.apache.sshd.server.auth.keyboard.KeyboardInteractiveAuthenticator;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;
import org.apache.sshd.server.session.ServerSession;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The load client logs in as a guest whichever of the two guest logins a server offers. */
@Timeout(60)
class LoadClientTest {
    @Test
    @DisplayName("Load tool: the client answers a keyboard-interactive prompt that does not ask for a password")
    void keyboardInteractive() throws Exception {
        List<String> answers = new CopyOnWriteArrayList<>();
        SshServer server = server();
        server.setUserAuthFactories(List.of(UserAuthKeyboardInteractiveFactory.INSTANCE));
        server.setKeyboardInteractiveAuthenticator(new KeyboardInteractiveAuthenticator() {
            @Override
            public InteractiveChallenge generateChallenge(ServerSession session, String username, String lang,
                                                          String subMethods) {
                InteractiveChallenge challenge = new InteractiveChallenge();
                challenge.setInteractionName("Guest");
                challenge.addPrompt("Press Enter to play as a guest: ", true);
                return challenge;
            }

            @Override
            public boolean authenticate(ServerSession session, String username, List<String> responses) {
                answers.addAll(responses);
                return responses.size() == 1;
            }
        });
        assertTrue(logsIn(server));
        assertEquals(List.of(LoadClient.PASSWORD), answers);
    }

    @Test
    @DisplayName("Load tool: the client logs in by password when that is the only way offered")
    void password() throws Exception {
        List<String> given = new CopyOnWriteArrayList<>();
        SshServer server = server();
        server.setUserAuthFactories(List.of(UserAuthPasswordFactory.INSTANCE));
        server.setPasswordAuthenticator((user, password, session) -> given.add(password));
        assertTrue(logsIn(server));
        assertEquals(List.of(LoadClient.PASSWORD), given);
    }

    private static SshServer server() {
        SshServer server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        server.setPort(0);
        // No path: the host key stays in memory, nothing is written.
        server.setKeyPairProvider(new SimpleGeneratorHostKeyProvider());
        return server;
    }

    private static boolean logsIn(SshServer server) throws Exception {
        server.start();
        try (LoadClient client = new LoadClient()) {
            ClientSession session = client.login(server.getPort(), "guest0001");
            boolean in = session.isAuthenticated();
            session.close(true);
            return in;
        } finally {
            server.stop(true);
        }
    }
}
