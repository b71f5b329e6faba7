package escarmouche.cli;

import escarmouche.simulate.EdgeDigits;
import escarmouche.simulate.FiguresTable;
import escarmouche.simulate.Report;
import escarmouche.simulate.RoundsChart;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Locale;

/**
 * The simulator's report in the user's language: the same lines as {@link Report#text()}, which the
 * English reproduces exactly, its words from the bundles ({@code cli.report.*}) and its decimals written
 * as the language writes them (a comma in French); a line longer than 80 columns (a French one, a long
 * encounter's name) goes on under its own column ({@link ReportLines}).
 */
final class ReportText {
    /**
     * The widest the labels' column grows: a side's long name ("hobgoblin-guards win") would push the figures
     * past 80 columns; a longer label has a line of its own ({@link #labelled}).
     */
    private static final int LABELS = 30;

    private ReportText() {}

    static String of(Report r, ScreenMessages m) {
        return of(r, m, r.scenario());
    }

    /** The same with the encounter named as the session's language names it ({@code title}). */
    static String of(Report r, ScreenMessages m, String title) {
        Locale locale = m.language().locale();
        String nl = System.lineSeparator();
        String[] labels = {m.text("cli.report.party.wins"), monstersWin(r, m),
                m.text("cli.report.no.winner"), m.text("cli.report.rounds"), m.text("cli.report.watch")};
        int width = 14;
        for (String l : labels) width = Math.max(width, Math.min(LABELS, l.length() + 2));
        String[] outcomes = Report.tenthsOfPercent(r.partyWins(), r.monsterWins(), r.draws());
        StringBuilder sb = new StringBuilder();
        sb.append(ReportLines.wrap("", "", m.text("cli.report.title", title, m.language().number(r.runs()), r.runs())));
        String party = share(outcomes[0], m) + fightsNote(r, r.partyWins(), outcomes[0], m);
        String interval = m.text("cli.report.interval", bound(r.partyWinsLow(), locale), bound(r.partyWinsHigh(), locale));
        if (2 + width + party.length() + 3 + interval.length() <= ReportLines.WIDTH) {
            labelled(sb, labels[0], width, party + "   " + interval);
        } else {
            // The rate stays in its column, the interval goes on under it ("0,0 % (3 combats)" is long in French).
            labelled(sb, labels[0], width, party);
            sb.append(ReportLines.wrap("  " + " ".repeat(width), "  " + " ".repeat(width), interval));
        }
        labelled(sb, labels[1], width, share(outcomes[1], m) + fightsNote(r, r.monsterWins(), outcomes[1], m));
        labelled(sb, labels[2], width, share(outcomes[2], m) + fightsNote(r, r.draws(), outcomes[2], m));
        labelled(sb, labels[3], width, m.text("cli.report.rounds.figures",
                one(r.meanRounds(), locale), String.valueOf(r.medianRounds()), String.valueOf(r.rounds90()),
                String.valueOf(r.minRounds()), String.valueOf(r.maxRounds())));
        for (String line : RoundsChart.lines(r.roundsDistribution(), r.runs(), n -> fights(n, m), m.language()::percent).split("\\R", -1)) {
            if (!line.isEmpty()) sb.append(decimal(line, locale)).append(nl);
        }
        for (int i = 0; i < r.toWatch().size(); i++) {
            labelled(sb, i == 0 ? labels[4] : "", width, watch(r.toWatch().get(i), labels[1], m));
        }
        List<String> heads = List.of(m.text("cli.report.combatant"), m.text("cli.report.side"), m.text("cli.report.survives"),
                m.text("cli.report.falls"), m.text("cli.report.dealt"), m.text("cli.report.taken"),
                m.text("cli.report.crits"), m.text("cli.report.fumbles"));
        for (String row : FiguresTable.rows(r.combatants(), heads, side -> side(side, m), locale, m.language()::percent)) sb.append(row).append(nl);
        sb.append(ReportLines.note(m.text("cli.report.means")));
        String dead = r.deadFromTheStart();
        if (dead != null) sb.append(ReportLines.note(m.text("cli.report.dead.before", dead)));
        return sb.toString();
    }

    /**
     * A label and its value at {@code width}, the value wrapped under its own column; a label too long for the
     * column (a side's long name, "les hommes-lézards-du-marais gagnent") has the line to itself, and its value
     * starts under the column on the next.
     */
    private static void labelled(StringBuilder sb, String label, int width, String value) {
        String under = "  " + " ".repeat(width);
        if (label.length() + 2 <= width) {
            sb.append(ReportLines.wrap("  " + pad(label, width), under, value));
            return;
        }
        sb.append(ReportLines.wrap("  ", "  ", label));
        sb.append(ReportLines.wrap(under, under, value.strip()));
    }

    /** A bound of the party's interval, in percent: to a tenth, or as {@link EdgeDigits} writes one near an edge. */
    private static String bound(double share, Locale locale) {
        return decimal(EdgeDigits.percent(100 * share), locale);
    }

    /** One fight to watch: why, its seed, how long it lasted (and, for the longest, who won). */
    private static String watch(Report.FightToWatch w, String others, ScreenMessages m) {
        String seed = String.valueOf(w.seed());
        String length = m.text("cli.report.watch.rounds", w.rounds());
        return switch (w.why()) {
            case "longest" -> m.text("cli.report.watch.longest", seed, length, switch (w.winner()) {
                case "party" -> m.text("cli.report.party.wins");
                case "monsters" -> others;
                default -> m.text("cli.report.no.winner");
            });
            case "defeat" -> m.text("cli.report.watch.defeat", seed, length);
            default -> m.text("cli.report.watch.no-winner", seed, length);
        };
    }

    /** A side as the reports say it: "party", "groupe", or the scenario's own name. */
    static String side(String side, ScreenMessages m) {
        return m.has("cli.report.side." + side) ? m.text("cli.report.side." + side) : side;
    }

    /** "monsters win", or "bandits win" when every creature against the party is on a side the scenario named so. */
    static String monstersWin(Report r, ScreenMessages m) {
        String side = r.monstersSide();
        return side == null ? m.text("cli.report.monsters.win") : m.text("cli.report.side.win", side);
    }

    /** The fights a share's printed percentage hides ({@link Report#hiddenFights}), in the language's words; else nothing. */
    private static String fightsNote(Report r, double share, String printed, ScreenMessages m) {
        long fights = Report.hiddenFights(share, printed, r.runs());
        return fights < 0 ? "" : "   " + fights(fights, m);
    }

    /** "(1 fight)", "(N fights)" in the language's words. */
    private static String fights(long n, ScreenMessages m) {
        return n == 1 ? m.text("cli.report.fights.one") : m.text("cli.report.fights", m.language().number(n));
    }

    private static String pad(String label, int width) {
        return label + " ".repeat(width - label.length());
    }

    private static String one(double value, Locale locale) {
        return String.format(locale, "%.1f", value);
    }

    /** A figure written with a point, as the language writes it. */
    /** An outcome's share ("61.0") in five columns and the language's percentage: " 61.0%", " 61,0 %". */
    private static String share(String outcome, ScreenMessages m) {
        return m.language().percent(String.format(Locale.ROOT, "%5s", decimal(outcome, m.language().locale())));
    }

    private static String decimal(String figure, Locale locale) {
        return Locale.ROOT.equals(locale) || Locale.ENGLISH.equals(locale) ? figure : figure.replaceAll("(\\d)\\.(\\d)", "$1,$2");
    }
}
