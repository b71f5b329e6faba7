package escarmouche.cli;

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
        for (String l : labels) width = Math.max(width, l.length() + 2);
        String[] outcomes = Report.tenthsOfPercent(r.partyWins(), r.monsterWins(), r.draws());
        StringBuilder sb = new StringBuilder();
        sb.append(ReportLines.wrap("", "", m.text("cli.report.title", title, m.language().number(r.runs()), r.runs())));
        sb.append("  ").append(pad(labels[0], width)).append(share(outcomes[0], m))
                .append("   ").append(m.text("cli.report.interval", one(100 * r.partyWinsLow(), locale),
                        one(100 * r.partyWinsHigh(), locale))).append(nl);
        sb.append("  ").append(pad(labels[1], width)).append(share(outcomes[1], m))
                .append(fightsNote(r, r.monsterWins(), outcomes[1], m)).append(nl);
        sb.append("  ").append(pad(labels[2], width)).append(share(outcomes[2], m))
                .append(fightsNote(r, r.draws(), outcomes[2], m)).append(nl);
        // A value too long for its line goes on under its own column, not under the labels.
        String under = "  " + " ".repeat(width);
        sb.append(ReportLines.wrap("  " + pad(labels[3], width), under, m.text("cli.report.rounds.figures",
                one(r.meanRounds(), locale), String.valueOf(r.medianRounds()), String.valueOf(r.rounds90()),
                String.valueOf(r.minRounds()), String.valueOf(r.maxRounds()))));
        for (String line : RoundsChart.lines(r.roundsDistribution(), r.runs(), n -> fights(n, m), m.language()::percent).split("\\R", -1)) {
            if (!line.isEmpty()) sb.append(decimal(line, locale)).append(nl);
        }
        for (int i = 0; i < r.toWatch().size(); i++) {
            sb.append(ReportLines.wrap("  " + pad(i == 0 ? labels[4] : "", width), under,
                    watch(r.toWatch().get(i), labels[1], m)));
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
