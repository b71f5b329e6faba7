package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.simulate.Report;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code ./play simulate --parts} as text: one row per rule set, the house rules first, then each part
 * played as in plain 5e (the largest move first), then plain 5e; each row with the party's win rate and
 * what the house's way of that part gives the party, in points, with its 95 % interval.
 */
final class PartsText {
    private PartsText() {}

    static String of(PartsWeighed w, ScreenMessages m, String title) {
        Locale locale = m.language().locale();
        // Each row's figures, and under a part's or plain 5e's row what the house's way gives the party: the
        // table fits 80 columns in English and French, which a fifth column of intervals did not (122 wide).
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {m.text("cli.parts.house"), CompareText.wins(w.house(), m.language()), rounds(w.house()),
                down(w.house(), m), null});
        for (PartsWeighed.Weighed p : w.parts()) {
            String change = p.same(w.house()) ? m.text("cli.parts.same")
                    : change(m, p.points(w.house()), p.difference());
            rows.add(new String[] {m.text("cli.parts.as.5e", name(m, p.part())), CompareText.wins(p.report(), m.language()),
                    rounds(p.report()), down(p.report(), m), change});
        }
        Report dd5 = w.dd5();
        rows.add(new String[] {m.text("cli.parts.dd5"), CompareText.wins(dd5, m.language()), rounds(dd5), down(dd5, m),
                change(m, w.house().partyWins() - dd5.partyWins(), CompareText.difference(w.house(), dd5))});
        String[] heads = {m.text("cli.parts.head.rules"), m.text("cli.parts.head.wins"),
                m.text("cli.parts.head.rounds"), m.text("cli.parts.head.down")};
        int[] widths = new int[heads.length - 1];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = heads[i].length();
            for (String[] r : rows) widths[i] = Math.max(widths[i], r[i].length());
        }
        StringBuilder sb = new StringBuilder();
        sb.append(ReportLines.wrap("", "", m.text("cli.parts.title", title, m.language().number(w.house().runs()),
                w.house().runs())));
        line(sb, widths, heads);
        for (String[] r : rows) {
            line(sb, widths, r);
            if (r[4] != null) sb.append(ReportLines.wrap("      ", "      ", r[4]));
        }
        sb.append(ReportLines.wrap("  ", "   ", m.text("cli.parts.means")));
        apart(sb, w, m);
        return sb.toString();
    }

    /**
     * For each part that changed some fight's end: how many fights it ends apart from the house rules and
     * the first of them, with the rules to replay it under.
     */
    private static void apart(StringBuilder sb, PartsWeighed w, ScreenMessages m) {
        List<String[]> lines = new ArrayList<>();
        for (PartsWeighed.Weighed p : w.parts()) {
            if (p.first() == null) continue;
            String key = p.first().wonHere() ? "cli.parts.apart.house" : "cli.parts.apart.other";
            lines.add(new String[] {name(m, p.part()), m.text(key, m.language().number(p.apart()),
                    m.language().number(p.report().runs()), String.valueOf(p.first().seed()),
                    RuleSet.HOUSE.asIn5e(p.part()).id())});
        }
        if (lines.isEmpty()) return;
        sb.append(ReportLines.wrap("  ", "  ", m.text("cli.parts.apart.title")));
        for (String[] l : lines) sb.append(ReportLines.wrap("    ", "      ", m.text("cli.parts.apart.line", l[0], l[1])));
    }

    /** A part's name with its rules' prefix: "opportunity attacks (OA)". */
    static String name(ScreenMessages m, RulePart part) {
        return m.text("rules.part." + part.id()) + " (" + part.prefix() + ")";
    }

    /** What the house's way gives the party, "+4.1 points (+0.3 to +7.9)", and whether that is within noise. */
    static String change(ScreenMessages m, double points, OddsInterval diff) {
        String text = m.text("cli.parts.points", OddsWords.points(m, points), OddsWords.bound(m, diff.low(), diff.holdsZero()),
                OddsWords.bound(m, diff.high(), diff.holdsZero()), OddsWords.count(points));
        return diff.holdsZero() ? m.text("cli.parts.noise", text) : text;
    }

    /** The median length in rounds. */
    private static String rounds(Report r) {
        return String.valueOf(r.medianRounds());
    }

    /** How many of the party go down to 0 hit points in a fight, on average: what a win costs. */
    private static String down(Report r, ScreenMessages m) {
        double sum = 0;
        for (Report.CombatantFigures c : r.combatants()) if ("party".equals(c.side())) sum += c.falls();
        return OddsWords.tenths(m, sum);
    }

    private static void line(StringBuilder sb, int[] widths, String[] cells) {
        StringBuilder row = new StringBuilder("  ");
        for (int i = 0; i < widths.length; i++) row.append(CompareText.pad(cells[i], widths[i] + 2));
        row.append(cells[widths.length]);
        sb.append(row.toString().stripTrailing()).append(System.lineSeparator());
    }
}
