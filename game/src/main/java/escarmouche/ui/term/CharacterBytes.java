package escarmouche.ui.term;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;

/**
 * A character as a terminal's charset writes it, byte for byte. Lanterna 3.1.3 hands a UTF-8 terminal the
 * encoder's whole buffer, one byte longer than a two-byte character (é, è, à, the no-break space): every
 * accented letter of a French screen went out with a NUL after it, over SSH and in the local terminal alike.
 * Terminals skip a NUL, but logs, recordings of a session and some clients do not.
 */
public final class CharacterBytes {
    private CharacterBytes() {}

    public static byte[] of(char c, Charset charset) {
        ByteBuffer encoded = charset.encode(CharBuffer.wrap(new char[] {c}));
        byte[] bytes = new byte[encoded.remaining()];
        encoded.get(bytes);
        return bytes;
    }
}
