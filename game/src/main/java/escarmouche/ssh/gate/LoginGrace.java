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
    /** The {@code why=} of a connection MINA's idle backstop ended: nothing came from it for --idle-minutes plus 5. */
    static final String IDLE = "idle-backstop";

    private final ScreenMessages said;

    LoginGrace(ScreenMessages said) {
        this.said = said;
    }

    @Override
    public boolean handleTimeoutDisconnectReason(Session session, TimeoutIndicator timeout) throws IOException {
        // The idle backstop (MINA's IDLE_TIMEOUT, behind the game's own idle handling) stays MINA's to send, but
        // its disconnect line says why as the server's other hang-ups do.
        if (timeout.getStatus() == TimeoutIndicator.TimeoutStatus.IdleTimeout) ConnectionLog.why(session, IDLE);
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
        return m.text("ssh.login.grace", allowed(m, grace));
    }

    /** A grace said in whole minutes when it is some ("2 minutes"), else in seconds ("45 seconds"). */
    static String allowed(ScreenMessages m, Duration grace) {
        long s = Math.max(1, grace.toSeconds());
        return s % 60 == 0 ? m.text("ssh.minutes", s / 60, String.valueOf(s / 60))
                : m.text("ssh.seconds", s, String.valueOf(s));
    }
}
