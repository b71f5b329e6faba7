package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.googlecode.lanterna.TerminalSize;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a player's SSH client receives for accented text: its UTF-8 bytes and no NUL after them. */
class SshTerminalBytesTest {
    @Test
    @DisplayName("\"règle à 95 %\" goes out as its UTF-8 bytes, nothing more")
    void accentedTextGoesOutExactly() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SshTerminal terminal = new SshTerminal(new ByteArrayInputStream(new byte[0]), out, new TerminalSize(80, 24));
        String text = "règle à 95\u00a0%";
        for (char c : text.toCharArray()) terminal.putCharacter(c);
        terminal.flush();
        assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), out.toByteArray());
    }
}
