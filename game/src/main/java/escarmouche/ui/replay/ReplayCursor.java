package escarmouche.ui.replay;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.Scenario;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.control.PlayerInput;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.ui.battle.Why;
import escarmouche.ui.page.Line;
import escarmouche.ui.page.PaceSteps;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Keys;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where a replay stands and what its keys do, apart from any terminal: the current event, whether it is
 * playing, the "why?" shown instead of the log, the round being typed after {@code g}. The command's
 * viewer ({@link ReplayViewer}) and the game's page ({@link ReplayPage}) each drive one and draw it.
 */
final class ReplayCursor {
    /** The waits between two events that {@code +} and {@code -} step through, in milliseconds. */
    static final List<Integer> PACES = List.of(50, 100, 200, 400, 700, 1000, 1500, 2500);
    private final Timeline timeline;
    private final ReplayScreen view;
    private final Why why;
    private final ScreenMessages messages;
    private int index;
    private boolean playing;
    private boolean showWhy;
    /**
     * The first row shown of the list in place of the log (PgDn, PgUp scroll one too long for the rows under
     * the map), for the list {@link #asideShown} names: the keys, or "why?" of one event.
     */
    private int asideFrom;
    private String asideShown;
    /** The replay's keys shown instead of the log ({@code ?}). */
    private boolean showKeys;
    private StringBuilder prompt;
    /** The search being typed after {@code /}, or null. */
    private StringBuilder search;
    /** The last search kept (Enter), which {@code n} and {@code N} look for again; null before one. */
    private String found;
    /** What the last search said in the bar (nothing found, gone round the end), until the next key. */
    private String note;
    /** The longest search kept. */
    private static final int LONGEST_SEARCH = 40;
    private boolean quitting;
    /** The wait between two events while playing, in milliseconds. */
    private int pace;

    /** @param pace the wait between two events while playing, in milliseconds, until {@code +} or {@code -} */
    ReplayCursor(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                 ScreenMessages messages, int pace, ReplayCheck check) {
        this(scenario, seed, inputs, title, reference, messages, pace, check, ForcedStop.NONE);
    }

    /** The same, a fight its forced dice stopped where the recording ends said at its last event ({@link ForcedStop}). */
    ReplayCursor(Scenario scenario, long seed, List<PlayerInput> inputs, String title, RulesReference reference,
                 ScreenMessages messages, int pace, ReplayCheck check, ForcedStop forced) {
        this.timeline = Timeline.of(scenario, seed, inputs, messages, check, forced);
        // A recording's names are the file's: one holding a newline or an escape would break the title bar or drive the terminal.
        this.view = new ReplayScreen(timeline, escarmouche.lang.TerminalControl.replaced(title, '?'));
        this.why = new Why(reference, messages);
        this.messages = messages;
        this.pace = Math.max(0, pace);
    }

    /** The wait between two events while playing, in milliseconds. */
    int pace() {
        return pace;
    }

    /** Why the recording stopped fitting its scenario (it is shown up to there), or null. */
    String problem() {
        return timeline.problem();
    }

    /** That the forced dice stopped the fight where the recording ends, or null ({@link Timeline#stop}). */
    String stop() {
        return timeline.stop();
    }

    /** Why the recording's file disagrees with its replay (a keyframe), which makes it unreadable; or null. */
    String disagreement() {
        return timeline.disagreement();
    }

    int events() {
        return timeline.size();
    }

    /** The battle as the recording left it, for tests that compare it with the fight it came from. */
    Battle battle() {
        return timeline.fight().battle();
    }

    int index() {
        return index;
    }

    boolean playing() {
        return playing;
    }

    /** True once q, or Esc outside "why?", asked to leave. */
    boolean quitting() {
        return quitting;
    }

    /** Leaves whatever the keys say: the terminal closed, or Ctrl-C. */
    void quit() {
        quitting = true;
    }

    /** One step of play: the next event, pausing at the last one. */
    void step() {
        if (!playing) return;
        if (index < timeline.size() - 1) index++;
        if (index >= timeline.size() - 1) playing = false;
    }

    /** One key: typing a round after {@code g}, else moving through the fight. */
    void handle(KeyStroke key) {
        note = null;
        if (prompt != null) {
            typing(key);
        } else if (search != null) {
            searching(key);
        } else if (showKeys) {
            // The keys page closes on any key but PgDn and PgUp, which scroll it; q still quits.
            if (!scroll(key)) {
                showKeys = false;
                if (Keys.ch(key) == 'q') quitting = true;
            }
        } else {
            browse(key);
        }
    }

    /** PgDn or PgUp moves the list shown in place of the log; whether the key was one of them. */
    private boolean scroll(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (type != KeyType.PageDown && type != KeyType.PageUp) return false;
        // A page less one row, as the battle screen's "why?" scrolls: the row read last stays in sight.
        int step = Math.max(1, view.asidePage() - 1);
        asideFrom = Math.max(0, asideFrom + (type == KeyType.PageDown ? step : -step));
        return true;
    }

    void draw(Canvas canvas) {
        List<Line> aside = showKeys ? keyLines(ReplayScreen.asideWidth(canvas.width())) : showWhy ? whyLines() : null;
        String title = messages.text(showKeys ? "replay.keys.title" : "why.title");
        String shown = showKeys ? "keys" : showWhy ? "why " + index : null;
        if (!Objects.equals(shown, asideShown)) asideFrom = 0;
        asideShown = shown;
        asideFrom = view.draw(canvas, index, playing, pace, aside, asideFrom, title, bar());
    }

