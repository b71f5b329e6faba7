package escarmouche.ui.replay;

import com.googlecode.lanterna.SGR;
import escarmouche.engine.battle.Creature;
import escarmouche.events.StateEvent;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.movement.Body;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.ui.battle.LogPane;
import escarmouche.ui.battle.LogRows;
import escarmouche.ui.battle.LogShare;
import escarmouche.ui.battle.MapColumns;
import escarmouche.ui.battle.MapPane;
import escarmouche.ui.battle.MapRuler;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.lang.LabelledNames;
import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.page.Frame;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws one keyframe of a replay as the battle screen lays a fight out: a status line, the map with the
 * side pane to its right, the log (or the "why?" of the current line) below, and the keys at the bottom.
 */
final class ReplayScreen {
    private final Timeline timeline;
    private final String title;
    /** The session's texts: the log itself is already written in them (the timeline's fight). */
    private final ScreenMessages m;
    private final ReplaySide side;

    /** The rows the list shown instead of the log had when last drawn: what a PgDn turns over. */
    private int asidePage = LogShare.MIN_ROWS;

    ReplayScreen(Timeline timeline, String title) {
        this.timeline = timeline;
        this.title = title;
        this.m = timeline.fight().messages();
        this.side = new ReplaySide(timeline.fight(), m);
    }

    /**
     * @param pace   the wait between two events while playing, in milliseconds
     * @param aside  the lines to show instead of the log ("why?", the keys), or null
     * @param from   the first row of {@code aside} to show (a long "why?" scrolled with PgDn)
     * @param title  the heading of {@code aside}
     * @param prompt what the bar says instead of the keys (a round or a search being typed, a search's
     *               answer), or null
     * @return the first row of {@code aside} shown: {@code from}, kept within what there is to scroll
     */
    int draw(Canvas canvas, int index, boolean playing, int pace, List<Line> aside, int from, String title, String prompt) {
        canvas.fill(Style.NORMAL);
        EventFrame k = timeline.at(index);
        ScreenFight fight = timeline.fight();
        Grid grid = fight.battle().grid();
        // As the battle lays them out: the side pane beside the map, wider beside a narrow one.
        MapColumns columns = MapColumns.of(canvas.width(), grid.width(), grid.height());
        int panel = columns.panel();
        int mapWidth = columns.map();
        // The map's rows, or the side pane's (a heading per side, a line per creature) when it wants more.
        int wanted = Math.max(grid.height() + 1, 3 + fight.battle().creatures().size());
        // The log keeps its share of a tall screen, as on the battle screen.
        int top = Math.min(Math.max(10, wanted), canvas.height() - 3 - LogShare.least(canvas.height()));
        status(canvas.region(0, 0, canvas.width(), 1), index, k, playing, pace);
        map(canvas.region(0, 1, mapWidth, top), k, timeline.inView(index));
        for (int r = 0; r < top; r++) canvas.put(mapWidth, 1 + r, '│', Style.DIM);
        side.draw(canvas.region(mapWidth + 1, 1, panel, top), k);
        int header = 1 + top;
        LogDetail detail = timeline.fight().log().detail();
        String name = aside != null ? title : detail == LogDetail.NORMAL ? m.text("log.title")
                : m.text("log.title.level", m.text("log.detail." + detail.word()));
        canvas.line(header, "── " + name + " " + "─".repeat(Math.max(0, canvas.width() - name.length() - 4)), Style.DIM);
        Canvas bottom = canvas.region(0, header + 1, canvas.width(), canvas.height() - header - 2);
        int shownFrom = 0;
        if (aside != null) {
            shownFrom = lines(bottom, aside, from);
        } else {
            log(bottom, k);
        }
        Canvas bar = canvas.region(0, canvas.height() - 1, canvas.width(), 1);
        if (prompt != null) {
            bar.line(0, Text.fit(prompt, bar.width()), Style.KEY);
        } else if (aside != null) {
            Frame.hints(bar, 0, m.text("replay.hints.why").split("\\|"));
        } else {
            // Each language chooses its own pairs of key and word, so that the bar fits in 80 columns.
            // "?" is put here, not in the bundles' list, where French would want a space before it.
            List<String> pairs = new ArrayList<>(List.of(m.text("replay.hints", m.text(playing ? "replay.pause" : "replay.play"))
                    .split("\\|")));
            pairs.add("?");
            pairs.add(m.text("replay.hint.keys"));
            Frame.hints(bar, 0, pairs.toArray(String[]::new));
        }
        return shownFrom;
    }

