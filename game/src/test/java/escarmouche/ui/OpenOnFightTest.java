package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.ui.page.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A game that opens on a saved fight instead of the title screen, and one ended from another thread. */
@Timeout(30)
class OpenOnFightTest {
    private static Content content;
    private static SaveShelf.Snapshot snapshot;

    @TempDir
    Path data;
    @TempDir
    Path saves;

    @BeforeAll
    static void load() throws Exception {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        content = new ContentLoader().load(dir).value();
        snapshot = SaveShelf.Snapshot.read(content);
    }

    private TerminalGame game(DefaultVirtualTerminal terminal) {
        AtomicLong seeds = new AtomicLong(1);
        return new TerminalGame(terminal, new ContentCatalog(content),
                new SaveShelf(saves, snapshot, Clock.systemUTC(), "a test"), Harness.REFERENCE,
                Harness.errorLog(data), new Settings(true, 0, seeds::getAndIncrement), Runnable::run);
    }

    private static String screen(DefaultVirtualTerminal terminal) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            for (int c = 0; c < size.getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
            sb.append('\n');
        }
        return sb.toString();
    }

    private Path locks() throws Exception {
        try (Stream<Path> files = Files.list(saves)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".lock")).findFirst().orElse(null);
        }
    }

    /** Starts the first encounter and ends a turn, then quits the game (the fight stays unfinished). */
    private void playAndQuit() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = game(terminal);
        game.open();
        for (KeyStroke k : new KeyStroke[] {new KeyStroke('n', false, false), new KeyStroke(KeyType.Enter),
                new KeyStroke(KeyType.Enter), new KeyStroke('e', false, false)}) game.handle(k);
        game.close();
    }

    @Test
    @DisplayName("Opened on the newest unfinished fight (empty key): the fight is on screen, continued, the title screen under it")
    void opensOnTheNewestUnfinished() throws Exception {
        playAndQuit();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = game(terminal).continuing("");
        game.open();
        assertTrue(screen(terminal).contains("Continued from"), screen(terminal));
        game.handle(new KeyStroke('Q', false, false));
        game.handle(new KeyStroke('y', false, false));
        assertTrue(screen(terminal).contains("Continue:"), screen(terminal));
        game.close();
    }

    @Test
    @DisplayName("Opened on a fight that is not an unfinished save: the title screen, as usual")
    void unknownFightOpensOnTitle() throws Exception {
        playAndQuit();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = game(terminal).continuing(saves.resolve("no-such-fight.jsonl").toString());
        game.open();
        assertTrue(screen(terminal).contains("Continue:"), screen(terminal));
        assertFalse(screen(terminal).contains("Continued from"));
        game.close();
    }

    @Test
    @DisplayName("Ended from another thread: the game stops, lets its fight's lock go and prints why once the terminal is restored")
    void endedFromAnotherThread() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = game(terminal);
        Thread player = new Thread(game::run);
        player.start();
        for (char c : new char[] {'n', '\r', '\r'}) {
            terminal.addInput(c == '\r' ? new KeyStroke(KeyType.Enter) : new KeyStroke(c, false, false));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (locks() == null && System.nanoTime() < deadline) Thread.sleep(10);
        assertTrue(locks() != null, "the fight holds its lock");
        game.endWith("Closed for a test.");
        // What the SSH shell does next: end the input, so the waiting read returns.
        terminal.addInput(new KeyStroke(KeyType.EOF));
        player.join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(player.isAlive(), "the game did not end");
        assertTrue(locks() == null, "the lock outlived the game");
        assertTrue(screen(terminal).contains("Closed for a test."), screen(terminal));
    }

    @Test
    @DisplayName("The last words of a session ended from outside are broken between words at the terminal's width, not"
            + " mid-word at its edge (\"p\" / \"our le reprendre.\" at 80 columns, in French)")
    void theLastWordsAreWrappedAtTheTerminalsWidth() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = game(terminal);
        game.open();
        game.endWith(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR).text("ssh.end.stopping.saved"));
        game.close();
        java.util.List<String> rows = screen(terminal).lines().map(String::stripTrailing).filter(r -> !r.isEmpty()).toList();
        assertEquals(java.util.List.of(
                "Le serveur s'arr\u00eate\u00a0; votre combat est enregistr\u00e9\u00a0: reconnectez-vous plus tard",
                "pour le reprendre."), rows);
    }
}

