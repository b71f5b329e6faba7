package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A connection turned away before any screen reads its reason in whole words at its own width. */
class PartingTest {
    private static String said(Map<String, String> env) {
        String text = new escarmouche.ssh.live.Sessions.Refused("anne", 2, Duration.ofMinutes(15))
                .message(ScreenMessages.of(Language.EN));
        return new String(Parting.bytes(text, env), StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("The refusal of a third session is wrapped between words at the client's 60 columns, each line ended"
            + " CR LF, and no word is lost")
    void wrappedAtTheClientsWidth() {
        String out = said(Map.of("COLUMNS", "60", "LINES", "20"));
        for (String line : out.split("\r\n")) assertEquals(true, line.length() <= 59, line);
        assertEquals(true, out.endsWith("\r\n"), out);
        // The same words at any width: only where the lines break differs.
        assertEquals(said(Map.of()).replaceAll("\\s+", " "), out.replaceAll("\\s+", " "));
        assertEquals(true, out.replaceAll("\\s+", " ").contains(" then log in again. "), out);
    }

    @Test
    @DisplayName("With no size announced, lines of at most 79 columns")
    void eightyColumnsByDefault() {
        String out = said(Map.of());
        for (String line : out.split("\r\n")) assertEquals(true, line.length() <= 79, line);
        assertEquals(true, out.split("\r\n").length >= 2, out);
    }
}
