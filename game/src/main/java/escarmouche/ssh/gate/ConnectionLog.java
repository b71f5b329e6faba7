package escarmouche.ssh.gate;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.net.SocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;

/**
 * A {@code connect} line for every connection let in and a {@code disconnect} line when it ends, which counts the
 * refusals its {@code refused} lines left out.
 */
final class ConnectionLog implements SessionListener {
    private static final AttributeKey<Instant> OPENED = new AttributeKey<>();
    /** Why the server ended the connection, when the {@code disconnect} line should say it. */
    private static final AttributeKey<String> WHY = new AttributeKey<>();

    private final ServerLog log;
    private final Clock clock;

    ConnectionLog(ServerLog log, Clock clock) {
        this.log = log;
        this.clock = clock;
    }

    @Override
    public void sessionCreated(Session session) {
        session.setAttribute(OPENED, clock.instant());
        log.write(LogEvent.CONNECT, "address=" + address(session.getIoSession().getRemoteAddress()));
    }

    @Override
    public void sessionClosed(Session session) {
        Instant opened = session.getAttribute(OPENED);
        long seconds = opened == null ? 0 : Duration.between(opened, clock.instant()).toSeconds();
        String player = session.isAuthenticated() ? " player=" + ServerLog.clean(session.getUsername()) : "";
        String why = session.getAttribute(WHY);
        // The refusals its refused lines left out, counted here once nothing more can come: none said when none was.
        int unlogged = RefusalLog.unlogged(session);
        log.write(LogEvent.DISCONNECT, "address=" + address(session.getIoSession().getRemoteAddress()) + player
                + " duration=" + seconds + "s" + (why == null ? "" : " why=" + why)
                + (unlogged == 0 ? "" : " refused-not-logged=" + unlogged));
    }

    /** Marks the connection's {@code disconnect} line with {@code why=} (a word of the server's, not the client's). */
    static void why(Session session, String why) {
        session.setAttribute(WHY, why);
    }

    /** The {@code why=} the connection's {@code disconnect} line will say, or null. */
    static String why(Session session) {
        return session.getAttribute(WHY);
    }

    static String address(SocketAddress address) {
        return ServerLog.address(address);
    }
}
