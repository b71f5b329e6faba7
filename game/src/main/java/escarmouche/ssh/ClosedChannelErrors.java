package escarmouche.ssh;

import escarmouche.launch.ErrorLogFile;
import escarmouche.ui.ErrorLog;
import java.net.SocketTimeoutException;
import java.nio.channels.ClosedChannelException;
import java.util.Optional;
import org.apache.sshd.common.channel.WindowClosedException;
import org.apache.sshd.common.channel.exception.SshChannelClosedException;

/**
 * A player's error log on the server: a write that met the player's connection already closed (the client
 * quit or dropped while the screen was being drawn), or that timed out because the client stopped reading what
 * it was sent, is no bug, so it is one line without its stack trace; any other error goes in whole.
 */
final class ClosedChannelErrors implements ErrorLog {
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
                    || t instanceof ClosedChannelException) {
                return t;
            }
        }
        return null;
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