    /**
     * The rows of the list in place of the log that one screen shows, as last drawn: when it is longer, its last
     * row says how much is left, and the rest is what a page holds.
     */
    int asidePage() {
        return asidePage;
    }

    /** The width the list in place of the log is wrapped to, on a screen {@code columns} wide. */
    static int asideWidth(int columns) {
        return Math.max(1, Text.readable(columns - 1));
    }

    /**
     * The least of the title kept beside whose turn it is ("Replay: The…"): which fight it is, known from the list
     * it was chosen from, gives way before whose turn it is, which a player learning from the fight follows.
     */
    private static final int TITLE_AT_LEAST = 12;

    private void status(Canvas c, int index, EventFrame k, boolean playing, int pace) {
        ScreenFight fight = timeline.fight();
        LabelledNames.Parts who = k.active() == null ? null : LabelledNames.Parts.of(fight.name(k.active()));
        String turn = who == null ? m.text("replay.noturn") : who.label() == null ? m.text("replay.turn", who.name())
                : m.text("replay.turn.labelled", who.name(), who.label());
        String pace0 = playing ? " · " + m.text("replay.pace", m.language().number(pace)) : "";
        String mark = playing ? "▶ " : "❚❚ ";
        String index1 = m.language().number(index + 1);
        String size = m.language().number(timeline.size());
        String round = String.valueOf(Math.max(1, k.round()));
        String withTurn = mark + m.text("replay.status", index1, size, round, turn);
        String titled = m.text("replay.title", title);
        // The title is shortened first, to the room left; then the pace goes (the ▶ says it plays); only then, or
        // for "no turn" (before the first), whose turn it is (the map and the log show it too).
        String text = withTurn + pace0;
        if (titled.length() + text.length() + 3 > c.width()) {
            if (k.active() == null) {
                text = mark + m.text("replay.status.short", index1, size, round) + pace0;
            } else if (text.length() + 3 + TITLE_AT_LEAST > c.width()) {
                text = withTurn.length() + 3 + TITLE_AT_LEAST <= c.width() ? withTurn
                        : mark + m.text("replay.status.short", index1, size, round) + pace0;
            }
        }
        c.line(0, "", Style.SELECTED);
        int room = Math.max(10, c.width() - text.length() - 3);
        int col = c.text(0, 0, " " + Text.fitWords(titled, room) + " ", Style.SELECTED);
        c.text(col + 1, 0, Text.fit(text, c.width() - col - 1), Style.SELECTED);
    }

    /** @param inView the creature the view is centred on ({@link Timeline#inView}), or null */
    private void map(Canvas canvas, EventFrame k, String inView) {
        ScreenFight fight = timeline.fight();
        Grid grid = fight.battle().grid();
        StateEvent.Combatant active = k.active() == null ? null : k.combatant(k.active());
        // The row ruler as wide as the map's largest row number needs, as on the battle screen.
        int ruler = MapRuler.columns(grid.height());
        int cols = Math.max(1, (canvas.width() - ruler) / 2);
        int rows = Math.max(1, canvas.height() - 1);
        // The view follows the active creature on a map larger than the room it has, the middle of its footprint
        // in the middle of the view: centred on its top-left square, a creature wider than half the view went on
        // beyond its edge. MapRuler marks where the map goes on.
        StateEvent.Combatant shown = inView == null ? null : k.combatant(inView);
        Pos focus = shown == null || shown.at() == null ? new Pos(0, 0) : middle(fight, inView, shown);
        int ox = origin(focus.x(), cols, grid.width());
        int oy = origin(focus.y(), rows, grid.height());
        MapRuler.draw(canvas, ox, oy, cols, rows, grid.width(), grid.height(), active == null ? -1 : active.at().y());
        for (int j = 0; j < rows && oy + j < grid.height(); j++) {
            int y = oy + j;
            for (int i = 0; i < cols && ox + i < grid.width(); i++) {
                Terrain t = grid.at(new Pos(ox + i, y));
                char b = t == Terrain.WALL ? '#' : t == Terrain.LOW_WALL ? '▄' : t == Terrain.PILLAR ? ']' : ' ';
                // A weapon dropped or thrown lies here, marked as the battle screen marks it.
                if (b == ' ' && !k.ground().isEmpty() && k.ground().contains(new Pos(ox + i, y))) b = MapPane.ITEM;
                canvas.put(ruler + 2 * i, 1 + j, MapPane.glyph(t), MapPane.style(t));
                canvas.put(ruler + 1 + 2 * i, 1 + j, b, MapPane.style(t));
            }
        }
        // The living over the terrain, as the battle screen draws them: the dead are gone from its map.
        for (Creature c : fight.battle().creatures()) {
            StateEvent.Combatant s = k.combatant(c.id());
            if (s == null || !s.alive() || s.at() == null) continue;
            String label = fight.label(c);
            boolean down = s.conditions().contains("unconscious") || s.conditions().contains("prone");
            Style style = down ? Style.DOWN : ScreenFight.party(c) ? Style.PARTY : Style.MONSTER;
            SGR[] extra = c.id().equals(k.active()) ? new SGR[] {SGR.REVERSE} : new SGR[0];
            // The footprint it stood in then: its own, or the squeezed one (MOVE-SQUEEZE).
            Body own = c.ownFootprint();
            Body drawn = s.standsSqueezed() ? own.squeezed() : own;
            for (int dy = 0; dy < drawn.height(); dy++) {
                for (int dx = 0; dx < drawn.width(); dx++) {
                    int i = s.at().x() + dx - ox;
                    int j = s.at().y() + dy - oy;
                    if (i < 0 || j < 0 || i >= cols || j >= rows) continue;
                    canvas.put(ruler + 2 * i, 1 + j, label.charAt(0), style, extra);
                    canvas.put(ruler + 1 + 2 * i, 1 + j, label.charAt(1), style, extra);
                }
            }
        }
    }

