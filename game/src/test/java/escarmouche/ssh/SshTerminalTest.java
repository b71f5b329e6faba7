package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalSize;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SshTerminalTest {
    @Test
    void theSizeIsTheClientsAndAWindowChangeIsAnnouncedOnce() throws IOException {
        SshTerminal terminal = new SshTerminal(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new TerminalSize(100, 30));
        assertEquals(new TerminalSize(100, 30), terminal.getTerminalSize());
        List<TerminalSize> heard = new ArrayList<>();
        terminal.addResizeListener((t, size) -> heard.add(size));

        terminal.resized(new TerminalSize(120, 40));
        terminal.resized(new TerminalSize(120, 40));

        assertEquals(new TerminalSize(120, 40), terminal.getTerminalSize());
        assertEquals(List.of(new TerminalSize(120, 40)), heard);
    }

    @Test
    void windowSizeFallsBackTo80x24() {
        assertEquals(new TerminalSize(90, 33), ClientEnvironment.size(Map.of("COLUMNS", "90", "LINES", "33")));
        assertEquals(ClientEnvironment.FALLBACK, ClientEnvironment.size(Map.of()));
        assertEquals(ClientEnvironment.FALLBACK, ClientEnvironment.size(Map.of("COLUMNS", "0", "LINES", "x")));
    }
}
