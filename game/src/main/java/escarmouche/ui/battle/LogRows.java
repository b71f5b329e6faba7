package escarmouche.ui.battle;

import escarmouche.events.InitiativeEvent;
import escarmouche.ui.log.LogDetail;
import escarmouche.ui.log.MessageLog;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * A log entry as screen rows, the one way the battle's log and the replay viewer's lay it out: its text
 * wrapped to the width, in its kind's style (a critical, a death, the end), and its rule IDs on the last row
 * where they fit, else on rows of their own, for the caller to draw right-aligned and dimmed.
 */
public final class LogRows {
    /**
     * The widest a log line's text runs, and the column its rule IDs end on, on a wide terminal. At 200
     * columns a line's rule IDs stood a hundred columns after its last word; a line this wide still reads
     * at a glance. Rule IDs longer than the room left on their line's last row run on past it, up to the
     * pane's edge, rather than take a row of their own.
     */
    private static final int READING_WIDTH = 140;

    private LogRows() {}

    /** The columns of a log pane this wide that its text and right-aligned rule IDs keep to. */
    public static int span(int paneWidth) {
        return Math.min(paneWidth, READING_WIDTH);
    }

    /**
     * The rows of an entry for a pane of {@code paneWidth} columns whose text starts at {@code gutter}:
     * the text wraps within the {@link #span}, the rule IDs keep to the pane.
     */
    public static List<Row> inPane(MessageLog.Entry e, LogDetail detail, int paneWidth, int gutter) {
        return of(e, detail, Math.max(1, span(paneWidth) - gutter), Math.max(1, paneWidth - gutter));
    }

    /** Where a row's rule IDs start in such a pane: right-aligned on the span, after the row's text. */
    public static int rulesAt(Row row, int paneWidth, int gutter) {
        int right = span(paneWidth) - row.rules().length();
        return row.text().isEmpty() ? Math.max(gutter, right) : Math.max(right, gutter + row.text().length() + 1);
    }

    /** One screen row of an entry: its text, then its rule IDs ("" on all rows but the last). */
    public record Row(String text, Style style, String rules) {}

    /** Stands for a space that does not break a line while the initiative's line is wrapped. */
    private static final char HELD = '\u0001';

    /**
     * The entry's text wrapped to {@code width}; the initiative's list of creatures and rolls breaks only after its
     * commas, never inside "Orc 2" or between a name and its roll ("Orc 2 13"), which read as other creatures
     * (thirty heroes against sixty monsters wrapped "…Orc 9, Orc" over "2, Orc 3…").
     */
    private static List<String> wrap(MessageLog.Entry e, String text, int width) {
        if (text == null || e.events().stream().noneMatch(l -> l.event() instanceof InitiativeEvent)) {
            return Text.wrap(text, width);
        }
        List<String> out = new ArrayList<>();
        // A space before a number is held: a name's number and a roll stay with the name.
        for (String row : Text.wrap(text.replaceAll(" (?=\\d)", String.valueOf(HELD)), width)) out.add(row.replace(HELD, ' '));
        return out;
    }

    /** @param width the text's width; @param room the width the last row's rule IDs may run to */
    private static List<Row> of(MessageLog.Entry e, LogDetail detail, int width, int room) {
        Style style = switch (e.kind()) {
            case TURN -> Style.HEADING;
            case ERROR -> Style.BAD;
            case CRITICAL -> Style.CRIT;
            case DEATH -> Style.WARN;
            case END -> Style.TITLE;
            default -> Style.NORMAL;
        };
        List<Row> out = new ArrayList<>();
        if (e.detail()) style = Style.DIM;
        for (String t : wrap(e, detail.text(e), width)) out.add(new Row(t, style, ""));
        List<String> ruleIds = e.rules();
        if (ruleIds.isEmpty() || !detail.rules()) return out;
        String rules = "[" + String.join(" ", ruleIds) + "]";
        Row last = out.get(out.size() - 1);
        if (last.text().length() + 1 + rules.length() <= room) {
            out.set(out.size() - 1, new Row(last.text(), style, rules));
        } else {
            for (String t : Text.wrap(rules, width)) out.add(new Row("", style, t));
        }
        return out;
    }
}
