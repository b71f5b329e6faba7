package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The local terminal's output goes out a screen at a time, and at once when the terminal must answer. */
class TerminalOutputBufferTest {
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private final TerminalOutputBuffer out = new TerminalOutputBuffer(sent);

    @Test
    @DisplayName("characters wait for the flush that ends a refresh")
    void heldUntilFlushed() throws Exception {
        for (byte b : "\u001b[2;1HE S C".getBytes(StandardCharsets.US_ASCII)) out.write(new byte[] {b});
        assertEquals(0, sent.size());
        out.flush();
        assertEquals("\u001b[2;1HE S C", sent.toString(StandardCharsets.US_ASCII));
    }

    @Test
    @DisplayName("the cursor position request goes out at once, with what came before it")
    void positionRequestSentAtOnce() throws Exception {
        out.write("\u001b[s".getBytes(StandardCharsets.US_ASCII));
        out.write("\u001b[5001;5001H".getBytes(StandardCharsets.US_ASCII));
        out.write("\u001b[6n".getBytes(StandardCharsets.US_ASCII));
        assertEquals("\u001b[s\u001b[5001;5001H\u001b[6n", sent.toString(StandardCharsets.US_ASCII));
        out.write("\u001b[u".getBytes(StandardCharsets.US_ASCII));
        assertEquals(3 + 12 + 4, sent.size(), "the restore waits for the next flush");
    }

    @Test
    @DisplayName("the request is recognised within a larger array, and only whole")
    void requestWithinAnArray() throws Exception {
        byte[] b = "xx\u001b[6nyy".getBytes(StandardCharsets.US_ASCII);
        out.write(b, 2, 4);
        assertArrayEquals("\u001b[6n".getBytes(StandardCharsets.US_ASCII), sent.toByteArray());
        out.write("6n".getBytes(StandardCharsets.US_ASCII));
        out.write("\u001b[16n".getBytes(StandardCharsets.US_ASCII));
        assertEquals(4, sent.size());
    }

    @Test
    @DisplayName("a screen larger than the buffer still arrives whole and in order")
    void largeScreen() throws Exception {
        StringBuilder screen = new StringBuilder();
        for (int i = 0; i < 100_000; i++) screen.append((char) ('a' + i % 26));
        for (char c : screen.toString().toCharArray()) out.write(c);
        out.flush();
        assertEquals(screen.toString(), sent.toString(StandardCharsets.US_ASCII));
    }
}
