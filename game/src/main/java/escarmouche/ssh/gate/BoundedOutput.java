package escarmouche.ssh.gate;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import org.apache.sshd.common.channel.Channel;
import org.apache.sshd.common.channel.throttle.ChannelStreamWriter;
import org.apache.sshd.common.io.IoWriteFuture;
import org.apache.sshd.common.util.buffer.Buffer;

/**
 * The game's screen output on its way to the client, with a cap on what may wait unsent. MINA queues
 * every packet it is given, and a client may grant window space without reading a byte: without this cap a
 * client that stops reading while it keeps pressing keys makes the server queue screen after screen. Once
 * {@link #PENDING} bytes wait, the game's thread (never one of MINA's) waits for the client to read, and
 * gives up after {@code patience} with a {@link SocketTimeoutException}, as MINA's own wait for the client's
 * window does.
 */
final class BoundedOutput implements ChannelStreamWriter {
    /** Output written to MINA and not yet to the socket, beyond which the writer waits. */
    static final long PENDING = 256 * 1024;

    private final Channel channel;
    private final Duration patience;
    private long pending;

    BoundedOutput(Channel channel, Duration patience) {
        this.channel = channel;
        this.patience = patience;
    }

    @Override
    public IoWriteFuture writeData(Buffer buffer) throws IOException {
        long size = buffer.available();
        synchronized (this) {
            long deadline = System.nanoTime() + patience.toNanos();
            while (pending > PENDING) {
                // A channel being closed flushes from MINA's own threads: never wait there.
                if (!channel.isOpen() || channel.isClosing()) throw new IOException("channel closed with output unsent");
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new SocketTimeoutException("the client read nothing for " + patience.toSeconds() + " s");
                }
                try {
                    wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while the client was not reading");
                }
            }
            pending += size;
        }
        IoWriteFuture written = channel.writePacket(buffer);
        written.addListener(done -> sent(size));
        return written;
    }

    private synchronized void sent(long size) {
        pending -= size;
        notifyAll();
    }

    synchronized long pending() {
        return pending;
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public void close() {
        // Nothing of its own to close: the channel closes itself.
    }
}
