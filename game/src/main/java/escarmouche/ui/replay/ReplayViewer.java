package escarmouche.ui.replay;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import escarmouche.content.model.Scenario;
import escarmouche.engine.control.PlayerInput;
import escarmouche.reference.RulesReference;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.battle.Why;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.Line;
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
    /** Time between two events while playing. */
    static final int PLAY_MILLIS = 400;

    private final Timeline timeline;
    private final ReplayScreen view;
    private final Why why;
    private final Glyphs glyphs;
    private final ScreenMessages messages;
    private int index;
    private boolean playing;
    private boolean showWhy;
    private StringBuilder prompt;
    private boolean quitting;
    private Screen screen;

    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour) {
        this(scenario, seed, inputs, title, reference, colour, ScreenMessages.of(Language.EN));
    }

    /** @param messages the texts of the screen, its log and its "why?" (the event log itself stays English) */
    public ReplayViewer(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                        boolean colour, ScreenMessages messages) {
        this.timeline = Timeline.of(scenario, seed, inputs, messages);
        this.view = new ReplayScreen(timeline, title);
        this.why = new Why(reference, messages);
        this.glyphs = new Glyphs(colour);
        this.messages = messages;
    }

    /** Why the recording stopped fitting its scenario (the viewer shows it up to there), or null. */
    public String problem() {
        return timeline.problem();
    }

    /** Watches until q, Esc or the end of the input; the terminal is given back as it was. */
    public void run(Terminal terminal) throws IOException {
        open(terminal);
        try {
            long next = System.currentTimeMillis() + PLAY_MILLIS;
            while (!quitting) {
                KeyStroke key = screen.pollInput();
                if (key != null) {
                    if (Keys.closed(key)) break;
                    handle(key);
                    next = System.currentTimeMillis() + PLAY_MILLIS;
                } else if (playing && System.currentTimeMillis() >= next) {
                    tick();
                    next = System.currentTimeMillis() + PLAY_MILLIS;
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

    /** One step of play: the next event, pausing at the end. */
    public void tick() {
        if (!playing) return;
        if (index < timeline.size() - 1) index++;
        if (index >= timeline.size() - 1) playing = false;
        render(false);
    }

    public boolean quitting() {
        return quitting;
    }

    /** Handles one key and redraws; returns false once the viewer is to close. */
    public boolean handle(KeyStroke key) {
        if (Keys.interrupt(key) || Keys.closed(key)) {
            quitting = true;
            return false;
        }
        if (prompt != null) {
            typing(key);
        } else {
            browse(key);
        }
        if (!quitting) render(false);
        return !quitting;
    }

    private void browse(KeyStroke key) {
        int last = timeline.size() - 1;
        KeyType type = key.getKeyType();
        char ch = Keys.ch(key);
        if (ch == 'q' || (type == KeyType.Escape && !showWhy)) {
            quitting = true;
        } else if (type == KeyType.Escape || ch == 'w') {
            showWhy = !showWhy;
        } else if (ch == 'V') {
            timeline.fight().log().cycleDetail();
        } else if (ch == ' ') {
            if (!playing && index >= last) index = 0;
            playing = !playing && last > 0;
        } else {
            int to = switch (type) {
                case ArrowRight -> Math.min(last, index + 1);
                case ArrowLeft -> Math.max(0, index - 1);
                case ArrowDown -> timeline.nextTurn(index);
                case ArrowUp -> timeline.previousTurn(index);
                case Home -> 0;
                case End -> last;
                default -> switch (ch) {
                    case 't' -> timeline.nextTurn(index);
                    case 'T' -> timeline.previousTurn(index);
                    case 'r' -> timeline.nextRound(index);
                    case 'R' -> timeline.previousRound(index);
                    default -> -1;
                };
            };
            if (to >= 0) {
                index = to;
                playing = false;
            } else if (ch == 'g') {
                prompt = new StringBuilder();
                playing = false;
            }
        }
    }

    /** Typing the round to go to: digits, Backspace, Enter, Esc. */
    private void typing(KeyStroke key) {
        char ch = Keys.ch(key);
        if (Keys.escape(key)) {
            prompt = null;
        } else if (Keys.enter(key)) {
            int round = prompt.isEmpty() ? -1 : Integer.parseInt(prompt.toString());
            int at = timeline.roundStart(round);
            if (at >= 0) index = at;
            prompt = null;
        } else if (key.getKeyType() == KeyType.Backspace && !prompt.isEmpty()) {
            prompt.setLength(prompt.length() - 1);
        } else if (ch >= '0' && ch <= '9' && prompt.length() < 4) {
            prompt.append(ch);
        }
    }

    /** Where the viewer stands: the index of the current event (0-based). */
    public int index() {
        return index;
    }

    public boolean playing() {
        return playing;
    }

    /** How many events the fight has. */
    public int events() {
        return timeline.size();
    }

    private List<Line> whyLines() {
        EventFrame k = timeline.at(index);
        return k.line() == null ? List.of(Line.dim(messages.text("replay.why.nothing"))) : why.lines(k.line());
    }

    private void render(boolean force) {
        if (screen == null) return;
        boolean resized = screen.doResizeIfNecessary() != null;
        TerminalSize size = screen.getTerminalSize();
        Canvas canvas = new Canvas(size.getColumns(), size.getRows(), glyphs);
        if (size.getColumns() < TerminalGame.MIN_COLUMNS || size.getRows() < TerminalGame.MIN_ROWS) {
            canvas.fill(Style.NORMAL);
            canvas.paragraph(0, messages.text("replay.small", size.getColumns() + "x" + size.getRows(),
                    TerminalGame.MIN_COLUMNS + "x" + TerminalGame.MIN_ROWS), Style.WARN);
        } else {
            view.draw(canvas, index, playing, showWhy ? whyLines() : null, prompt == null ? null : prompt.toString());
        }
        int changed = canvas.flushTo(screen);
        if (force || resized || changed > 0) {
            try {
                screen.refresh(force || resized ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
            } catch (IOException e) {
                quitting = true;
            }
        }
    }
}
