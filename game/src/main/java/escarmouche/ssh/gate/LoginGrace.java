package escarmouche.ssh.gate;

import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.time.Duration;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionDisconnectHandler;
import org.apache.sshd.common.session.helpers.TimeoutIndicator;

/**
 * A connection that has not logged in within {@code --login-grace} is told so, in the server's language, and
 * its {@code disconnect} line says {@code why=login-grace}. Left to itself MINA hangs up with a protocol error,
 * which it words as OpenSSH does for a corrupt packet ("Protocol error or corrupt packet"), and the log would
 * not say why the connection ended.
 */
final class LoginGrace implements SessionDisconnectHandler {
    static final String WHY = "login-grace";

    private final ScreenMessages said;

    LoginGrace(ScreenMessages said) {
        this.said = said;
    }

    @Override
    public boolean handleTimeoutDisconnectReason(Session session, TimeoutIndicator timeout) throws IOException {
        // The idle backstop (MINA's IDLE_TIMEOUT, behind the game's own idle handling) stays MINA's.
        if (timeout.getStatus() != TimeoutIndicator.TimeoutStatus.AuthTimeout) return false;
        ConnectionLog.why(session, WHY);
        try {
            DisconnectReason.send(session, SshConstants.SSH2_DISCONNECT_BY_APPLICATION,
                    text(said, timeout.getThresholdValue()));
        } catch (IOException | RuntimeException closing) {
            session.close(true);
        }
        // Handled: MINA then sends no disconnect of its own (it only restarts a deadline the closing connection
        // never reaches).
        return true;
    }

    /** What the client reads: "logging in took too long (this server allows 45 seconds)...". */
    static String text(ScreenMessages m, Duration grace) {
        long s = Math.max(1, grace.toSeconds());
        String allowed = s % 60 == 0 ? m.text("ssh.minutes", s / 60, String.valueOf(s / 60))
                : m.text("ssh.seconds", s, String.valueOf(s));
        return m.text("ssh.login.grace", allowed);
    }
}
