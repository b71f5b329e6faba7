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
 */
final class HangUp {
    private final InputStream channelIn;
    private final InputStream in;
    private final OutputStream out;
    private volatile boolean gone;
    /** The game is being ended (idle, taken over): no more keys, but its last words still go out. */
    private volatile boolean inputEnded;

    HangUp(InputStream channelIn, OutputStream channelOut) {
        this.channelIn = channelIn;
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
                if (!gone) out.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                if (!gone) out.write(bytes, offset, length);
            }

            @Override
            public void flush() throws IOException {
                if (!gone) out.flush();
            }
        };
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
