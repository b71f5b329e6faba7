package escarmouche.ssh.gate;

import escarmouche.ssh.log.ServerLog;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;

/** What a client may ask of the server before and after logging in, and how much of it. */
public final class Gate {
    private Gate() {}

    public static void install(SshServer server, Limits limits, ServerLog log) {
        server.setForwardingFilter(RejectAllForwardingFilter.INSTANCE);
    }
}
