package escarmouche.ui.battle;

import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The message log, newest at the bottom. Each entry ends with the IDs of the rules that fired, dimmed;
 * in browse mode one entry is selected (reversed, with a marker) and the view scrolls to keep it shown.
 */
final class LogPane {
    private static final int GUTTER = 2;

    private LogPane() {}

    /**
     * Draws the entries the log's level and filter show, the selected one (an index into the whole log)
     * at the bottom, or the newest when nothing is selected. When the log's first lines are on screen and
     * rows are left, the newer lines fill them below the selection. Below the last line shown, the count of
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
        // An entry whose start is above the pane is left out: its end alone (a row of rule IDs, "15: failure")
        // says nothing. The rows it leaves stay blank above the whole entries, the newest still at the bottom;
        // the entry that must show is kept even when it is taller than the pane, cut at its top.
        boolean dropped = false;
        while (used > room && shown.size() > 1) {
            used -= shown.remove(0).size();
            indexes.remove(0);
            dropped = true;
        }
        // Once the log's first line is shown, the rows left would stay blank under it (on a tall terminal,
        // twenty of them for a selection near the start): the newer lines fill them instead, whole, each
        // keeping the count's row while lines remain after it. The selection stays where it was drawn.
        int last = at;
        if (first < 0 && !dropped) {
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
        int skip = Math.max(0, used - height);
        int r = dropped ? height - used : 0;
        for (int k = 0; k < shown.size(); k++) {
            boolean sel = indexes.get(k) == selected;
            for (LogRows.Row row : shown.get(k)) {
                if (skip > 0) {
                    skip--;
                    continue;
                }
                if (r >= height) break;
                // Rule IDs are right-aligned: a line that grows (a walk) leaves them where they are.
                int rulesAt = LogRows.rulesAt(row, canvas.width(), GUTTER);
                if (sel) {
                    canvas.line(r, "", Style.SELECTED);
                    canvas.text(0, r, "▶", Style.SELECTED);
                    canvas.text(GUTTER, r, row.text(), Style.SELECTED);
                    canvas.text(rulesAt, r, row.rules(), Style.SELECTED);
                } else {
                    canvas.text(GUTTER, r, row.text(), row.style());
                    canvas.text(rulesAt, r, row.rules(), Style.DIM);
                }
                r++;
            }
        }
        if (newer > 0) {
            String more = " ↓ " + m.text(newer == 1 ? "battle.log.newer.one" : "battle.log.newer", newer) + " ";
            canvas.text(Math.max(0, span - more.length()), Math.min(r, canvas.height() - 1), more, Style.KEY);
        }
    }
}
