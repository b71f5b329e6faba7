package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class HangUpTest {
    /** Like a channel's pipe: reading after close fails. */
    private static final class Pipe extends InputStream {
        private boolean closed;

        @Override
        public int read() throws IOException {
            if (closed) throw new IOException("Closed");
            return 'x';
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void beforeTheHangUpBytesPassAfterItInputEndsAndOutputIsDropped() throws IOException {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        HangUp line = new HangUp(new Pipe(), sent);
        assertEquals('x', line.in().read());
        line.out().write('a');

        line.hangUp();

        assertEquals(-1, line.in().read());
        assertEquals(-1, line.in().read(new byte[4], 0, 4));
        line.out().write('b');
        line.out().flush();
        assertEquals("a", sent.toString());
    }

    @Test
    void aFailedWriteHangsUpAndTellsTheOwnerOnce() throws IOException {
        java.util.concurrent.atomic.AtomicInteger told = new java.util.concurrent.atomic.AtomicInteger();
        java.io.OutputStream stalled = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new java.net.SocketTimeoutException("the client read nothing for 30 s");
            }
        };
        HangUp line = new HangUp(new Pipe(), stalled, told::incrementAndGet);

        // The writer still hears of the failure; the owner is told, and a wait for a key ends.
        assertThrows(java.net.SocketTimeoutException.class, () -> line.out().write('a'));
        assertEquals(1, told.get());
        assertEquals(-1, line.in().read());
        // Nothing more is written to a client that reads nothing, and the owner is not told again.
        line.out().write('b');
        line.out().write(new byte[] {'c'}, 0, 1);
        line.out().flush();
        assertEquals(1, told.get());
    }
}
