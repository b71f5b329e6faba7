package escarmouche.cli;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.EdgeDigits;
import escarmouche.simulate.Report;
import escarmouche.ui.lang.ContentNames;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsWords;
import escarmouche.ui.term.Text;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * {@code simulate} of several scenarios (a GM's folder of encounters): one line each, the party's win rate
 * with its interval, the median rounds and who in the party goes down most often, within 80 columns, in the
 * user's language. A scenario's whole report is {@code simulate} of that file alone.
 */
final class SurveyText {
    /** The columns' widths but the last, which takes what is left of 80. */
    private static final int NAME = 26;
    private static final int WINS = 22;
    private static final int ROUNDS = 7;
    /** A compared line's two win rates. */
    private static final int RATE = 12;

    private SurveyText() {}

    /**
     * One scenario fought, the file it was read from, the report of its fights and, compared, plain 5e's on
     * the same seeds (else null).
     */
    record Row(Scenario scenario, Path file, Report report, Report dd5) {}

    /** @param rules the rules asked for on the command line, in words, or null for each scenario's own */
    static String of(List<Row> rows, int runs, String rules, ScreenMessages m) {
        Locale locale = m.language().locale();
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder();
        String title = m.text(rows.size() == 1 ? "cli.survey.title.one" : "cli.survey.title", m.language().number(rows.size()),
                m.language().number(runs), runs);
        sb.append(ReportLines.wrap("", "", rules == null ? title : m.text("cli.simulate.under", title, rules)));
        // "100.0% (98.1-100.0)": the rate's digits under one another, the interval after it. A bound near an edge
        // has more digits ("100.0% (99.981-100.0)"): the column widens for it, what is left to the last one.
        List<String> wins = new ArrayList<>();
        int winsWidth = WINS - 1;
        for (Row row : rows) {
            Report r = row.report();
            wins.add(right(rate(r, m.language()), 7) + " (" + edge(r.partyWinsLow(), m) + "-" + edge(r.partyWinsHigh(), m) + ")");
            winsWidth = Math.max(winsWidth, wins.get(wins.size() - 1).length() + 1);
        }
        sb.append(("  " + Text.cell(m.text("cli.survey.scenario"), NAME) + " " + Text.cell(m.text("cli.survey.wins"), winsWidth)
                + right(m.text("cli.survey.rounds"), ROUNDS) + "  " + m.text("cli.survey.down")).stripTrailing()).append(nl);
        List<String> names = names(rows, m);
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            String line = "  " + Text.cell(names.get(i), NAME) + " " + Text.cell(wins.get(i), winsWidth)
                    + right(String.valueOf(row.report().medianRounds()), ROUNDS) + "  " + downMost(row, m);
            sb.append(Text.fit(line.stripTrailing(), ReportLines.WIDTH)).append(nl);
        }
        for (int i = 0; i < rows.size(); i++) hidden(sb, names.get(i), rows.get(i).report(), null, m);
        sb.append(ReportLines.note(m.text("cli.survey.means")));
        return sb.toString();
    }

    /**
     * The fights a win rate's 0.0% or 100.0% hides ({@link Report#hiddenFights}), in a line under the table, as
     * one scenario's report says them beside its rate: the table's column has no room for them.
     */
    private static void hidden(StringBuilder sb, String name, Report r, String rules, ScreenMessages m) {
        String printed = Report.tenthsOfPercent(r.partyWins(), r.monsterWins(), r.draws())[0];
        long fights = Report.hiddenFights(r.partyWins(), printed, r.runs());
        if (fights < 0) return;
        String text = m.text(rules == null ? "cli.survey.hidden" : "cli.survey.hidden.rules", name, fights,
                m.language().number(fights), m.language().number(r.runs()), rules);
        sb.append(ReportLines.wrap("  ", "   ", text));
    }

    /** A bound of the party's interval in percent, to a tenth or, near 0 or 100, as {@link EdgeDigits} writes it. */
    private static String edge(double share, ScreenMessages m) {
        char mark = java.text.DecimalFormatSymbols.getInstance(m.language().locale()).getDecimalSeparator();
        return EdgeDigits.percent(100 * share).replace('.', mark);
    }

    /**
     * The scenarios under the house rules and plain 5e on the same seeds: each one's party win rates and the
     * difference in points with its 95 % interval, marked {@code ~} when the interval holds 0 (within noise).
     */
    static String compared(List<Row> rows, int runs, ScreenMessages m) {
        Locale locale = m.language().locale();
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder();
        sb.append(ReportLines.wrap("", "", m.text(rows.size() == 1 ? "cli.survey.compare.title.one" : "cli.survey.compare.title",
                m.language().number(rows.size()), m.language().number(runs), runs)));
        sb.append(("  " + Text.cell(m.text("cli.survey.scenario"), NAME) + right(m.text("cli.survey.house"), RATE)
                + right(m.text("cli.survey.dd5"), RATE) + "  " + m.text("cli.survey.difference")).stripTrailing()).append(nl);
        List<String> names = names(rows, m);
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            String name = names.get(i);
            OddsInterval diff = CompareText.difference(row.report(), row.dd5());
            double points = 100 * (row.report().partyWins() - row.dd5().partyWins());
            // A difference too small for a tenth is written, with its bounds, to its first digit not 0, as --compare does.
            double share = points / 100;
            boolean fine = Math.round(share * 1000) == 0;
            String difference = m.text("cli.survey.diff", fine && share != 0 ? OddsWords.bound(m, share, false) : String.format(locale, "%+.1f", points),
                    bound(m, diff.low(), diff.holdsZero() && !fine), bound(m, diff.high(), diff.holdsZero() && !fine))
                    + (diff.holdsZero() ? " ~" : "");
            String line = "  " + Text.cell(name, NAME) + right(rate(row.report(), m.language()), RATE)
                    + right(rate(row.dd5(), m.language()), RATE) + "  " + difference;
            sb.append(Text.fit(line.stripTrailing(), ReportLines.WIDTH)).append(nl);
        }
        for (int i = 0; i < rows.size(); i++) {
            hidden(sb, names.get(i), rows.get(i).report(), m.text("cli.survey.house"), m);
            hidden(sb, names.get(i), rows.get(i).dd5(), m.text("cli.survey.dd5"), m);
        }
        sb.append(ReportLines.note(m.text("cli.survey.compare.means")));
        return sb.toString();
    }

    /**
     * Each row's scenario by name, in the user's language; a name two rows share (a copy of an encounter being
     * tuned, the same title in two files) is followed by its file's name, so each line says which it is.
     */
    private static List<String> names(List<Row> rows, ScreenMessages m) {
        List<String> names = rows.stream()
                .map(row -> ContentNames.of(row.scenario().words(), m.language()).scenario(row.report().scenario()))
                .toList();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String name = names.get(i);
            if (Collections.frequency(names, name) == 1) {
                out.add(name);
                continue;
            }
            String file = " (" + rows.get(i).file().getFileName() + ")";
            // The file alone when its name leaves the title too few columns to read.
            out.add(NAME - file.length() < 8 ? Text.fit(file.substring(2, file.length() - 1), NAME)
                    : Text.fitWords(name, NAME - file.length()) + file);
        }
        return out;
    }

    private static String rate(Report r, Language language) {
        return language.percentToATenth(100 * r.partyWins());
    }

    /** "Grey 86.0%": the member of the party who went down in the most fights (the first of equals), or nobody. */
    private static String downMost(Row row, ScreenMessages m) {
        List<Report.CombatantFigures> figures = row.report().combatants();
        List<CombatantSpec> specs = row.scenario().combatants();
        int most = -1;
        for (int c = 0; c < figures.size() && c < specs.size(); c++) {
            if (!"party".equals(specs.get(c).side()) || figures.get(c).falls() <= 0) continue;
            if (most < 0 || figures.get(c).falls() > figures.get(most).falls()) most = c;
        }
        if (most < 0) return m.text("cli.survey.nobody");
        return NumberedNames.of(specs, ContentNames.of(row.scenario().words(), m.language())).get(specs.get(most).id())
                + " " + m.language().percentToATenth(100 * figures.get(most).falls());
    }

    /**
     * A bound of the difference's interval to a tenth ("+0.3"), or, where that would read "+0.0" or "-0.0" on a line
     * without {@code ~}, to its first digit not 0 ({@link OddsWords#bound}): the interval must not seem to hold zero.
     */
    static String bound(ScreenMessages m, double share, boolean holdsZero) {
        if (holdsZero || Math.round(share * 1000) != 0) return String.format(m.language().locale(), "%+.1f", 100 * share);
        return OddsWords.bound(m, share, false);
    }

    private static String right(String text, int width) {
        return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
    }
}
