package escarmouche.ui.battle;

import escarmouche.ui.log.MessageLog;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The message log, newest at the bottom. Each entry ends with the IDs of the rules that fired, dimmed;
 * in browse mode one entry is selected (reversed, with a marker) and the view scrolls to keep it shown.
 */
final class LogPane {
    private static final int GUTTER = 2;

    private LogPane() {}

    /** One screen row of an entry: its text, then (dimmed) rule IDs. */
    private record Row(String text, Style style, String rules) {}

    static void draw(Canvas canvas, MessageLog log, int selected) {
        canvas.fill(Style.NORMAL);
        int width = canvas.width() - GUTTER;
        if (width <= 0 || canvas.height() <= 0) return;
        int last = selected >= 0 ? selected : log.size() - 1;
        // Walk back from the entry that must show at the bottom until the pane is full.
        List<List<Row>> shown = new ArrayList<>();
        int used = 0;
        int first = last;
        for (int i = last; i >= 0 && used < canvas.height(); i--) {
            List<Row> rows = rows(log.get(i), width);
            shown.add(0, rows);
            used += rows.size();
            first = i;
        }
        int skip = Math.max(0, used - canvas.height());
        int r = 0;
        for (int k = 0; k < shown.size(); k++) {
            int index = first + k;
            boolean sel = index == selected;
            for (Row row : shown.get(k)) {
                if (skip > 0) {
                    skip--;
                    continue;
                }
                if (r >= canvas.height()) return;
                // Rule IDs are right-aligned: a line that grows (a walk) leaves them where they are.
                int rulesAt = canvas.width() - row.rules().length();
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
        if (selected >= 0 && selected < log.size() - 1 && canvas.height() > 0) {
            String more = " ↓ " + (log.size() - 1 - selected) + " newer ";
            canvas.text(Math.max(0, canvas.width() - more.length()), canvas.height() - 1, more, Style.KEY);
        }
    }

    private static List<Row> rows(MessageLog.Entry e, int width) {
        Style style = switch (e.kind()) {
            case TURN -> Style.HEADING;
            case ERROR -> Style.BAD;
            case CRITICAL -> Style.CRIT;
            case DEATH -> Style.WARN;
            case END -> Style.TITLE;
            default -> Style.NORMAL;
        };
        List<Row> out = new ArrayList<>();
        for (String t : Text.wrap(e.text(), width)) out.add(new Row(t, style, ""));
        List<String> ruleIds = e.rules();
        if (ruleIds.isEmpty()) return out;
        String rules = "[" + String.join(" ", ruleIds) + "]";
        Row last = out.get(out.size() - 1);
        if (last.text().length() + 1 + rules.length() <= width) {
            out.set(out.size() - 1, new Row(last.text(), style, rules));
        } else {
            for (String t : Text.wrap(rules, width)) out.add(new Row("", style, t));
        }
        return out;
    }
}
