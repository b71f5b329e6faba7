package escarmouche.ui.watch;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.ErrorLogFile;
import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.live.Seat;
import escarmouche.ssh.live.Stage;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.Settings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Several games on one server's stage, each on a virtual terminal, driven key by key on the test's thread.
 * Redraws asked without a key (a watched game's new frame, a list that changed, a resize) wait in one queue
 * and run after each key, as the sessions' own runners would run them, never inside the caller's lock.
 */
public final class Table {
    static final RulesReference REFERENCE = RulesReference.load();
    private static final int MOST_REDRAWS = 1_000;

    public final Stage stage;
    public final List<String> log = new CopyOnWriteArrayList<>();
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private final ContentCatalog catalog;
    private final Path data;
    private final Executor runner;

    public Table(Path data, int maxWatchers) {
        this(data, maxWatchers, null);
    }

    /** @param runner runs the redraws asked without a key; null keeps them in the queue {@link #settle} runs */
    public Table(Path data, int maxWatchers, Executor runner) {
        this.data = data;
        this.runner = runner != null ? runner : queue::add;
        this.stage = new Stage((event, text) -> log.add(event.word() + " " + text), maxWatchers);
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        this.catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8))
                .orElseThrow(() -> new AssertionError(problems.toString(StandardCharsets.UTF_8)));
    }

    /** A player on the stage (as every SSH session is). */
    public Player join(String name, int columns, int rows) {
        Player p = game(name, columns, rows);
        // As a session does: on the stage first, then on screen.
        p.seat = stage.enter(name, p.game);
        return p.open();
    }

    /** A game that is not on the stage: a local terminal, or a second screen to compare with. */
    public Player alone(String name, int columns, int rows) {
        return game(name, columns, rows).open();
    }

    private Player game(String name, int columns, int rows) {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        AtomicLong seeds = new AtomicLong(1);
        TerminalGame game = new TerminalGame(terminal, catalog, FightSaves.NONE, REFERENCE,
                new ErrorLogFile(data.resolve(name), Clock.systemUTC()), new Settings(true, 0, seeds::getAndIncrement),
                runner);
        return new Player(this, terminal, game);
    }

    /** Runs every redraw asked for until none is left; a loop of redraws fails the test. */
    public void settle() {
        for (int i = 0; i < MOST_REDRAWS; i++) {
            Runnable next = queue.poll();
            if (next == null) return;
            next.run();
        }
        throw new AssertionError("redraws keep asking for more redraws");
    }

    /** Redraws asked for and not run yet. */
    public int waiting() {
        return queue.size();
    }

    public static final class Player {
        private final Table table;
        public final DefaultVirtualTerminal terminal;
        public final TerminalGame game;
        public Seat seat;

        Player(Table table, DefaultVirtualTerminal terminal, TerminalGame game) {
            this.table = table;
            this.terminal = terminal;
            this.game = game;
        }

        public Player open() {
            try {
                game.open();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            table.settle();
            return this;
        }

        public Player keys(String chars) {
            for (char c : chars.toCharArray()) press(new KeyStroke(c, false, false));
            return this;
        }

        public Player press(KeyType type) {
            return press(new KeyStroke(type));
        }

        public Player enter() {
            return press(KeyType.Enter);
        }

        public Player press(KeyStroke key) {
            game.handle(key);
            table.settle();
            return this;
        }

        /** A key handled, the redraws it asks of other games left waiting (a slow session). */
        public Player pressOnly(KeyType type) {
            game.handle(new KeyStroke(type));
            return this;
        }

        /** A character key handled, the redraws it asks of other games left waiting. */
        public Player typeOnly(char c) {
            game.handle(new KeyStroke(c, false, false));
            return this;
        }

        public Player resize(int columns, int rows) {
            terminal.setTerminalSize(new TerminalSize(columns, rows));
            table.settle();
            return this;
        }

        /** The session ends (the player quit or the connection dropped), as GameShell ends it. */
        public void leave() {
            game.close();
            if (seat != null) seat.close();
            table.settle();
        }

        public String row(int r) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) {
                sb.append(terminal.getCharacter(c, r).getCharacter());
            }
            return sb.toString();
        }

        public int rows() {
            return terminal.getTerminalSize().getRows();
        }

        /** Every row but the last (the key hints, where the watch bar and the "watched by" mark go). */
        public String aboveLastRow() {
            StringBuilder sb = new StringBuilder();
            for (int r = 0; r < rows() - 1; r++) sb.append(row(r)).append('\n');
            return sb.toString();
        }

        public String screen() {
            return aboveLastRow() + row(rows() - 1) + '\n';
        }

        public String lastRow() {
            return row(rows() - 1);
        }

        public boolean shows(String text) {
            return screen().contains(text);
        }
    }
}
