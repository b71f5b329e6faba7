package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.EdgeDigits;
import escarmouche.simulate.NameColumns;
import escarmouche.simulate.Report;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsWords;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * {@code ./play simulate --compare}: the same fights under the house rules and under plain 5e, side by side,
 * with the verdict the encounter list's {@code o} page gives on the party's win rate (Newcombe's interval on
 * the difference: within noise, or by how many points one rule set favours the party).
 */
final class CompareText {
    private static final int COLUMN = 29;
    /** The widest the labels' column grows; a longer label (a side's long name) has a line of its own. */
    private static final int LABELS = 28;

    private CompareText() {}

    static String of(Report house, Report dd5, ScreenMessages m, String title) {
        Locale locale = m.language().locale();
        String nl = System.lineSeparator();
        String[] labels = {m.text("cli.report.party.wins"), ReportText.monstersWin(house, m),
                m.text("cli.report.no.winner"), m.text("cli.compare.rounds"), m.text("cli.compare.dealt"),
                m.text("cli.compare.taken")};
        int label = 0;
        for (String l : labels) label = Math.max(label, Math.min(LABELS, l.length() + 2));
        StringBuilder sb = new StringBuilder();
        sb.append(ReportLines.wrap("", "", m.text("cli.compare.title", title, m.language().number(house.runs()),
                house.runs())));
        sb.append("  ").append(pad("", label)).append(pad(m.text("encounters.odds.house"), COLUMN))
                .append(m.text("encounters.odds.dd5")).append(nl);
        Language language = m.language();
        String[] houseOutcomes = outcomes(house, language);
        String[] dd5Outcomes = outcomes(dd5, language);
        row(sb, labels[0], label, wins(house, language), wins(dd5, language));
        // The party's fights a 0.0% or 100.0% hides, under its rate: beside the interval they would not fit.
        String houseHidden = hidden(house, house.partyWins(), 0, m);
        String dd5Hidden = hidden(dd5, dd5.partyWins(), 0, m);
        if (!houseHidden.isEmpty() || !dd5Hidden.isEmpty()) row(sb, "", label, houseHidden, dd5Hidden);
        row(sb, labels[1], label, houseOutcomes[1] + spaced(hidden(house, house.monsterWins(), 1, m)),
                dd5Outcomes[1] + spaced(hidden(dd5, dd5.monsterWins(), 1, m)));
        row(sb, labels[2], label, houseOutcomes[2] + spaced(hidden(house, house.draws(), 2, m)),
                dd5Outcomes[2] + spaced(hidden(dd5, dd5.draws(), 2, m)));
        row(sb, labels[3], label, rounds(house, locale), rounds(dd5, locale));
        row(sb, labels[4], label, one(party(house, Report.CombatantFigures::meanDealtToOthers), locale),
                one(party(dd5, Report.CombatantFigures::meanDealtToOthers), locale));
        row(sb, labels[5], label, one(party(house, Report.CombatantFigures::meanTaken), locale),
                one(party(dd5, Report.CombatantFigures::meanTaken), locale));
        // Each figure's column is as wide as its heading, six at least ("chute %" is seven): both rule sets'
        // four columns, and the id's and side's sharing what they leave of 80 columns (NameColumns).
        String[] heads = {m.text("cli.compare.survives"), m.text("cli.compare.falls"), m.text("cli.report.dealt.short"),
                m.text("cli.report.taken.short")};
        int[] cells = new int[heads.length];
        for (int i = 0; i < heads.length; i++) cells[i] = Math.max(6, heads[i].length());
        String idHead = m.text("cli.report.combatant");
        String sideHead = m.text("cli.report.side");
        int ids = idHead.length();
        int sides = sideHead.length();
        for (Report.CombatantFigures c : house.combatants()) {
            ids = Math.max(ids, c.id().length());
            sides = Math.max(sides, ReportText.side(c.side(), m).length());
        }
        int room = ReportLines.WIDTH - 2 - 1 - 1 - 2 - 2 * (heads.length - 1);
        for (int cell : cells) room -= 2 * cell;
        int[] names = NameColumns.widths(ids, sides, idHead.length(), sideHead.length(), room);
        String row = "  %-" + names[0] + "s %-" + names[1] + "s %s  %s";
        sb.append(String.format(Locale.ROOT, row, idHead, sideHead, cells(cells, heads), cells(cells, heads))
                .stripTrailing()).append(nl);
        for (int i = 0; i < house.combatants().size(); i++) {
            Report.CombatantFigures h = house.combatants().get(i);
            Report.CombatantFigures d = i < dd5.combatants().size() ? dd5.combatants().get(i) : h;
            List<String> id = NameColumns.lines(h.id(), names[0]);
            List<String> side = NameColumns.lines(ReportText.side(h.side(), m), names[1]);
            sb.append(String.format(Locale.ROOT, row, id.get(0), side.get(0),
                    cells(cells, figures(h, locale)), cells(cells, figures(d, locale))).stripTrailing()).append(nl);
            for (int l = 1; l < Math.max(id.size(), side.size()); l++) {
                sb.append(String.format(Locale.ROOT, row, l < id.size() ? id.get(l) : "", l < side.size() ? side.get(l) : "",
                        "", "").stripTrailing()).append(nl);
            }
        }
        sb.append(ReportLines.wrap("  ", "   ", m.text("cli.compare.means")));
        sb.append(ReportLines.wrap("  ", "  ", verdict(house, dd5, m)));
        return sb.toString();
    }

