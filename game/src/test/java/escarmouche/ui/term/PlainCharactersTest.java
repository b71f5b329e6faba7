package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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

    @Test
    @DisplayName("The replay's pause mark '❚❚' and the log search's cursor '▏' read '||' and '|', not '??'")
    void pauseMarkAndSearchCursor() {
        assertEquals("|| event 3/126 . round 1", plain("❚❚ event 3/126 · round 1"));
        assertEquals("Log search: gob|", plain("Log search: gob▏"));
        assertEquals("a cour joie, Ouvre, 12 us", plain("à cœur joie, Œuvre, 12 µs"));
    }

    @Test
    @DisplayName("The mark of a text cut short reads '~', not '.', which made a cut sentence read as a finished one")
    void cutMark() {
        assertEquals("while their ogre master clubs~", plain("while their ogre master clubs…"));
        assertEquals("odds ~  ~+102", plain("odds …  …+102"));
    }

    /** {@code src/main/...} from the module's folder, where Maven runs the tests, or from the repository's. */
    private static Path main(String first, String... more) {
        Path p = Path.of("src", "main").resolve(Path.of(first, more));
        return Files.exists(p) ? p : Path.of("game", "src", "main").resolve(Path.of(first, more));
    }

    private static final Pattern UNICODE_ESCAPE = Pattern.compile("\\\\u+([0-9a-fA-F]{4})");

    /** The text with its {@code \\uXXXX} escapes read, as Java and JSON read them. */
    private static String unescaped(String text) {
        Matcher m = UNICODE_ESCAPE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 16))));
        return m.appendTail(sb).toString();
    }

    /**
     * The contents of a Java source's string, character and text-block literals, one after another: what it may put on
     * screen. Comments are left out (their arrows and accents are never drawn).
     */
    static String literals(String source) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        int n = source.length();
        while (i < n) {
            if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (source.startsWith("/*", i)) {
                i = source.indexOf("*/", i + 2) + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                out.append(source, i + 3, end).append('\n');
                i = end + 3;
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                char quote = source.charAt(i);
                int j = i + 1;
                while (source.charAt(j) != quote) j += source.charAt(j) == '\\' ? 2 : 1;
                out.append(source, i + 1, j).append('\n');
                i = j + 1;
            } else {
                i++;
            }
        }
        return unescaped(out.toString());
    }

    /** Adds each character beyond ASCII of {@code text} to {@code found}, with the first file that has it. */
    private static void collect(String text, String where, Map<Character, String> found) {
        for (char c : text.toCharArray()) if (c >= 0x80) found.putIfAbsent(c, where);
    }

    @Test
    @DisplayName("Every character beyond ASCII that the screens' sources, the bundles, the rules reference and the content"
            + " write has a one-column stand-in, not '?'")
    void everyScreenCharacterHasAStandIn() throws IOException {
        Map<Character, String> found = new TreeMap<>();
        for (Path root : new Path[] {main("java", "escarmouche", "ui"), main("java", "escarmouche", "lang")}) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    collect(literals(Files.readString(f)), f.toString(), found);
                }
            }
        }
        try (Stream<Path> files = Files.list(main("resources", "escarmouche", "i18n"))) {
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("messages")).sorted().toList()) {
                Properties p = new Properties();
                try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    p.load(r);
                }
                for (String key : p.stringPropertyNames()) collect(p.getProperty(key), f + " " + key, found);
            }
        }
        for (String rules : new String[] {"rules.json", "rules_fr.json"}) {
            Path f = main("resources", "escarmouche", "reference", rules);
            collect(unescaped(Files.readString(f)), f.toString(), found);
        }
        Path content = Files.isDirectory(Path.of("..", "content")) ? Path.of("..", "content") : Path.of("content");
        try (Stream<Path> files = Files.walk(content)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                collect(unescaped(Files.readString(f)), f.toString(), found);
            }
        }
        // The scan sees what it should: the pause mark, a box line and a French letter among others.
        assertTrue(found.containsKey('❚') && found.containsKey('│') && found.containsKey('é'), found.toString());
        Map<Character, String> without = new TreeMap<>();
        for (Map.Entry<Character, String> e : found.entrySet()) {
            if (PlainCharacters.of(e.getKey()) == '?') without.put(e.getKey(), e.getValue());
        }
        assertEquals(Map.of(), without, "characters shown as '?' on an ASCII terminal, each with a file that writes it");
    }
}
