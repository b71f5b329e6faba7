package escarmouche.ssh.gate;

import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;

/**
 * How much a client can make the server hold for it, set on MINA's properties. Per connection, at most:
 * before login, MINA's read buffer (32 KiB), one incoming packet being decoded (MINA refuses packets over
 * 256 KiB) and the client's identification line (MINA's server reads one line of at most 256 bytes; its
 * {@code max-identification-size} only bounds what a client accepts from a server); after login, besides,
 * the one channel's input the game has not read ({@link #WINDOW}), up to
 * {@link OneGameChannel#ENV_REQUESTS} variables of {@link OneGameChannel#ENV_VALUE} characters, and the
 * screen output waiting for the client ({@link BoundedOutput#PENDING} plus one packet).
 */
final class MemoryBounds {
    /** What a client may send on its channel before the game has read it (MINA's default is 2 MiB). */
    static final long WINDOW = 64 * 1024;
    /** The largest data packet either side sends on a channel. */
    static final long PACKET = 32 * 1024;
    /** Channels open at once on a connection; the game needs one. */
    static final int CHANNELS = 1;

    private MemoryBounds() {}

    static void apply(SshServer server) {
        CoreModuleProperties.WINDOW_SIZE.set(server, WINDOW);
        CoreModuleProperties.MAX_PACKET_SIZE.set(server, PACKET);
        CoreModuleProperties.MAX_CONCURRENT_CHANNELS.set(server, CHANNELS);
    }
}
