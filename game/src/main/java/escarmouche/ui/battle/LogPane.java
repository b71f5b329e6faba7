package escarmouche.ui.battle;

import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * The message log, newest at the bottom. Each entry ends with the IDs of the rules that fired, dimmed;
 * in browse mode one entry is selected (reversed, with a marker) and the view scrolls to keep it shown.
 */
public final class LogPane {
    private static final int GUTTER = 2;

    private LogPane() {}

    /**
     * Draws the entries the log's level and filter show, the selected one (an index into the whole log)
     * at the bottom, or the newest when nothing is selected. When the log's first lines are on screen and
     * rows are left, the newer lines fill them below the selection. An entry whose start would be above the
     * pane shows its last rows, the first marked "…". Below the last line shown, the count of
     * newer lines takes a row of its own, so it never hides a line's rule IDs. A line is drawn as a screen
     * that sees the creatures {@code sees} accepts reads it (ACT-HIDE).
     */
    static void draw(Canvas canvas, MessageLog log, Predicate<String> sees, int selected, escarmouche.lang.ScreenMessages m) {
        canvas.fill(Style.NORMAL);
        int span = LogRows.span(canvas.width());
        if (span - GUTTER <= 0 || canvas.height() <= 0) return;
        List<Integer> visible = log.visible(sees);
        if (visible.isEmpty()) {
            if (!log.filter().isBlank()) canvas.text(GUTTER, 0, m.text("battle.log.nomatch", log.filter()), Style.DIM);
            return;
        }
        int at = selected >= 0 ? visible.indexOf(selected) : -1;
        if (at < 0) at = visible.size() - 1;
        LogDetail detail = log.detail();
        // Walk back from the entry that must show at the bottom until the pane is full, a row kept for the
        // count of newer lines when there are any.
        int room = at < visible.size() - 1 ? canvas.height() - 1 : canvas.height();
        List<List<LogRows.Row>> shown = new ArrayList<>();
        List<Integer> indexes = new ArrayList<>();
        int used = 0;
        int first = at;
        for (; first >= 0 && used < room; first--) {
            List<LogRows.Row> rows = LogRows.inPane(log.get(visible.get(first), sees), detail, canvas.width(), GUTTER);
            shown.add(0, rows);
            indexes.add(0, visible.get(first));
            used += rows.size();
        }
        Fitted fit = fitted(shown, used, room);
        shown = fit.blocks();
        used = fit.used();
        // Once the log's first line is shown, the rows left would stay blank under it (on a tall terminal,
        // twenty of them for a selection near the start): the newer lines fill them instead, whole, each
        // keeping the count's row while lines remain after it. The selection stays where it was drawn.
        int last = at;
        if (first < 0 && !fit.cut()) {
            while (last + 1 < visible.size()) {
                List<LogRows.Row> rows = LogRows.inPane(log.get(visible.get(last + 1), sees), detail, canvas.width(), GUTTER);
                int fits = last + 1 < visible.size() - 1 ? canvas.height() - 1 : canvas.height();
                if (used + rows.size() > fits) break;
                shown.add(rows);
                indexes.add(visible.get(last + 1));
                used += rows.size();
                last++;
            }
        }
        int newer = visible.size() - 1 - last;
        int height = newer > 0 ? canvas.height() - 1 : canvas.height();
        int r = paint(canvas, shown, k -> indexes.get(k) == selected, used, height, fit);
        if (newer > 0) {
            String more = " ↓ " + m.text(newer == 1 ? "battle.log.newer.one" : "battle.log.newer", newer) + " ";
            canvas.text(Math.max(0, span - more.length()), Math.min(r, canvas.height() - 1), more, Style.KEY);
        }
    }

    /**
     * The replay's log: the entries up to the current event, laid out oldest first and walked back from the newest
     * until they fill the pane, drawn as the battle's log draws them, the newest at the bottom; an entry whose start
     * is above the pane shows its last rows, marked "…" (the replay left it out, its rows blank).
     *
     * @param lastSelected whether the newest is the current event's, shown selected
     */
    public static void drawEnding(Canvas canvas, List<List<LogRows.Row>> blocks, boolean lastSelected) {
        if (blocks.isEmpty() || canvas.height() <= 0) return;
        int used = 0;
        for (List<LogRows.Row> b : blocks) used += b.size();
        Fitted fit = fitted(new ArrayList<>(blocks), used, canvas.height());
        int newest = fit.blocks().size() - 1;
        paint(canvas, fit.blocks(), k -> lastSelected && k == newest, fit.used(), canvas.height(), fit);
    }

