package escarmouche.ssh.gate;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.session.ServerSession;

/**
 * Tells the player's ssh client why a login does not work, before it gives up: an SSH user-auth banner
 * (SSH_MSG_USERAUTH_BANNER) that OpenSSH prints on the terminal. Each text is sent once per connection. The
 * gate's refusals and the accounts' use it alike.
 */
public final class Banner {
    private static final AttributeKey<Set<String>> SENT = new AttributeKey<>();

    private Banner() {}

    public static void send(ServerSession session, String text) {
        Set<String> sent = session.computeAttributeIfAbsent(SENT, k -> new HashSet<>());
        synchronized (sent) {
            if (!sent.add(text)) return;
        }
        try {
            Buffer banner = session.createBuffer(SshConstants.SSH_MSG_USERAUTH_BANNER, text.length() + 32);
            banner.putString(text.endsWith("\n") ? text : text + "\n");
            banner.putString("");
            session.writePacket(banner);
        } catch (IOException | RuntimeException closing) {
            // The connection is going away: nobody left to tell.
        }
    }
}
