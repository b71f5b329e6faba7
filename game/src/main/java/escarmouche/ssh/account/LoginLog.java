package escarmouche.ssh.account;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;

/**
 * The login lines of the server log. A successful method notes how the player came in on the session;
 * the {@code login} line is written when MINA has actually let the session in. Passwords are never
 * written, and a name a client sent goes through {@link ServerLog#clean}.
 */
final class LoginLog implements SessionListener {
    /** How the session logged in, e.g. {@code method=publickey key=SHA256:...}. */
    private static final AttributeKey<String> WAY = new AttributeKey<>();

    private final ServerLog log;

    LoginLog(ServerLog log) {
        this.log = log;
    }

    /** Remembers how {@code session} is logging in, for the line written once it is in. */
    void succeeded(Session session, String way) {
        session.setAttribute(WAY, way);
    }

    void failed(Session session, String name, String method, String reason) {
        log.write(LogEvent.LOGIN_FAILED, "address=" + address(session) + " name=" + ServerLog.clean(name)
                + " method=" + method + " reason=" + reason);
    }

    @Override
    public void sessionEvent(Session session, Event event) {
        if (event != Event.Authenticated) return;
        String way = session.getAttribute(WAY);
        log.write(LogEvent.LOGIN, "address=" + address(session) + " player=" + ServerLog.clean(session.getUsername())
                + " " + (way == null ? "method=unknown" : way));
    }

    static String address(Session session) {
        return ServerLog.address(session.getRemoteAddress());
    }
}
