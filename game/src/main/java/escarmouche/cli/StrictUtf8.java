package escarmouche.cli;

import escarmouche.lang.Utf8Text;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * A password's bytes read as UTF-8, or nothing when they are not UTF-8. {@code new String(bytes, UTF_8)} would
 * turn each invalid byte into U+FFFD, so that "\xe9t\xe9-secret" (Latin-1) would be stored as a password that
 * any other invalid byte in the same places matches ("\xfft\xff-secret"), and that the UTF-8 "été-secret" the
 * admin meant never does: such bytes are refused, never guessed at.
 */
final class StrictUtf8 {
    private StrictUtf8() {}

    static Optional<String> decode(byte[] bytes) {
        try {
            return Optional.of(Utf8Text.decode(bytes));
        } catch (Utf8Text.Invalid e) {
            return Optional.empty();
        }
    }

    /**
     * The bytes of {@code in}'s first line, without its end ({@code \n}, {@code \r\n}), or null when {@code in}
     * holds nothing at all. At most {@code limit} bytes are kept: a longer line is cut there (its caller finds it
     * too long), and the rest of the stream is not read, so a device such as /dev/zero costs no memory.
     */
    static byte[] firstLine(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b = in.read();
        if (b < 0) return null;
        while (b >= 0 && b != '\n' && line.size() < limit) {
            line.write(b);
            b = in.read();
        }
        byte[] bytes = line.toByteArray();
        int n = bytes.length;
        if (n > 0 && bytes[n - 1] == '\r' && b == '\n') n--;
        return java.util.Arrays.copyOf(bytes, n);
    }
}
