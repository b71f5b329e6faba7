package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.live.Sessions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/server.md's Limits table says how long an idle-closed client is given before its connection is cut: the
 * two waits the server applies, each where it applies (GameShell.CLOSE_ANSWER for a client that answers nothing
 * after its game ended, Sessions.CLOSE_WAIT for one that cannot take in its last words), not one for both.
 */
class DocumentedCloseWaitsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();

    @Test
    @DisplayName("docs/server.md, --idle-minutes: a client stopped after the idle close is cut 10 s after its game ended,"
            + " one that cannot take in its last words 5 s after the idle close, as the server does")
    void idleCloseWaitsAsDocumented() throws IOException {
        assertEquals(10, GameShell.CLOSE_ANSWER.toSeconds());
        assertEquals(5, Sessions.CLOSE_WAIT.toSeconds());
        List<String> rows = Files.readAllLines(ROOT.resolve("docs/server.md")).stream()
                .filter(l -> l.startsWith("| `--idle-minutes MINUTES` |")).toList();
        assertEquals(1, rows.size(), rows::toString);
        String row = rows.get(0);
        assertTrue(row.contains("(a process stopped with `kill -STOP`, a dead link that still holds its TCP connection) is cut "
                + GameShell.CLOSE_ANSWER.toSeconds() + " seconds after its game ended"), row);
        assertTrue(row.contains("is cut " + Sessions.CLOSE_WAIT.toSeconds() + " seconds after the idle close"), row);
    }
}
