package escarmouche.ui.replay;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import escarmouche.content.model.Scenario;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.control.PlayerInput;
import escarmouche.reference.RulesReference;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.TooSmall;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import java.io.IOException;
import java.util.List;

/**
 * {@code ./play replay}: watches a recorded fight. The fight is played once to its end when the viewer
 * opens ({@link Timeline}); the keys then move an index through its keyframes, forward or back, by event,
 * turn or round, or play it on at a steady pace. The command reads the file and hands over plain data.
 */
public final class ReplayViewer {
    /** Time between two events while playing, until the keys change it. */
    static final int PLAY_MILLIS = 400;

    private final ReplayCursor cursor;
    private final Glyphs glyphs;
    private final ScreenMessages messages;
    private Screen screen;

    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour) {
        this(scenario, seed, inputs, title, reference, colour, ScreenMessages.of(Language.EN));
    }

    /** @param messages the texts of the screen, its log and its "why?" (the event log itself stays English) */
    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour, ScreenMessages messages) {
        this(scenario, seed, inputs, title, reference, colour, messages, ReplayCheck.NONE);
    }

    /**
     * The same for a recording whose file holds more than its inputs ({@code check}: a save's keyframes), checked
     * as the fight is played once when the viewer opens: see {@link #disagreement}.
     */
    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour, ScreenMessages messages, ReplayCheck check) {
        this(scenario, seed, inputs, title, reference, colour, messages, check, ForcedStop.NONE);
    }

    /** The same, a fight its forced dice stopped where the recording ends told at its last event ({@link ForcedStop}). */
    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour, ScreenMessages messages, ReplayCheck check, ForcedStop forced) {
        this.cursor = new ReplayCursor(scenario, seed, inputs, title, reference, messages, PLAY_MILLIS, check, forced);
        this.glyphs = new Glyphs(colour);
        this.messages = messages;
    }

    /** Why the recording stopped fitting its scenario (the viewer shows it up to there), or null. */
    public String problem() {
        return cursor.problem();
    }

    /** That the scenario's forced dice stopped the fight where the recording ends, as {@link ForcedStop} words it; or null. */
    public String stop() {
        return cursor.stop();
    }

    /**
     * Why the recording's file disagrees with the replay of its inputs (a keyframe edited or damaged: an English
     * sentence naming the file and the line), which makes it unreadable, to be said before anything is shown; or null.
     */
    public String disagreement() {
        return cursor.disagreement();
    }

    /** Watches until q, Esc or the end of the input; the terminal is given back as it was. */
    public void run(Terminal terminal) throws IOException {
        open(terminal);
        try {
            long next = System.currentTimeMillis() + cursor.pace();
            while (!cursor.quitting()) {
                KeyStroke key = screen.pollInput();
                if (key != null) {
                    if (Keys.closed(key)) break;
                    handle(key);
                    next = System.currentTimeMillis() + cursor.pace();
                } else if (cursor.playing() && System.currentTimeMillis() >= next) {
                    tick();
                    next = System.currentTimeMillis() + cursor.pace();
                } else {
                    // Idle: only a resize needs drawing (the whole frame, as the terminal may have reflowed it).
                    if (screen.doResizeIfNecessary() != null) render(true);
                    Thread.sleep(25);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            close();
        }
    }

    public void open(Terminal terminal) throws IOException {
        screen = new TerminalScreen(terminal);
        screen.startScreen();
        screen.setCursorPosition(null);
        render(true);
    }

    public void close() {
        if (screen == null) return;
        try {
            screen.stopScreen();
        } catch (IOException e) {
            // The terminal went away: nothing left to restore.
        }
        screen = null;
    }

    /**
     * One step of play: the next event, pausing at the end. While the window is too small to show the fight (its
     * notice alone is drawn), time stands still, as it does for the game behind the same notice: playing on would
     * pass events nobody sees.
     */
    public void tick() {
        if (!cursor.playing() || tooSmall()) return;
        cursor.step();
        render(false);
    }

    /** Whether the terminal, its size read again, is below the frame's minimum. */
    private boolean tooSmall() {
        if (screen == null) return false;
        if (screen.doResizeIfNecessary() != null) render(true);
        TerminalSize size = screen.getTerminalSize();
        return size.getColumns() < Frame.MIN_COLUMNS || size.getRows() < Frame.MIN_ROWS;
    }

    public boolean quitting() {
        return cursor.quitting();
    }

    /** Handles one key and redraws; returns false once the viewer is to close. */
    public boolean handle(KeyStroke key) {
        if (Keys.interrupt(key) || Keys.closed(key)) {
            cursor.quit();
            return false;
        }
        cursor.handle(key);
        if (!quitting()) render(false);
        return !quitting();
    }

    /** Where the viewer stands: the index of the current event (0-based). */
    public int index() {
        return cursor.index();
    }

    public boolean playing() {
        return cursor.playing();
    }

    /** How many events the fight has. */
    public int events() {
        return cursor.events();
    }

    /** The battle as the recording left it, for tests. */
    Battle battle() {
        return cursor.battle();
    }

    private void render(boolean force) {
        if (screen == null) return;
        boolean resized = screen.doResizeIfNecessary() != null;
        TerminalSize size = screen.getTerminalSize();
        Canvas canvas = new Canvas(size.getColumns(), size.getRows(), glyphs);
        if (size.getColumns() < Frame.MIN_COLUMNS || size.getRows() < Frame.MIN_ROWS) {
            canvas.fill(Style.NORMAL);
            TooSmall.draw(canvas, 0, messages.text("replay.small", size.getColumns() + "x" + size.getRows(),
                    Frame.MIN_COLUMNS + "x" + Frame.MIN_ROWS));
        } else {
            cursor.draw(canvas);
        }
        int changed = canvas.flushTo(screen);
        if (force || resized || changed > 0) {
            try {
                screen.refresh(force || resized ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
            } catch (IOException e) {
                cursor.quit();
            }
        }
    }
}
