package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A character's bytes, exactly: no NUL after a two-byte UTF-8 character (Lanterna 3.1.3 sent one). */
class CharacterBytesTest {
    @Test
    @DisplayName("UTF-8: one, two and three bytes as the character needs, nothing after them")
    void utf8() {
        assertArrayEquals(new byte[] {'a'}, CharacterBytes.of('a', StandardCharsets.UTF_8));
        assertArrayEquals(new byte[] {(byte) 0xC3, (byte) 0xA8}, CharacterBytes.of('è', StandardCharsets.UTF_8));
        assertArrayEquals(new byte[] {(byte) 0xC2, (byte) 0xA0}, CharacterBytes.of('\u00a0', StandardCharsets.UTF_8));
        assertArrayEquals(new byte[] {(byte) 0xE2, (byte) 0x96, (byte) 0xB6}, CharacterBytes.of('▶', StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("A charset without the character writes its replacement, one byte")
    void ascii() {
        assertArrayEquals(new byte[] {'?'}, CharacterBytes.of('è', StandardCharsets.US_ASCII));
    }

    @Test
    @DisplayName("The ASCII shortcut gives what the charset's encoder gives, for every ASCII character in UTF-8, US-ASCII and ISO-8859-1")
    void asciiShortcutEqualsTheEncoder() {
        for (java.nio.charset.Charset charset : java.util.List.of(StandardCharsets.UTF_8, StandardCharsets.US_ASCII,
                StandardCharsets.ISO_8859_1)) {
            for (char c = 0; c < 0x80; c++) {
                java.nio.ByteBuffer encoded = charset.encode(String.valueOf(c));
                byte[] plain = new byte[encoded.remaining()];
                encoded.get(plain);
                assertArrayEquals(plain, CharacterBytes.of(c, charset), charset + " " + (int) c);
            }
        }
    }
}