    /** The difference in the party's win rate, and whether these fights tell it from noise (as the o page says). */
    static String verdict(Report house, Report dd5, ScreenMessages m) {
        return OddsWords.rulesVerdict(m, house.partyWins(), dd5.partyWins(), difference(house, dd5), house.runs());
    }

    /** The 95 % interval on the house rules' win rate minus plain 5e's (Newcombe's, from the fights won). */
    static OddsInterval difference(Report house, Report dd5) {
        int h = (int) Math.round(house.partyWins() * house.runs());
        int d = (int) Math.round(dd5.partyWins() * dd5.runs());
        return OddsInterval.difference(h, house.runs(), d, dd5.runs());
    }

    /**
     * A row of the two rule sets' columns. A label too long for its column (a side's long name) has a line of
     * its own, the figures under their columns on the next; plain 5e's cell goes on under its column when the
     * house rules' leaves it no room within 80 columns.
     */
    private static void row(StringBuilder sb, String label, int width, String house, String dd5) {
        String nl = System.lineSeparator();
        if (label.length() + 2 > width) {
            sb.append(ReportLines.wrap("  ", "  ", label));
            label = "";
        }
        String first = "  " + pad(label, width) + pad(house, COLUMN);
        if (first.length() + dd5.length() <= ReportLines.WIDTH || dd5.isEmpty()) {
            sb.append((first + dd5).stripTrailing()).append(nl);
            return;
        }
        sb.append(first.stripTrailing()).append(nl).append(" ".repeat(2 + width + COLUMN)).append(dd5).append(nl);
    }

    /** The party's win rate with its interval, "63.6% (60.6-66.5)" (in English); near 0 or 100 as {@link EdgeDigits} writes it. */
    static String wins(Report r, Language language) {
        return outcomes(r, language)[0] + " (" + bound(r.partyWinsLow(), language) + "-" + bound(r.partyWinsHigh(), language) + ")";
    }

    private static String bound(double share, Language language) {
        char mark = DecimalFormatSymbols.getInstance(language.locale()).getDecimalSeparator();
        return EdgeDigits.percent(100 * share).replace('.', mark);
    }

    /**
     * The fights an outcome's printed share hides ({@link Report#hiddenFights}: 0.0% that happened, 100.0%
     * not always), "(3 fights)" as plain {@code simulate} says them; else nothing.
     */
    private static String hidden(Report r, double share, int outcome, ScreenMessages m) {
        String printed = Report.tenthsOfPercent(r.partyWins(), r.monsterWins(), r.draws())[outcome];
        long fights = Report.hiddenFights(share, printed, r.runs());
        if (fights < 0) return "";
        return fights == 1 ? m.text("cli.report.fights.one") : m.text("cli.report.fights", m.language().number(fights));
    }

    private static String spaced(String note) {
        return note.isEmpty() ? "" : " " + note;
    }

    /**
     * The party's wins, the other side's and no winner, to a tenth, rounded together as plain {@code simulate}
     * rounds them ({@link Report#tenthsOfPercent}): they add up to 100 and read as that report reads them
     * (53 fights of 400 are 13.2 there and here), where rounding each alone gave 86.8 + 13.3 = 100.1.
     */
    static String[] outcomes(Report r, Language language) {
        String[] tenths = Report.tenthsOfPercent(r.partyWins(), r.monsterWins(), r.draws());
        char mark = DecimalFormatSymbols.getInstance(language.locale()).getDecimalSeparator();
        for (int i = 0; i < tenths.length; i++) tenths[i] = language.percent(tenths[i].replace('.', mark));
        return tenths;
    }

    private static String rounds(Report r, Locale locale) {
        return r.medianRounds() + " (" + one(r.meanRounds(), locale) + ")";
    }

    /** Survives, falls, damage dealt and taken: the four figures each rule set's column gives a combatant. */
    private static String[] figures(Report.CombatantFigures c, Locale locale) {
        return new String[] {one(100 * c.survival(), locale), one(100 * c.falls(), locale), one(c.meanDealtToOthers(), locale),
                one(c.meanTaken(), locale)};
    }

    /** One rule set's four cells, each to the right of its column. */
    private static String cells(int[] widths, String[] cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(" ".repeat(Math.max(0, widths[i] - cells[i].length()))).append(cells[i]);
        }
        return sb.toString();
    }

    /** A figure summed over the party's members (damage dealt or taken a fight). */
    private static double party(Report r, ToDoubleFunction<Report.CombatantFigures> figure) {
        double sum = 0;
        for (Report.CombatantFigures c : r.combatants()) if ("party".equals(c.side())) sum += figure.applyAsDouble(c);
        return sum;
    }

    private static String one(double x, Locale locale) {
        return String.format(locale, "%.1f", x);
    }

    static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}
