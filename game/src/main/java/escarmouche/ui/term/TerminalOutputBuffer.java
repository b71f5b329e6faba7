package escarmouche.ui.term;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The local terminal's output, held until Lanterna flushes it. Lanterna writes a screen one character at
 * a time; on a stream that flushes every write (as {@code System.out} does) that is one system call per
 * character, some 700 for the title screen, each waking the terminal emulator. Lanterna flushes at the
 * end of each refresh, on entering and leaving the full screen and after the bell, so the screen goes out
 * whole. The one place it waits for the terminal's answer without flushing is the request for the
 * cursor's position with which it measures the window: that request goes out as soon as it is written.
 */
public final class TerminalOutputBuffer extends BufferedOutputStream {
    /** The device status report request, ESC [ 6 n: the terminal answers with the cursor's position. */
    private static final byte[] POSITION_REQUEST = {0x1b, '[', '6', 'n'};

    /** Room for a full screen's changes, so that a refresh is one write. */
    private static final int SIZE = 1 << 16;

    public TerminalOutputBuffer(OutputStream out) {
        super(out, SIZE);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        super.write(b, off, len);
        // Lanterna writes each escape sequence in one call: the request arrives whole.
        if (Arrays.equals(b, off, off + len, POSITION_REQUEST, 0, POSITION_REQUEST.length)) flush();
    }
}