    /** The middle square of the footprint {@code id} stood in then (its own, or squeezed: MOVE-SQUEEZE). */
    private static Pos middle(ScreenFight fight, String id, StateEvent.Combatant s) {
        Creature c = fight.battle().find(id);
        if (c == null) return s.at();
        Body drawn = s.standsSqueezed() ? c.ownFootprint().squeezed() : c.ownFootprint();
        return new Pos(s.at().x() + (drawn.width() - 1) / 2, s.at().y() + (drawn.height() - 1) / 2);
    }

    private static int origin(int focus, int visible, int size) {
        if (size <= visible) return 0;
        return Math.max(0, Math.min(size - visible, focus - visible / 2));
    }

    /**
     * The log up to the current event, its line selected at the bottom, at the log's level of detail (as the
     * battle screen's V sets it): brief lines without rule IDs, normal, or full with the monsters' intents.
     * The current event's line shows whatever the level, so that stepping never lands on nothing. A line whose start
     * is above the pane shows its last rows, marked "…", as in the battle's log.
     */
    private void log(Canvas canvas, EventFrame k) {
        LogDetail detail = timeline.fight().log().detail();
        List<MessageLog.Entry> all = timeline.fight().log().entries();
        // From the current entry back until the pane is full: the earlier lines of a long fight (thousands at
        // 30 against 60) are not laid out again at every frame.
        List<List<LogRows.Row>> blocks = new ArrayList<>();
        int used = 0;
        boolean current = false;
        for (int i = Math.min(k.entry(), all.size() - 1); i >= 0 && used < canvas.height(); i--) {
            MessageLog.Entry e = i == k.entry() && k.line() != null ? k.line() : all.get(i);
            if (i != k.entry() && !detail.shows(e)) continue;
            List<LogRows.Row> block = LogRows.inPane(e, detail, canvas.width(), 2);
            blocks.add(0, block);
            used += block.size();
            if (i == k.entry()) current = true;
        }
        // The current entry is the last one laid out: selected, as the battle's log draws its selection.
        LogPane.drawEnding(canvas, blocks, current);
    }

    /**
     * The aside's rows from {@code from} on; when more follow than there is room for, the last row says so
     * (a rule's text and how 5e differs can outgrow the rows under an 80x24 map).
     *
     * @return the first row shown, {@code from} kept within what there is to scroll
     */
    private int lines(Canvas canvas, List<Line> lines, int from) {
        List<Line> rows = new ArrayList<>();
        for (Line l : lines) {
            for (String t : Text.wrap(l.text(), asideWidth(canvas.width()))) rows.add(new Line(t, l.style()));
        }
        int room = canvas.height();
        asidePage = Math.max(1, room - 1);
        // Scrolled to the end, the last rows fill the room; before it, the last row says how much is left.
        int start = Math.max(0, Math.min(from, rows.size() - room));
        boolean more = start < rows.size() - room;
        int shown = more ? room - 1 : room;
        for (int r = 0; r < shown && start + r < rows.size(); r++) {
            Line row = rows.get(start + r);
            canvas.text(0, r, row.text(), row.style());
        }
        if (more) {
            int left = rows.size() - start - shown;
            canvas.text(0, room - 1, m.text(left == 1 ? "replay.why.more.one" : "replay.why.more", String.valueOf(left)), Style.DIM);
        }
        return start;
    }
}
