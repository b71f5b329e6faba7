package escarmouche.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.launch.ErrorLogFile;
import escarmouche.reference.RulesReference;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The game on a virtual terminal, driven key by key: no TTY, no delays (pace 0), fixed seeds, resizes
 * redrawn in place. Reads the screen back as text.
 */
final class Harness {
    static final RulesReference REFERENCE = RulesReference.load();

    final DefaultVirtualTerminal terminal;
    final TerminalGame game;

    Harness(EncounterCatalog catalog, Path dataDir, int columns, int rows, boolean colour) {
        this(catalog, FightSaves.NONE, dataDir, columns, rows, colour);
    }

    /** A session that keeps its fights in {@code saves}. */
    Harness(EncounterCatalog catalog, FightSaves saves, Path dataDir) {
        this(catalog, saves, dataDir, 80, 24, true);
    }

    Harness(EncounterCatalog catalog, FightSaves saves, Path dataDir, int columns, int rows, boolean colour) {
        this(catalog, saves, dataDir, columns, rows, colour, g -> g);
    }

    /** A session set up by {@code before} (what it remembers between sessions) before its title screen opens. */
    Harness(EncounterCatalog catalog, Path dataDir, java.util.function.UnaryOperator<TerminalGame> before) {
        this(catalog, FightSaves.NONE, dataDir, 80, 24, true, before);
    }

    /** The same, keeping its fights in {@code saves}. */
    Harness(EncounterCatalog catalog, FightSaves saves, Path dataDir, java.util.function.UnaryOperator<TerminalGame> before) {
        this(catalog, saves, dataDir, 80, 24, true, before);
    }

    private Harness(EncounterCatalog catalog, FightSaves saves, Path dataDir, int columns, int rows, boolean colour,
                    java.util.function.UnaryOperator<TerminalGame> before) {
        terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        AtomicLong seeds = new AtomicLong(1);
        game = before.apply(new TerminalGame(terminal, catalog, saves, REFERENCE, errorLog(dataDir),
                new Settings(colour, 0, seeds::getAndIncrement), Runnable::run));
        try {
            game.open();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The error log the launcher gives a session: a file under the data folder. */
    static ErrorLog errorLog(Path dataDir) {
        return new ErrorLogFile(dataDir, Clock.systemUTC());
    }

    Harness(EncounterCatalog catalog, Path dataDir) {
        this(catalog, dataDir, 80, 24, true);
    }

    /** A session at 80x24 already in the fight of {@code s}, its only encounter, with the party as offered. */
    static Harness inFight(TestScenario s, Path dataDir) {
        return inFight(s, dataDir, 80, 24);
    }

    /** The same on a terminal of another size. */
    static Harness inFight(TestScenario s, Path dataDir, int columns, int rows) {
        TestCatalog catalog = new TestCatalog().add("fight", "The fight", "A test fight.", "easy", s::build);
        Harness h = new Harness(catalog, dataDir, columns, rows, true);
        h.keys("n").enter().enter();
        return h;
    }

    Harness keys(String chars) {
        for (char c : chars.toCharArray()) press(new KeyStroke(c, false, false));
        return this;
    }

    Harness press(KeyType type) {
        return press(new KeyStroke(type));
    }

    Harness press(KeyStroke k) {
        game.handle(k);
        return this;
    }

    Harness enter() {
        return press(KeyType.Enter);
    }

    Harness esc() {
        return press(KeyType.Escape);
    }

    String row(int r) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int c = 0; c < size.getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
        return sb.toString();
    }

    String screen() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) sb.append(row(r)).append('\n');
        return sb.toString();
    }

    /** The screen as one line of words, so a sentence wrapped over rows can still be found. */
    String words() {
        return screen().replace('\n', ' ').replaceAll("[│ ]+", " ");
    }

    boolean shows(String text) {
        return screen().contains(text) || words().contains(text);
    }

    /**
     * Whether the screen holds {@code text} when every space and frame is left out of both: for a line that holds a
     * path, which the screen may cut anywhere (a temporary folder's random name moves the cut), not only between words.
     */
    boolean showsSqueezed(String text) {
        return screen().replaceAll("[│\\s]+", "").contains(text.replaceAll("\\s+", ""));
    }

    TextCharacter cell(int col, int row) {
        return terminal.getCharacter(col, row);
    }

    /** Column and row of the first occurrence of a text on screen, or null. */
    int[] find(String text) {
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) {
            int c = row(r).indexOf(text);
            if (c >= 0) return new int[] {c, r};
        }
        return null;
    }

    void close() {
        game.close();
    }
}
