package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The local terminal speaks UTF-8 whenever the locale's name says so, installed or not. */
class TerminalCharsetTest {
    @Test
    @DisplayName("LANG=fr_FR.UTF-8 opens the terminal in UTF-8 even where that locale is not installed: accents show")
    void utf8FromTheLocalesName() {
        assertEquals(StandardCharsets.UTF_8, TerminalCharset.of(Map.of("LANG", "fr_FR.UTF-8")));
        assertEquals(StandardCharsets.UTF_8, TerminalCharset.of(Map.of("LC_ALL", "en_US.utf8", "LANG", "C")));
        assertEquals(Charset.defaultCharset(), TerminalCharset.of(Map.of("LC_ALL", "C", "LANG", "fr_FR.UTF-8")));
        assertEquals(Charset.defaultCharset(), TerminalCharset.of(Map.of()));
    }
}
