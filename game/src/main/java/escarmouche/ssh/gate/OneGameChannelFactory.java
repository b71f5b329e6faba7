package escarmouche.ssh.gate;

import java.time.Duration;
import java.util.function.Predicate;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.Session;

/**
 * Session channels, one per connection for the connection's whole life: a second one, at the same time or
 * after the first closed, is refused (MINA answers "unsupported channel type"). One connection, one game.
 */
final class OneGameChannelFactory implements ChannelFactory {
    private static final AttributeKey<Boolean> OPENED = new AttributeKey<>();

    private final Predicate<String> readVariable;
    private final RefusalLog refusals;
    private final Duration patience;

    OneGameChannelFactory(Predicate<String> readVariable, RefusalLog refusals, Duration patience) {
        this.readVariable = readVariable;
        this.refusals = refusals;
        this.patience = patience;
    }

    @Override
    public String getName() {
        return "session";
    }

    @Override
    public Channel createChannel(Session session) {
        if (session.setAttribute(OPENED, Boolean.TRUE) != null) {
            refusals.refused(session, "second-channel", null);
            return null;
        }
        return new OneGameChannel(readVariable, refusals, patience);
    }
}
