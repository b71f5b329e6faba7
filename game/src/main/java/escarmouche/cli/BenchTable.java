package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables of {@code ./play bench} in the command's language: its decimal mark and thousands grouping
 * ("9,883.9", "9 883,9"), its percent sign, its headers, each line within {@link ReportLines#WIDTH} columns.
 * Until the seventy-ninth round the table was 107 columns wide, the several-thread rate a seventh column: it is
 * a table of its own now, and each header says its unit on a second line, so that the columns are no wider
 * than their figures. A scenario's name longer than its column pushes its own row only, as it always did.
 * bench/twins reads the first table's rows (in English): the name, then five figures, the rate the second.
 */
final class BenchTable {
    /** The scenario's column; names such as "30 fighters v 60 goblins" fit. */
    private static final int NAME = 28;
    /** The steady table: creatures, fights per CPU second, turns per fight, CPU per turn, kilobytes per turn. */
    private static final int[] STEADY = {9, 9, 8, 9, 8};
    /** The several-thread table: fights a second of wall time, per CPU second, times the one-thread rate. */
    private static final int[] THREADS = {10, 13, 12};
    /** The AI's share: with the AI, replayed without it, the share. */
    private static final int[] SHARE = {14, 14, 9};

    private final ScreenMessages m;

    BenchTable(ScreenMessages m) {
        this.m = m;
    }

    /** The steady table's two header lines. */
    List<String> steadyHeader() {
        return header(STEADY, "cli.bench.creatures", "cli.bench.fights.per.cpu", "cli.bench.turns", "cli.bench.micros",
                "cli.bench.kb");
    }

    /** One fight's steady figures. */
    String steadyRow(String name, int creatures, double perCpuSecond, double turns, double micros, double kilobytes) {
        return row(STEADY, name, m.language().number(creatures), decimal(perCpuSecond, 1), decimal(turns, 1),
                decimal(micros, 2), decimal(kilobytes, 1));
    }

    /** The several-thread table's two header lines. */
    List<String> threadsHeader() {
        return header(THREADS, "cli.bench.threads.wall", "cli.bench.threads.cpu", "cli.bench.threads.times");
    }

    /** One fight on several threads: its wall rate, its rate per CPU second of the process, and {@code times}. */
    String threadsRow(String name, double wall, double perCpuSecond, double times) {
        return row(THREADS, name, decimal(wall, 1), decimal(perCpuSecond, 0), times(times));
    }

    /** The AI share table's two header lines. */
    List<String> shareHeader() {
        return header(SHARE, "cli.bench.share.with", "cli.bench.share.without", "cli.bench.share.share");
    }

    /** One fight's rate with its AI and replayed without it, and the AI's share (0 to 1). */
    String shareRow(String name, double withAi, double replayed, double share) {
        return row(SHARE, name, decimal(withAi, 1), decimal(replayed, 1), m.language().percentToATenth(100 * share));
    }

    /** How many times a rate another is: "2.41x", "2,41 fois". */
    String times(double times) {
        return times(times, 2);
    }

    /** The same to {@code digits} decimals. */
    String times(double times, int digits) {
        return m.text("cli.bench.times", decimal(times, digits));
    }

    /** A figure to {@code digits} decimals, grouped and marked as the language writes it. */
    String decimal(double value, int digits) {
        return String.format(m.language().locale(), "%,." + digits + "f", value);
    }

    /**
     * A header's two lines: each column's text is its key's, a new line in it parting the top line from the
     * bottom one ("fights/" over "CPU-s"); a text of one line stands on the bottom line, beside "scenario".
     */
    private List<String> header(int[] widths, String... keys) {
        String[] top = new String[keys.length];
        String[] bottom = new String[keys.length];
        for (int i = 0; i < keys.length; i++) {
            String[] lines = m.text(keys[i]).split("\n", 2);
            top[i] = lines.length == 2 ? lines[0] : "";
            bottom[i] = lines[lines.length - 1];
        }
        List<String> out = new ArrayList<>();
        out.add(row(widths, "", top).stripTrailing());
        out.add(row(widths, m.text("cli.bench.scenario"), bottom));
        return out;
    }

    private static String row(int[] widths, String name, String... cells) {
        StringBuilder sb = new StringBuilder(String.format("%-" + NAME + "s", name));
        for (int i = 0; i < cells.length; i++) sb.append(' ').append(String.format("%" + widths[i] + "s", cells[i]));
        return sb.toString();
    }
}
