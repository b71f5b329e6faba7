package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A terminal set to ASCII shows each character the screens draw as a readable one-column stand-in. */
class PlainCharactersTest {
    /** A local terminal writing to {@code out} in {@code charset}, its stty runs answered without a process. */
    private static final class Quiet extends TwoSttyTerminal {
        Quiet(ByteArrayOutputStream out, Charset charset) throws IOException {
            super(new ByteArrayInputStream(new byte[0]), out, charset);
        }

        @Override
        protected String exec(String... command) {
            return command[command.length - 2].contains("-g") ? "500:5:bf:8a3b" : "";
        }
    }

    private static String plain(String text) {
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) sb.append(PlainCharacters.of(c));
        return sb.toString();
    }

    @Test
    @DisplayName("The map's marks of a view that goes on beyond it read <, >, ^ and v on an ASCII terminal")
    void mapEdgeMarks() {
        assertEquals("  <2 3 4 22  24 >|", plain("  ‹2 3 4 22  24 ›│"));
        assertEquals(" 3^## 16v. .", plain(" 3˄## 16˅. ."));
    }

    @Test
    @DisplayName("Box lines, the turn's triangle, dots, arrows and French letters each have a one-column stand-in")
    void standIns() {
        assertEquals("+- Log --+", plain("┌─ Log ──┐"));
        assertEquals(" 3>##. Br|Round 1 . order", plain(" 3▶##. Br│Round 1 · order"));
        assertEquals("^v choix  Entree valider", plain("↑↓ choix  Entrée valider"));
        assertEquals("Regles maison : le groupe gagne 61 %", plain("Règles maison\u00a0: le groupe gagne 61\u00a0%"));
        assertEquals("Copie de \" Gobelins au gue \"", plain("Copie de « Gobelins au gué »"));
        assertEquals("##oo[]##", plain("##▄▄[]##"));
        assertEquals("?", plain("弓"));
    }

    @Test
    @DisplayName("The local terminal in ASCII writes the stand-ins; in UTF-8 the characters themselves")
    void theTerminalWritesThem() throws IOException {
        ByteArrayOutputStream ascii = new ByteArrayOutputStream();
        Quiet plain = new Quiet(ascii, StandardCharsets.US_ASCII);
        for (char c : "│▶é·a".toCharArray()) plain.putCharacter(c);
        plain.flush();
        assertArrayEquals("|>e.a".getBytes(StandardCharsets.US_ASCII), ascii.toByteArray());
        ByteArrayOutputStream utf8 = new ByteArrayOutputStream();
        Quiet full = new Quiet(utf8, StandardCharsets.UTF_8);
        for (char c : "│▶é·a".toCharArray()) full.putCharacter(c);
        full.flush();
        assertArrayEquals("│▶é·a".getBytes(StandardCharsets.UTF_8), utf8.toByteArray());
    }
}
