package escarmouche.ssh;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A connection's two streams, made quiet once the connection has gone: after {@link #hangUp()} reading
 * gives the end of input (which the game takes as "the player left") and writing is discarded, so a
 * dropped connection ends the game without filling the player's error log with "stream closed".
 *
 * <p>A write that fails (most often a client that stopped reading: the write waited for it as long as the server's
 * patience, then timed out) hangs up the same way, whichever thread wrote: the game's wait for a key ends, and
 * nothing more is written to a client that reads nothing, which would hold the game for as long again. The
 * failure still reaches the writer, and {@code onFailure} is told once, to cut the connection.
 */
final class HangUp {
    private final InputStream channelIn;
    private final InputStream in;
    private final OutputStream out;
    private final Runnable onFailure;
    private volatile boolean gone;
    /** The game is being ended (idle, taken over): no more keys, but its last words still go out. */
    private volatile boolean inputEnded;

    /** Streams whose failed write only hangs up. */
    HangUp(InputStream channelIn, OutputStream channelOut) {
        this(channelIn, channelOut, () -> {});
    }

    /** @param onFailure run once, on the writing thread, after a write failed and the streams were hung up */
    HangUp(InputStream channelIn, OutputStream channelOut, Runnable onFailure) {
        this.channelIn = channelIn;
        this.onFailure = onFailure;
        this.in = new FilterInputStream(channelIn) {
            @Override
            public int read() throws IOException {
                if (gone || inputEnded) return -1;
                try {
                    return super.read();
                } catch (IOException e) {
                    if (gone || inputEnded) return -1;
                    throw e;
                }
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                if (gone || inputEnded) return -1;
                try {
                    return super.read(buffer, offset, length);
                } catch (IOException e) {
                    if (gone || inputEnded) return -1;
                    throw e;
                }
            }
        };
        this.out = new FilterOutputStream(channelOut) {
            @Override
            public void write(int b) throws IOException {
                if (gone) return;
                try {
                    out.write(b);
                } catch (IOException e) {
                    failed();
                    throw e;
                }
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                if (gone) return;
                try {
                    out.write(bytes, offset, length);
                } catch (IOException e) {
                    failed();
                    throw e;
                }
            }

            @Override
            public void flush() throws IOException {
                if (gone) return;
                try {
                    out.flush();
                } catch (IOException e) {
                    failed();
                    throw e;
                }
            }
        };
    }

    /** A write failed: hung up from now on, and the owner told (once, whichever writer failed first). */
    private void failed() {
        synchronized (this) {
            if (gone) return;
            gone = true;
        }
        try {
            channelIn.close();
        } catch (IOException e) {
            // The input ends either way: reads give the end of input once gone.
        }
        onFailure.run();
    }

    InputStream in() {
        return in;
    }

    OutputStream out() {
        return out;
    }

    /**
     * Ends the input only: a read waiting for a key gives the end of input, while the screen can still be
     * written (the game's last words before the server closes the session).
     */
    void endInput() throws IOException {
        inputEnded = true;
        channelIn.close();
    }

    /** The connection is gone: wakes a read waiting for a key, and silences both streams from now on. */
    void hangUp() throws IOException {
        gone = true;
        channelIn.close();
    }
}
