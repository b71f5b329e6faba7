package escarmouche.ssh;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.UserAuthNoneFactory;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.server.auth.password.AcceptAllPasswordAuthenticator;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;

/**
 * Who may connect. The server is meant for a gaming table's own machine: with no shared password anyone
 * who reaches the port plays, under any name and without a password; with one, every player types it.
 */
final class Access {
    private Access() {}

    static void configure(SshServer server, Optional<String> sharedPassword) {
        if (sharedPassword.isEmpty()) {
            // "none" lets ssh clients in without a prompt; password is there for clients that insist.
            server.setUserAuthFactories(List.of(UserAuthNoneFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE));
            server.setPasswordAuthenticator(AcceptAllPasswordAuthenticator.INSTANCE);
            return;
        }
        byte[] expected = sharedPassword.get().getBytes(StandardCharsets.UTF_8);
        server.setUserAuthFactories(List.of(UserAuthPasswordFactory.INSTANCE,
                UserAuthKeyboardInteractiveFactory.INSTANCE));
        server.setPasswordAuthenticator((user, given, session) ->
                given != null && MessageDigest.isEqual(expected, given.getBytes(StandardCharsets.UTF_8)));
    }
}
