package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientEnvironmentTest {
    @Test
    void hugeSizesAreClampedToWhatTheServerDraws() {
        Map<String, String> env = Map.of("COLUMNS", "30000", "LINES", "30000");
        assertEquals(new TerminalSize(400, 200), ClientEnvironment.size(env));
        assertTrue(ClientEnvironment.clamped(env));
        assertEquals(new TerminalSize(400, 200), ClientEnvironment.size(Map.of("COLUMNS", "99999999999999", "LINES", "201")));
    }

    @Test
    void ordinarySizesAreKept() {
        Map<String, String> env = Map.of("COLUMNS", "120", "LINES", "40");
        assertEquals(new TerminalSize(120, 40), ClientEnvironment.size(env));
        assertFalse(ClientEnvironment.clamped(env));
    }

    @Test
    void onlyAShortListOfVariablesIsRead() {
        Map<String, String> kept = ClientEnvironment.kept(Map.of("TERM", "xterm", "NO_COLOR", "1", "LANG", "fr_FR.UTF-8",
                "LC_ALL", "C", "LD_PRELOAD", "/tmp/x.so", "PATH", "/bin", "LC_lower", "x", "TERM_PROGRAM", "x"));
        assertEquals(Map.of("TERM", "xterm", "NO_COLOR", "1", "LANG", "fr_FR.UTF-8", "LC_ALL", "C"), kept);
    }

    @Test
    void longValuesAreCut() {
        assertEquals(64, ClientEnvironment.kept(Map.of("TERM", "x".repeat(10_000))).get("TERM").length());
    }
}
