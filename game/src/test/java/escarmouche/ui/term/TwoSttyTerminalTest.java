package escarmouche.ui.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The local terminal is set up in two runs of stty, to the same settings as Lanterna's five, and set back as Lanterna does. */
class TwoSttyTerminalTest {
    /** Records each stty run instead of making it; "-g" answers with made-up saved settings. */
    private static final class Recorded extends TwoSttyTerminal {
        // No initialiser: Lanterna runs stty from its constructor, before one would run, and it would wipe the list.
        private List<String> runs;

        Recorded() throws IOException {
            super(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), StandardCharsets.UTF_8);
        }

        @Override
        protected String runSTTYCommand(String... parameters) {
            if (runs == null) runs = new ArrayList<>();
            runs.add(String.join(" ", parameters));
            return parameters.length == 1 && parameters[0].equals("-g") ? "500:5:bf:8a3b\n" : "";
        }
    }

    @Test
    @DisplayName("opening: the settings saved, then raw one-byte reads, no echo and Ctrl-C as a key in one run")
    void opening() throws Exception {
        Recorded terminal = new Recorded();
        try {
            assertEquals(List.of("-g", "-icanon min 1 -echo intr undef"), terminal.runs);
        } finally {
            terminal.close();
        }
    }

    @Test
    @DisplayName("closing: the saved settings back, then the interrupt key, as Lanterna does")
    void closing() throws Exception {
        Recorded terminal = new Recorded();
        terminal.runs.clear();
        terminal.close();
        assertEquals(List.of("500:5:bf:8a3b", "intr ^C"), terminal.runs);
    }
}
