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
}