    /** What the bar says instead of the keys: a round or a search being typed, a search's answer; else null. */
    private String bar() {
        if (prompt != null) return messages.text("replay.goto", String.valueOf(timeline.lastRound()), prompt.toString());
        if (search != null) return messages.text("replay.search.prompt", search.toString());
        if (showKeys) return messages.text("replay.keys.close");
        // The last event of a fight its forced dice stopped says so: nothing follows it, and nothing else would tell why.
        if (note == null && timeline.stop() != null && index >= timeline.size() - 1) return timeline.stop();
        return note;
    }

    private void browse(KeyStroke key) {
        int last = timeline.size() - 1;
        KeyType type = key.getKeyType();
        char ch = Keys.ch(key);
        if (ch == 'q' || (type == KeyType.Escape && !showWhy)) {
            quitting = true;
        } else if (type == KeyType.Escape || ch == 'w') {
            showWhy = !showWhy;
        } else if (showWhy && scroll(key)) {
            // PgDn, PgUp scrolled "why?".
        } else if (ch == '?') {
            showKeys = true;
            playing = false;
        } else if (ch == '/') {
            search = new StringBuilder();
            playing = false;
        } else if ((ch == 'n' || ch == 'N') && found != null) {
            seek(ch == 'n' ? 1 : -1);
            playing = false;
        } else if (ch == 'V') {
            timeline.fight().log().cycleDetail();
        } else if (ch == '+' || ch == '=' || ch == '-') {
            pace = PaceSteps.next(PACES, pace, ch != '-');
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
            if (at >= 0) {
                index = at;
            } else if (round >= 0) {
                // Said rather than ignored: the player sees the number was read, and what the fight holds.
                int last = timeline.lastRound();
                note = messages.text(last == 1 ? "replay.goto.none.one" : "replay.goto.none", String.valueOf(round),
                        String.valueOf(last));
            }
            prompt = null;
        } else if (key.getKeyType() == KeyType.Backspace && !prompt.isEmpty()) {
            prompt.setLength(prompt.length() - 1);
        } else if (ch >= '0' && ch <= '9' && prompt.length() < 4) {
            prompt.append(ch);
        }
    }

    /** Typing a search: what it finds is looked for from the next line on when Enter keeps it. */
    private void searching(KeyStroke key) {
        char ch = Keys.ch(key);
        if (Keys.escape(key)) {
            search = null;
        } else if (Keys.enter(key)) {
            String typed = search.toString().strip();
            search = null;
            if (!typed.isEmpty()) {
                found = typed;
                seek(1);
            }
        } else if (key.getKeyType() == KeyType.Backspace) {
            if (!search.isEmpty()) search.setLength(search.length() - 1);
        } else if (ch >= ' ' && search.length() < LONGEST_SEARCH) {
            search.append(ch);
        }
    }

    /**
     * Goes to the next ({@code direction} 1) or previous (-1) log line that holds the search, in its text,
     * its brief form or its rule IDs, as the battle log's search reads them; round the end to the other end
     * when it must, and says so; says so too when no line holds it, staying where it is. The steps of one
     * walk are one line: the search goes past the line it stands on.
     */
    private void seek(int direction) {
        int n = timeline.size();
        int here = timeline.at(index).entry();
        for (int k = 1; k < n; k++) {
            int i = Math.floorMod(index + direction * k, n);
            EventFrame f = timeline.at(i);
            if (f.entry() == here || !timeline.holds(i, found)) continue;
            boolean round = direction > 0 ? i < index : i > index;
            index = i;
            if (round) note = messages.text(direction > 0 ? "replay.search.wrapped" : "replay.search.wrapped.back", found);
            return;
        }
        note = messages.text("replay.search.none", found);
    }

    /** The replay's keys, a line each, for {@code ?}, {@code width} columns wide ({@link #keyRows}). */
    private List<Line> keyLines(int width) {
        List<String> rows = new ArrayList<>();
        for (int i = 1; messages.has("replay.keys." + i); i++) rows.add(messages.text("replay.keys." + i));
        List<Line> out = new ArrayList<>();
        for (String row : keyRows(rows, width)) out.add(Line.of(row));
        return out;
    }

    /**
     * Rows of keys and what they do ("w  V         why? ..."), {@code width} columns wide: what a key does that
     * is too long for its row goes on under itself, so that every row's words start at the column the keys
     * leave them (a wrap from the row's start mixed the French "why?" into the keys' column). The keys end at
     * the first run of three spaces or more.
     */
    static List<String> keyRows(List<String> rows, int width) {
        List<String> out = new ArrayList<>();
        for (String row : rows) {
            int gap = row.indexOf("   ");
            int at = gap;
            while (at >= 0 && at < row.length() && row.charAt(at) == ' ') at++;
            if (row.length() <= width || gap < 0 || at >= row.length() || at > width / 2) {
                out.add(row);
                continue;
            }
            List<String> said = Text.wrap(row.substring(at), width - at);
            for (int k = 0; k < said.size(); k++) out.add((k == 0 ? row.substring(0, at) : " ".repeat(at)) + said.get(k));
        }
        return out;
    }

    private List<Line> whyLines() {
        EventFrame k = timeline.at(index);
        List<Line> lines = k.line() == null ? List.of(Line.dim(messages.text("replay.why.nothing")))
                : why.lines(k.line(), timeline.fight());
        // At the last event of a fight its forced dice stopped, the die comes first and whole: the bar's one row cuts
        // the file's place and the value short, and nothing else says which die did not fit.
        if (timeline.stop() == null || index < timeline.size() - 1) return lines;
        List<Line> out = new ArrayList<>();
        out.add(new Line(timeline.stop(), Style.WARN));
        out.add(Line.of(""));
        out.addAll(lines);
        return out;
    }
}
