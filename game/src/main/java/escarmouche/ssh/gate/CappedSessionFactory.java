package escarmouche.ssh.gate;

import java.io.IOException;
import java.net.SocketAddress;
import java.util.random.RandomGenerator;
import org.apache.sshd.common.io.IoSession;
import org.apache.sshd.common.session.helpers.AbstractSession;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.session.ServerSessionImpl;
import org.apache.sshd.server.session.SessionFactory;

/**
 * Checks the connection caps when a connection has just been accepted, before anything of SSH is done
 * for it: a refused connection is closed without a key exchange. The counts are read from MINA's own list
 * of open connections, so they cannot drift from the truth when connections end in odd ways.
 */
final class CappedSessionFactory extends SessionFactory {
    private final Limits limits;
    private final RandomGenerator random;
    private final LimitLog limitLog;

    CappedSessionFactory(SshServer server, Limits limits, RandomGenerator random, LimitLog limitLog) {
        super(server);
        this.limits = limits;
        this.random = random;
        this.limitLog = limitLog;
    }

    /** Thrown to make MINA close an accepted connection at once. */
    static final class Refused extends IOException {
        Refused(String limit) {
            super("connection refused: " + limit + " limit");
        }
    }

    @Override
    protected ServerSessionImpl doCreateSession(IoSession ioSession) throws Exception {
        SocketAddress remote = ioSession.getRemoteAddress();
        String key = ConnectionCaps.addressKey(remote);
        ConnectionCaps.Admission admission = ConnectionCaps.admit(limits, held(ioSession, key), draw());
        if (admission instanceof ConnectionCaps.Refuse refuse) {
            limitLog.hit(key, "address=" + ConnectionLog.address(remote) + " limit=" + refuse.limit());
            throw new Refused(refuse.limit());
        }
        return super.doCreateSession(ioSession);
    }

    /** Connections are accepted one after another, but draws need not depend on that. */
    private synchronized double draw() {
        return random.nextDouble();
    }

    private static ConnectionCaps.Held held(IoSession arriving, String key) {
        int total = 0;
        int fromAddress = 0;
        int unauthenticated = 0;
        for (IoSession open : arriving.getService().getManagedSessions().values()) {
            if (open == arriving) continue;
            total++;
            if (!key.equals(ConnectionCaps.addressKey(open.getRemoteAddress()))) continue;
            fromAddress++;
            AbstractSession session = AbstractSession.getSession(open, true);
            if (session == null || !session.isAuthenticated()) unauthenticated++;
        }
        return new ConnectionCaps.Held(total, fromAddress, unauthenticated);
    }
}
