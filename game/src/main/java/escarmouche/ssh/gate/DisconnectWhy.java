package escarmouche.ssh.gate;

import org.apache.sshd.common.session.Session;

/**
 * Lets the game's side of a connection say why it ended it at once, before any screen (no terminal, a terminal
 * that cannot move its cursor, too many sessions): the {@code disconnect} line then says {@code why=}, as it does
 * for the gate's own reasons, instead of a bare {@code duration=0s} after a {@code login}.
 */
public final class DisconnectWhy {
    private DisconnectWhy() {}

    /** Marks the connection's coming {@code disconnect} line with {@code why=} the server's word {@code why}. */
    public static void mark(Session session, String why) {
        ConnectionLog.why(session, why);
    }
}
