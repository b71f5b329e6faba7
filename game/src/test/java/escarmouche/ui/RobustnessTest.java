package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.content.model.EncounterInfo;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.Settings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RobustnessTest {
    @TempDir
    Path data;

    private static TestCatalog duel() {
        return new TestCatalog().add("duel", "The duel", "One hero, one goblin.", "easy", BattleScreenTest.duel()::build);
    }

    @Test
    void aSmallTerminalAsksForRoomAndPlayResumesOnResize() {
        Harness h = new Harness(duel(), data);
        h.keys("n").enter().enter().keys("ml");
        assertTrue(h.shows("MOVE 1 square to 2,1"), h.screen());
        h.terminal.setTerminalSize(new TerminalSize(60, 20));
        assertTrue(h.shows("The terminal is 60x20. Escarmouche needs at least 80x24"), h.screen());
        h.keys("l");
        h.terminal.setTerminalSize(new TerminalSize(80, 24));
        assertTrue(h.shows("MOVE 1 square to 2,1"), "keys are not played while the screen is too small: " + h.screen());
        h.close();
    }

    @Test
    void noColorMeansMonochromeAndTheActiveCreatureStillStandsOut() {
        Settings s = Settings.forEnvironment(Map.of("NO_COLOR", "1"), () -> 1);
        assertFalse(s.colour());
        assertTrue(Settings.forEnvironment(Map.of(), () -> 1).colour());
        Harness h = new Harness(duel(), data, 80, 24, false);
        h.keys("n").enter().enter();
        int[] at = h.find("He.");
        var cell = h.cell(at[0], at[1]);
        assertEquals('H', cell.getCharacter());
        assertTrue(cell.getModifiers().contains(SGR.REVERSE), "the active creature is in reverse video: " + cell
                + " at " + at[0] + "," + at[1] + "\n" + h.screen());
        assertEquals(TextColor.ANSI.DEFAULT, cell.getForegroundColor());
        for (int r = 0; r < 24; r++) {
            for (int c = 0; c < 80; c++) {
                assertEquals(TextColor.ANSI.DEFAULT, h.cell(c, r).getForegroundColor(), "no colour at " + c + "," + r);
                assertEquals(TextColor.ANSI.DEFAULT, h.cell(c, r).getBackgroundColor(), "no colour at " + c + "," + r);
            }
        }
        int[] gob = h.find("go.");
        assertEquals('g', h.cell(gob[0], gob[1]).getCharacter(), "monsters are lower case");
        h.close();
    }

    @Test
    void colourCanBeSwitchedOffFromTheTitleScreen() {
        Harness h = new Harness(duel(), data);
        assertTrue(h.shows("Colour: on"));
        h.keys("c");
        assertTrue(h.shows("Colour: off (monochrome)"), h.screen());
        h.close();
    }

    @Test
    void runReturnsOnCtrlCAndRestoresTheTerminal() {
        DefaultVirtualTerminal vt = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        AtomicLong seeds = new AtomicLong();
        TerminalGame game = new TerminalGame(vt, duel(), Harness.REFERENCE, Harness.errorLog(data), new Settings(true, 0, seeds::get),
                Runnable::run);
        vt.addInput(new KeyStroke('n', false, false));
        vt.addInput(new KeyStroke(KeyType.Enter));
        vt.addInput(new KeyStroke(KeyType.Enter));
        vt.addInput(new KeyStroke('l', false, false));
        vt.addInput(new KeyStroke('c', true, false));
        game.run();
        assertTrue(vt.isCursorVisible(), "the cursor is given back");
    }

    @Test
    @DisplayName("A game stuck writing to a client that never reads takes one redraw thread, however many redraws are asked")
    void redrawsWaitingForAStuckGameAreMerged() throws Exception {
        AtomicBoolean stuck = new AtomicBoolean();
        CountDownLatch blocked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // A client that stops reading: the game's write (under its lock) waits for the window to open.
        DefaultVirtualTerminal vt = new DefaultVirtualTerminal(new TerminalSize(80, 24)) {
            @Override
            public void flush() {
                if (stuck.get()) {
                    blocked.countDown();
                    try {
                        release.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                super.flush();
            }
        };
        List<Thread> started = new CopyOnWriteArrayList<>();
        Executor newThread = r -> {
            Thread t = new Thread(r, "redraw");
            t.setDaemon(true);
            started.add(t);
            t.start();
        };
        TerminalGame game = new TerminalGame(vt, duel(), Harness.REFERENCE, Harness.errorLog(data),
                new Settings(true, 0, () -> 1), newThread);
        game.open();
        stuck.set(true);
        Thread player = new Thread(() -> game.handle(new KeyStroke(KeyType.ArrowDown)));
        player.start();
        assertTrue(blocked.await(5, TimeUnit.SECONDS), "the key's redraw never reached the terminal");
        // Resizes and watched frames keep asking for redraws while the game cannot draw.
        for (int i = 0; i < 50; i++) {
            game.redrawSoon();
            Thread.sleep(2);
        }
        int threads = started.size();
        stuck.set(false);
        release.countDown();
        player.join(5000);
        for (Thread t : started) t.join(5000);
        game.close();
        assertEquals(1, threads, "redraw threads started while the game was stuck");
    }

    @Test
    void runReturnsWhenTheInputCloses() {
        DefaultVirtualTerminal vt = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalGame game = new TerminalGame(vt, duel(), Harness.REFERENCE, Harness.errorLog(data), new Settings(true, 0, () -> 1),
                Runnable::run);
        vt.addInput(new KeyStroke(KeyType.EOF));
        game.run();
    }

    @Test
    void anErrorGoesToTheLogFileNeverToTheScreen() throws Exception {
        EncounterCatalog broken = new TestCatalog() {
            @Override
            public List<EncounterInfo> encounters() {
                return List.of(new EncounterInfo("bad", "Broken", "It throws.", "easy", null));
            }

            @Override
            public Opened open(EncounterInfo encounter, Map<String, String> swaps) {
                throw new IllegalStateException("boom in the catalog");
            }
        };
        Harness h = new Harness(broken, data);
        h.keys("n").enter();
        String screen = h.screen();
        assertTrue(screen.contains("Something went wrong"), screen);
        assertFalse(screen.contains("IllegalStateException"), screen);
        assertFalse(screen.contains("at escarmouche"), screen);
        Path log = data.resolve("logs").resolve("escarmouche.log");
        assertTrue(Files.readString(log).contains("boom in the catalog"));
        h.enter();
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("Closing a game whose screen the terminal's own exit hook gave back first logs no error")
    void closesAfterTheTerminalsOwnExitHook() throws Exception {
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        AnsiOnStreams terminal = new AnsiOnStreams(written);
        TerminalGame game = new TerminalGame(terminal, duel(), Harness.REFERENCE, Harness.errorLog(data),
                new Settings(true, 0, () -> 1), Runnable::run);
        game.open();
        // What Lanterna's Unix terminal does from its shutdown hook, when that runs before the launcher's.
        terminal.exitPrivateMode();
        game.close();
        Path log = data.resolve("logs").resolve("escarmouche.log");
        assertFalse(Files.exists(log) && Files.readString(log).contains("restoring the terminal"),
                Files.exists(log) ? Files.readString(log) : "no log");
        assertTrue(written.toString(StandardCharsets.UTF_8).endsWith("\u001b[?25h"), "the cursor is shown again");
    }

    @Test
    @DisplayName("A session whose terminal went away (its input ended, its output closed with it) logs no error for the"
            + " screen it could not give back: a dropped connection is no fault of the game")
    void aTerminalThatWentAwayLogsNothing() throws Exception {
        AtomicBoolean gone = new AtomicBoolean();
        java.io.InputStream in = new java.io.InputStream() {
            @Override
            public int read() {
                gone.set(true);
                return -1;
            }
        };
        java.io.OutputStream out = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                if (gone.get()) throw new IOException("Broken pipe");
            }
        };
        TerminalGame game = new TerminalGame(new AnsiOnStreams(in, out), duel(), Harness.REFERENCE, Harness.errorLog(data),
                new Settings(true, 0, () -> 1), Runnable::run);
        game.run(() -> true);
        assertTrue(gone.get(), "the input was read to its end");
        Path log = data.resolve("logs").resolve("escarmouche.log");
        assertFalse(Files.exists(log) && Files.readString(log).contains("restoring the terminal"),
                Files.exists(log) ? Files.readString(log) : "no log");
    }

    /** An ANSI terminal on streams, of a fixed size, its stty runs dropped: the local game's kind. */
    private static final class AnsiOnStreams extends UnixTerminal {
        /** Writing to memory, no key to read. */
        AnsiOnStreams(ByteArrayOutputStream out) throws IOException {
            this(new ByteArrayInputStream(new byte[0]), out);
        }

        AnsiOnStreams(java.io.InputStream in, java.io.OutputStream out) throws IOException {
            super(in, out, StandardCharsets.UTF_8);
        }

        @Override
        protected String runSTTYCommand(String... parameters) {
            return "";
        }

        @Override
        protected TerminalSize findTerminalSize() {
            return new TerminalSize(80, 24);
        }
    }

    @Test
    void theMapScrollsWhenLargerThanItsArea() {
        String wide = "#".repeat(60);
        String floor = "#" + ".".repeat(58) + "#";
        TestCatalog c = new TestCatalog().add("big", "Big", "A long hall.", "easy", () -> TestScenario.map(wide, floor, floor, wide)
                .with("hero", "party", 1, 1, x -> x.pc("fighter").speed(40))
                .with("gob", "monsters", 57, 2, x -> x.hp(7))
                .initiative("hero", "gob").build());
        Harness h = new Harness(c, data);
        h.keys("n").enter().enter();
        assertTrue(h.row(1).startsWith("   0 1 2"), h.screen());
        h.keys("m" + "l".repeat(30));
        assertFalse(h.row(1).startsWith("   0 1 2"), "the viewport followed the path: " + h.screen());
        assertTrue(h.shows("MOVE 30 squares to 31,1"), h.screen());
        h.close();
    }
}
