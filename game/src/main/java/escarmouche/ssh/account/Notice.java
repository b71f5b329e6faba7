package escarmouche.ssh.account;

import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.gate.Banner;
import escarmouche.ssh.gate.DisconnectReason;
import java.io.IOException;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.server.session.ServerSession;

/**
 * Tells the player's ssh client why a login cannot work, before it gives up: an SSH user-auth banner
 * (SSH_MSG_USERAUTH_BANNER, {@link Banner}) that OpenSSH prints on the terminal. Each text is sent once per
 * connection.
 */
final class Notice {
    private Notice() {}

    static void send(ServerSession session, String text) {
        Banner.send(session, text);
    }

    /**
     * The name itself is refused: say what names may be, then hang up (no method can succeed). The banner
     * carries the real text; the disconnect reason repeats the rule in ASCII, for a client that hides banners
     * (LogLevel=ERROR).
     */
    static void refuseName(ServerSession session, String name, String method, LoginLog log, ScreenMessages m) {
        log.failed(session, name, method, "invalid-name");
        send(session, Messages.badName(m, printable(name)));
        try {
            DisconnectReason.send(session, SshConstants.SSH2_DISCONNECT_ILLEGAL_USER_NAME, Messages.rule(m));
        } catch (IOException | RuntimeException closing) {
            // Already closing.
        }
    }

    private static String printable(String name) {
        if (name == null) return "";
        StringBuilder out = new StringBuilder();
        name.codePoints().limit(40).forEach(c -> out.append(c < 32 || c == 127 ? "?" : Character.toString(c)));
        return out.toString();
    }
}
