package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
