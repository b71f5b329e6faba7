package escarmouche.ssh.gate;

import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;

/**
 * A connection logged in that has not asked for its game (a shell) within {@code --login-grace} of its login is
 * told so and closed, its {@code disconnect} line saying {@code why=no-game}. Such a connection (ssh -N, a session
 * channel or a pty with no shell) holds a slot under --max-per-address and --max-connections, and its client's
 * keepalives would keep MINA's idle backstop from ever ending it. A real client asks for its shell within
 * milliseconds of its login: the grace that bounds the login bounds this step too.
 */
final class GameDeadline implements SessionListener {
    static final String WHY = "no-game";
    /** Set once the connection asked for a shell, whatever became of it: the game then ends the connection. */
    private static final AttributeKey<Boolean> ASKED = new AttributeKey<>();
    private static final AttributeKey<ScheduledFuture<?>> CHECK = new AttributeKey<>();

    private final Duration within;
    private final ScreenMessages said;

    GameDeadline(Duration within, ScreenMessages said) {
        this.within = within;
        this.said = said;
    }

    /** Marks {@code session} as having asked for its game. */
    static void asked(Session session) {
        session.setAttribute(ASKED, Boolean.TRUE);
    }

    @Override
    public void sessionEvent(Session session, Event event) {
        if (event != Event.Authenticated) return;
        var scheduler = session.getFactoryManager().getScheduledExecutorService();
        if (scheduler == null) return;
        try {
            session.setAttribute(CHECK, scheduler.schedule(() -> check(session), within.toMillis(), TimeUnit.MILLISECONDS));
        } catch (RejectedExecutionException stopped) {
            // The server is stopping: its stop closes every connection.
        }
    }

    @Override
    public void sessionClosed(Session session) {
        // Not left to run for nothing, holding the closed connection until its time.
        ScheduledFuture<?> check = session.getAttribute(CHECK);
        if (check != null) check.cancel(false);
    }

    private void check(Session session) {
        if (!session.isOpen() || session.getAttribute(ASKED) != null) return;
        ConnectionLog.why(session, WHY);
        try {
            DisconnectReason.send(session, SshConstants.SSH2_DISCONNECT_BY_APPLICATION, text(said, within));
        } catch (IOException | RuntimeException closing) {
            session.close(true);
        }
    }

    /** What the client reads: "no game was asked for after logging in (this server allows 45 seconds)...". */
    static String text(ScreenMessages m, Duration within) {
        return m.text("ssh.no.game", LoginGrace.allowed(m, within));
    }
}
