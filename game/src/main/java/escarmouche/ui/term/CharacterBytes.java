package escarmouche.ui.term;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * A character as a terminal's charset writes it, byte for byte. Lanterna 3.1.3 hands a UTF-8 terminal the
 * encoder's whole buffer, one byte longer than a two-byte character (é, è, à, the no-break space): every
 * accented letter of a French screen went out with a NUL after it, over SSH and in the local terminal alike.
 * Terminals skip a NUL, but logs, recordings of a session and some clients do not.
 */
public final class CharacterBytes {
    private CharacterBytes() {}

    public static byte[] of(char c, Charset charset) {
        // Most of a screen is ASCII, one byte as itself in the charsets terminals use: no encoder, no buffers
        // (35 ns a character through the encoder, on every cell a redraw sends).
        if (c < 0x80 && asciiAsItself(charset)) return new byte[] {(byte) c};
        ByteBuffer encoded = charset.encode(CharBuffer.wrap(new char[] {c}));
        byte[] bytes = new byte[encoded.remaining()];
        encoded.get(bytes);
        return bytes;
    }

    private static boolean asciiAsItself(Charset charset) {
        return charset.equals(StandardCharsets.UTF_8) || charset.equals(StandardCharsets.US_ASCII)
                || charset.equals(StandardCharsets.ISO_8859_1);
    }
}