    /**
     * The entries walked back until they fill {@code room} rows, the oldest first, once its start is cut when they
     * overflow.
     *
     * @param cut         whether they overflowed the room: they are then drawn against the pane's bottom
     * @param startHidden whether the first entry drawn starts above the pane, which its first row then says ("…")
     */
    private record Fitted(List<List<LogRows.Row>> blocks, int used, boolean cut, boolean startHidden) {}

    private static Fitted fitted(List<List<LogRows.Row>> shown, int used, int room) {
        // An entry whose start is above the pane shows its end, marked as cut: at 80x24 a roll's line wraps, and
        // leaving it out left blank rows where its breakdown (a natural 1, what it missed by) could be read. The
        // entry that must show is cut at its top the same way when it is taller than the pane.
        boolean cut = used > room;
        boolean startHidden = false;
        if (cut && shown.size() > 1) {
            // Its end alone may be a row of rule IDs ("[ATK-ROLL ACT-ATTACK]"), which says nothing: then its last
            // rows of text instead, the breakdown the IDs belong to.
            List<LogRows.Row> whole = shown.get(0);
            List<LogRows.Row> end = endOf(whole, whole.size() - (used - room));
            used += end.size() - whole.size();
            shown.set(0, end);
            startHidden = !end.get(0).text().equals(whole.get(0).text());
        }
        return new Fitted(shown, used, cut, startHidden);
    }

    /**
     * Draws the entries' rows down to row {@code height}, those of the entries {@code selected} accepts reversed and
     * marked "▶"; an entry cut at its top marks its first row "…", beside the "▶" when it is selected.
     *
     * @return the row under the last one drawn
     */
    private static int paint(Canvas canvas, List<List<LogRows.Row>> shown, IntPredicate selected, int used, int height,
                             Fitted fit) {
        int skip = Math.max(0, used - height);
        boolean startHidden = fit.startHidden() || skip > 0;
        // An entry's end a row shorter than the room (its rule IDs left out) leaves that row blank at the top.
        int r = fit.cut() ? Math.max(0, height - used) : 0;
        int top = r;
        for (int k = 0; k < shown.size(); k++) {
            boolean sel = selected.test(k);
            for (LogRows.Row row : shown.get(k)) {
                if (skip > 0) {
                    skip--;
                    continue;
                }
                if (r >= height) break;
                // The first row drawn of an entry cut at its top says that it goes on above.
                boolean continued = r == top && startHidden && k == 0;
                // Rule IDs are right-aligned: a line that grows (a walk) leaves them where they are.
                int rulesAt = LogRows.rulesAt(row, canvas.width(), GUTTER);
                if (sel) {
                    canvas.line(r, "", Style.SELECTED);
                    canvas.text(0, r, "▶", Style.SELECTED);
                    // Between the marker and the text: the selection taller than the pane says it is cut too.
                    if (continued) canvas.text(1, r, "…", Style.SELECTED);
                    canvas.text(GUTTER, r, row.text(), Style.SELECTED);
                    canvas.text(rulesAt, r, row.rules(), Style.SELECTED);
                } else {
                    if (continued) canvas.text(0, r, "…", Style.DIM);
                    canvas.text(GUTTER, r, row.text(), row.style());
                    canvas.text(rulesAt, r, row.rules(), Style.DIM);
                }
                r++;
            }
        }
        return r;
    }

    /**
     * The last {@code rows} rows of an entry cut at its top; when those would hold its rule IDs alone, its last
     * rows of text (their IDs left out), as many as there are, up to {@code rows}.
     */
    private static List<LogRows.Row> endOf(List<LogRows.Row> entry, int rows) {
        List<LogRows.Row> end = entry.subList(entry.size() - rows, entry.size());
        if (end.stream().anyMatch(row -> !row.text().isEmpty())) return end;
        List<LogRows.Row> text = new ArrayList<>();
        for (int i = entry.size() - 1; i >= 0 && text.size() < rows; i--) {
            LogRows.Row row = entry.get(i);
            if (!row.text().isEmpty()) text.add(0, new LogRows.Row(row.text(), row.style(), ""));
        }
        return text.isEmpty() ? end : text;
    }
}
