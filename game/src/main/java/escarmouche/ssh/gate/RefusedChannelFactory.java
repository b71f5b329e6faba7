package escarmouche.ssh.gate;

import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.Session;

/** A channel type this server never opens (a forwarding's), named only so that asking for it is logged. */
final class RefusedChannelFactory implements ChannelFactory {
    private final String type;
    private final RefusalLog refusals;

    RefusedChannelFactory(String type, RefusalLog refusals) {
        this.type = type;
        this.refusals = refusals;
    }

    @Override
    public String getName() {
        return type;
    }

    @Override
    public Channel createChannel(Session session) {
        refusals.refused(session, type, null);
        return null;
    }
}
