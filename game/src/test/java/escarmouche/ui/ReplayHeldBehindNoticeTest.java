package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.Settings;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A past fight watched from the game (Past fights, {@code v}; over SSH too) holds its place while the window is
 * too small to show it, as {@code ./play replay} does (docs/playing.md): it played on behind the notice.
 */
class ReplayHeldBehindNoticeTest {
    private static final Pattern WHERE = Pattern.compile("event (\\d+)/(\\d+)");
    /** The wait between two events: long enough that the fight's whole replay takes a second or more. */
    private static final int PACE = 40;

    @TempDir
    Path data;
    @TempDir
    Path saves;

    @Test
    @DisplayName("A replay playing in Past fights waits behind the too-small notice and plays on once the window is large again")
    void heldWhileTooSmall() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        AtomicLong seeds = new AtomicLong(1);
        TerminalGame game = new TerminalGame(terminal, new ContentCatalog(RealContent.content()), KeptSaves.local(saves),
                Harness.REFERENCE, Harness.errorLog(data), new Settings(true, 0, seeds::getAndIncrement), Runnable::run);
        game.open();
        try {
            for (char c : "n\n\neeeQy".toCharArray()) game.handle(c == '\n' ? new KeyStroke(com.googlecode.lanterna.input.KeyType.Enter) : new KeyStroke(c, false, false));
            game.setPace(PACE);
            game.handle(new KeyStroke('p', false, false));
            game.handle(new KeyStroke('v', false, false));
            int[] start = where(terminal);
            assertEquals(1, start[0]);
            int events = start[1];
            assertTrue(events * PACE >= 1000, "a replay long enough to be caught under way: " + events + " events");
            Thread playing = new Thread(() -> game.handle(new KeyStroke(' ', false, false)));
            playing.start();
            Thread.sleep(2L * PACE);
            terminal.setTerminalSize(new TerminalSize(60, 20));
            // Twice the time the whole replay takes: played on unseen, it would be over by then.
            playing.join(2L * events * PACE + 1000);
            assertTrue(playing.isAlive(), "the replay waits behind the notice");
            terminal.setTerminalSize(new TerminalSize(80, 24));
            playing.join(10_000);
            assertTrue(!playing.isAlive(), "played on to its end once the window is large again");
            assertEquals(events, where(terminal)[0]);
        } finally {
            game.close();
        }
    }

    private static int[] where(DefaultVirtualTerminal terminal) {
        StringBuilder top = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) top.append(terminal.getCharacter(c, 0).getCharacter());
        Matcher m = WHERE.matcher(top);
        assertTrue(m.find(), top.toString());
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
    }
}
