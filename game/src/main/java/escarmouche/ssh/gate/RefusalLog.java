package escarmouche.ssh.gate;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.session.Session;

/**
 * Writes a {@code refused} line when a client asks for what this server never gives (a command, a
 * subsystem, a forwarding, a second channel): an admin sees who probes, and with what. A connection writes
 * {@link #LINES} such lines at most, so a client repeating a request in a loop cannot fill the disk or push
 * the rest of the log out by rotation; it is still refused each time, and the refusals left out are counted for
 * the connection's {@code disconnect} line ({@link #unlogged}): only a refusal actually left out is said so.
 */
final class RefusalLog {
    static final int LINES = 3;
    private static final AttributeKey<AtomicInteger> WRITTEN = new AttributeKey<>();

    private final ServerLog log;

    RefusalLog(ServerLog log) {
        this.log = log;
    }

    /**
     * @param what   the kind of request, a word of this server's ({@code exec}, {@code subsystem},
     *               {@code agent-forwarding}, {@code x11-forwarding}, {@code second-channel},
     *               {@code direct-tcpip}, {@code tcpip-forward} ...)
     * @param detail what the client named with it (the command, the subsystem, the address), or null
     */
    void refused(Session session, String what, String detail) {
        AtomicInteger written = session.computeAttributeIfAbsent(WRITTEN, k -> new AtomicInteger());
        int n = written.incrementAndGet();
        if (n > LINES) return;
        String player = session.isAuthenticated() ? " player=" + ServerLog.clean(session.getUsername()) : "";
        log.write(LogEvent.REFUSED, "address=" + ConnectionLog.address(session.getIoSession().getRemoteAddress())
                + player + " what=" + what + (detail == null ? "" : " asked=" + ServerLog.clean(detail)));
    }

    /** How many of the connection's refusals were left out of the log (beyond its {@link #LINES} lines), 0 if none. */
    static int unlogged(Session session) {
        AtomicInteger written = session.getAttribute(WRITTEN);
        return written == null ? 0 : Math.max(0, written.get() - LINES);
    }
}
