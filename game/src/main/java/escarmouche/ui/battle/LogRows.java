package escarmouche.ui.battle;

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
    private LogRows() {}

    /** One screen row of an entry: its text, then its rule IDs ("" on all rows but the last). */
    public record Row(String text, Style style, String rules) {}

    public static List<Row> of(MessageLog.Entry e, LogDetail detail, int width) {
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
        for (String t : Text.wrap(detail.text(e), width)) out.add(new Row(t, style, ""));
        List<String> ruleIds = e.rules();
        if (ruleIds.isEmpty() || !detail.rules()) return out;
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
