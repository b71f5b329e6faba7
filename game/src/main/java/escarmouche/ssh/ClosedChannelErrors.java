package escarmouche.ssh;

import escarmouche.launch.ErrorLogFile;
import escarmouche.ui.ErrorLog;
import java.net.SocketTimeoutException;
import java.nio.channels.ClosedChannelException;
import java.util.Optional;
import org.apache.sshd.common.SshException;
import org.apache.sshd.common.channel.WindowClosedException;
import org.apache.sshd.common.channel.exception.SshChannelClosedException;

/**
 * A player's error log on the server: a write that met the player's connection already closed (the client
 * quit or dropped while the screen was being drawn), or that timed out because the client stopped reading what
 * it was sent, is no bug, so it is one line without its stack trace; any other error goes in whole.
 */
final class ClosedChannelErrors implements ErrorLog {
    /**
     * How MINA words a write refused because the connection is closing (KeyExchangeMessageHandler.writeOrEnqueue,
     * "Write attempt on closing session: SSH_MSG_CHANNEL_DATA"): the client dropped while the screen was drawn. Only
     * this exact wording on a plain SshException is a closed connection: an SshException says many other things
     * (a key exchange that failed, a protocol error), which stay bugs with their stack trace.
     */
    static final String CLOSING_SESSION = "Write attempt on closing session: ";

    private final ErrorLogFile file;

    ClosedChannelErrors(ErrorLogFile file) {
        this.file = file;
    }

    @Override
    public Optional<String> write(String context, Throwable error) {
        Throwable closed = closedChannel(error);
        if (closed != null) return file.writeLine(context, "the connection was already closed (" + said(closed) + ")");
        Throwable stalled = stalledClient(error);
        if (stalled != null) return file.writeLine(context, "the client stopped reading (" + said(stalled) + ")");
        return file.write(context, error);
    }

    private static String said(Throwable t) {
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }

    /** The closed-channel error in {@code error}'s causes, or null. */
    static Throwable closedChannel(Throwable error) {
        int depth = 0;
        for (Throwable t = error; t != null && depth < 16; t = t.getCause(), depth++) {
            if (t instanceof WindowClosedException || t instanceof SshChannelClosedException
                    || t instanceof ClosedChannelException || closingSession(t)) {
                return t;
            }
        }
        return null;
    }

    private static boolean closingSession(Throwable t) {
        return t.getClass() == SshException.class && t.getMessage() != null && t.getMessage().startsWith(CLOSING_SESSION);
    }

    /**
     * The timeout in {@code error}'s causes, or null: a write to the client gives up with one when the client read
     * nothing for the server's patience (MINA's wait for window space, or the cap on unsent output).
     */
    static Throwable stalledClient(Throwable error) {
        int depth = 0;
        for (Throwable t = error; t != null && depth < 16; t = t.getCause(), depth++) {
            if (t instanceof SocketTimeoutException) return t;
        }
        return null;
    }
}
