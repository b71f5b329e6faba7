package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Standard error under a locale that is not UTF-8 ({@code LANG=C}, {@code LANG=fr}): French messages lost every
 * accent and quote to {@code ?} ("trouv? le texte ??a??"), while standard output, redirected, was UTF-8.
 */
class ErrorStreamCharsetTest {
    private static final String FRENCH = "bad.json:1:20: $.seed\u00a0: trouvé le texte «\u00a0a\u00a0», attendu\u00a0: un nombre";

    private static String written(boolean utf8Locale, String consoleEncoding, String charsetOfBytes) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = StandardOutput.errorStream(bytes, utf8Locale, consoleEncoding);
        err.println(FRENCH);
        err.printf("%s problème%n", "1");
        err.flush();
        return bytes.toString(java.nio.charset.Charset.forName(charsetOfBytes));
    }

    @Test
    @DisplayName("redirected to a file or a pipe (no console), standard error is UTF-8 whatever the locale, as standard output")
    void redirectedIsUtf8() {
        assertEquals(FRENCH + System.lineSeparator() + "1 problème" + System.lineSeparator(),
                written(false, null, "UTF-8"));
    }

    @Test
    @DisplayName("on a console whose locale is ASCII, accents and quotes become their plain letters, as on the screens, never ?")
    void asciiConsoleGetsPlainLetters() {
        assertEquals("bad.json:1:20: $.seed : trouve le texte \" a \", attendu : un nombre" + System.lineSeparator()
                + "1 probleme" + System.lineSeparator(), written(false, "ANSI_X3.4-1968", "US-ASCII"));
    }

    @Test
    @DisplayName("a locale named UTF-8 (fr_FR.UTF-8, even where Java does not know it) keeps UTF-8 on a console")
    void utf8LocaleIsUtf8() {
        assertEquals(FRENCH + System.lineSeparator() + "1 problème" + System.lineSeparator(),
                written(true, "ANSI_X3.4-1968", "UTF-8"));
    }
}
