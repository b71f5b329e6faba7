package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import escarmouche.content.load.json.JsonMessages;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording's texts reach the terminal in `run` and `check` messages: a character a terminal obeys in its result
 * or an input is damage, said with the file and line and never sent as it is; a byte order mark before it is no
 * damage, as before a scenario or a command script.
 */
class RecordingTextsTest {
    private static final Path DUEL = Path.of("src/test/resources/recordings/duel-won.jsonl");

    private static Path with(Path dir, int index, String line) throws IOException {
        List<String> lines = new ArrayList<>(Files.readString(DUEL).lines().toList());
        lines.set(index, line);
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    @Test
    @DisplayName("a result line holding Escape is refused by run and check as not a side's name, the Escape never printed")
    void escapeInTheResultIsDamage(@TempDir Path tmp) throws IOException {
        Path bad = with(tmp, 7, "{\"result\":\"\\u001b[31mparty\"}");
        for (String command : List.of("run", "check")) {
            Cli.Result r = Cli.run(command, bad.toString());
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertEquals(bad + ":8: the result is not a side's name", r.err().lines().findFirst().orElse(""), command);
            assertFalse(r.err().contains("\u001b") || r.out().contains("\u001b"), command);
        }
    }

    @Test
    @DisplayName("an input holding the 8-bit CSI U+009B is refused by run and check at its line, in English and French")
    void eightBitCsiInAnInputIsDamage(@TempDir Path tmp) throws IOException {
        Path bad = with(tmp, 1, "{\"input\":\"\\u009b31mattack g1\"}");
        for (String command : List.of("run", "check")) {
            Cli.Result r = Cli.run(command, bad.toString());
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertEquals(bad + ":2: an input holds control character U+009B", r.err().lines().findFirst().orElse(""), command);
            assertFalse(r.err().contains("\u009b") || r.out().contains("\u009b"), command);
        }
        Cli.Result fr = Cli.run("run", bad.toString(), "--lang", "fr");
        assertEquals(bad + ":2: une entrée contient le caractère de contrôle U+009B",
                fr.err().lines().findFirst().orElse(""), fr.err());
    }

    @Test
    @DisplayName("a recording starting with a byte order mark plays as the same recording without it, in run and check")
    void byteOrderMarkIsSkipped(@TempDir Path tmp) throws IOException {
        Path bom = tmp.resolve("bom.jsonl");
        Files.writeString(bom, "\uFEFF" + Files.readString(DUEL));
        Cli.Result plain = Cli.run("run", DUEL.toString());
        Cli.Result marked = Cli.run("run", bom.toString());
        assertEquals(0, marked.exit(), marked.err());
        assertEquals(plain.out(), marked.out());
        Cli.Result checked = Cli.run("check", bom.toString(), "--lang", "fr");
        assertEquals(0, checked.exit(), checked.err());
    }

    @Test
    @DisplayName("a parser message no rule knows is framed in French, never shown bare in English to a French user")
    void parserFallbackIsFramedInFrench() {
        JsonMessages.Said said = JsonMessages.said("Some message the rules do not know", "x", 0);
        assertEquals("problem.json.parser", said.key());
        assertEquals("le lecteur JSON s'arrête là\u00a0; il dit, en anglais\u00a0: «\u00a0Some message the rules do not"
                + " know\u00a0»", said.in(ScreenMessages.of(Language.FR)));
        assertEquals("Some message the rules do not know", said.english());
    }

    @Test
    @DisplayName("a byte that is not UTF-8 on line 5 is refused by run and check with its line, column and byte, in English"
            + " and French")
    void notUtf8ByteNamesItsLine(@TempDir Path tmp) throws IOException {
        byte[] bytes = Files.readAllBytes(DUEL);
        int start = 0;
        for (int line = 1; line < 5; line++) start = indexOf(bytes, (byte) '\n', start) + 1;
        bytes[start + 1] = (byte) 0xFF;
        Path bad = Files.write(tmp.resolve("bad.jsonl"), bytes);
        for (String command : List.of("run", "check")) {
            Cli.Result r = Cli.run(command, bad.toString());
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertEquals(bad + ":5:2: not UTF-8 text (byte 0xFF): damaged, or not a recording",
                    r.err().lines().findFirst().orElse(""), command);
            Cli.Result fr = Cli.run(command, bad.toString(), "--lang", "fr");
            assertEquals(bad + ":5:2: pas du texte UTF-8 (octet 0xFF)\u00a0: fichier abîmé, ou ce n'est pas un"
                    + " enregistrement", fr.err().lines().findFirst().orElse(""), command);
        }
    }

    private static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) if (bytes[i] == b) return i;
        return -1;
    }
}
