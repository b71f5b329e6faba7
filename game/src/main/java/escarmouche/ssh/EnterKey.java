package escarmouche.ssh;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The player's keys as a local terminal would pass them on. An SSH client in raw mode sends Enter as a
 * carriage return, which a local terminal's line discipline turns into a line feed ({@code icrnl})
 * before Lanterna sees it; the server has no line discipline, so this stream does the same.
 */
final class EnterKey extends FilterInputStream {
    private static final int CR = '\r';
    private static final int LF = '\n';

    EnterKey(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        return b == CR ? LF : b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        for (int i = offset; i < offset + Math.max(n, 0); i++) {
            if (buffer[i] == CR) buffer[i] = LF;
        }
        return n;
    }
}
