package escarmouche.ssh.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SaveLinesTest {
    private static final Path FILE = Path.of("/srv/escarmouche/players/ana/saves/2026-12-06_00-10-00_the-ford.jsonl");

    @Test
    @DisplayName("A failed save names the player, the file (not the server's folders) and the reason, on one cleaned line")
    void failed() {
        assertEquals("player=ana file=2026-12-06_00-10-00_the-ford.jsonl failed reason=No?space?left?on?device",
                SaveLines.of("ana", FILE, new IOException("No space left on device"), false));
    }

    @Test
    @DisplayName("A save written again after failing says so, with the reason it had failed (the first line may be lost"
            + " with the rest of a log on a full disk)")
    void writtenAgain() {
        assertEquals("player=ana file=2026-12-06_00-10-00_the-ford.jsonl written-again reason=No?space?left?on?device",
                SaveLines.of("ana", FILE, new IOException("No space left on device"), true));
    }
}
