package escarmouche.ssh.gate;

import java.io.IOException;
import java.time.Duration;
import java.util.function.Predicate;
import org.apache.sshd.client.future.OpenFuture;
import org.apache.sshd.common.channel.RequestHandler;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.channel.ChannelSession;

/**
 * The one channel a connection gets: a shell (the game) and the little a terminal needs (pty, window
 * changes, signals, a few variables). Commands, subsystems (sftp, scp), agent and X11 forwarding are
 * refused without looking for anything to run them.
 */
final class OneGameChannel extends ChannelSession {
    /** Variables a client may send on one channel; a terminal sends a handful. */
    static final int ENV_REQUESTS = 32;
    /** Longest variable value kept; the game reads a few characters of each. */
    static final int ENV_VALUE = 256;
    /**
     * The most the server sends before the client says it has read it (the client's own figure, if
     * smaller, wins): a client announcing a 4 GiB window does not make the server queue 4 GiB for it.
     */
    static final long REMOTE_WINDOW = 256 * 1024;

    private final Predicate<String> readVariable;
    private final RefusalLog refusals;
    private int envRequests;

    /**
     * @param readVariable the variables the game reads ({@code ClientEnvironment::read})
     * @param patience     how long the game's output waits for a client that reads nothing ({@link Limits#patience()})
     */
    OneGameChannel(Predicate<String> readVariable, RefusalLog refusals, Duration patience) {
        this.readVariable = readVariable;
        this.refusals = refusals;
        setChannelStreamWriterResolver((channel, cmd) -> new BoundedOutput(channel, patience));
    }

    @Override
    public OpenFuture open(long recipient, long rwSize, long packetSize, Buffer buffer) {
        return super.open(recipient, Math.min(rwSize, REMOTE_WINDOW), Math.min(packetSize, MemoryBounds.PACKET),
                buffer);
    }

    @Override
    protected RequestHandler.Result handleEnvParsed(String name, String value) throws IOException {
        envRequests++;
        if (envRequests > ENV_REQUESTS || !readVariable.test(name)) return RequestHandler.Result.ReplyFailure;
        String kept = value == null || value.length() <= ENV_VALUE ? value : value.substring(0, ENV_VALUE);
        return super.handleEnvParsed(name, kept);
    }

    @Override
    protected RequestHandler.Result handleShell(String request, Buffer buffer, boolean wantReply) throws IOException {
        // Asked for: the connection is no longer one holding a slot without a game (GameDeadline).
        GameDeadline.asked(getSession());
        return super.handleShell(request, buffer, wantReply);
    }

    @Override
    protected RequestHandler.Result handleExec(String request, Buffer buffer, boolean wantReply) {
        refusals.refused(getSession(), "exec", asked(buffer));
        return RequestHandler.Result.ReplyFailure;
    }

    @Override
    protected RequestHandler.Result handleSubsystem(String request, Buffer buffer, boolean wantReply) {
        refusals.refused(getSession(), "subsystem", asked(buffer));
        return RequestHandler.Result.ReplyFailure;
    }

    @Override
    protected RequestHandler.Result handleAgentForwarding(String requestType, Buffer buffer, boolean wantReply) {
        refusals.refused(getSession(), "agent-forwarding", null);
        return RequestHandler.Result.ReplyFailure;
    }

    @Override
    protected RequestHandler.Result handleX11Forwarding(String requestType, Buffer buffer, boolean wantReply) {
        refusals.refused(getSession(), "x11-forwarding", null);
        return RequestHandler.Result.ReplyFailure;
    }

    /**
     * The command or subsystem a request names, for the log (which keeps its start): MINA's own reading, within
     * the packet the gate already bounds; a length that lies reads as nothing.
     */
    private static String asked(Buffer buffer) {
        int at = buffer.rpos();
        try {
            return buffer.getString();
        } catch (RuntimeException e) {
            return null;
        } finally {
            buffer.rpos(at);
        }
    }
}
