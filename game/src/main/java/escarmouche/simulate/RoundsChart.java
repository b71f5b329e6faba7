package escarmouche.simulate;

import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;
import java.util.function.UnaryOperator;

/**
 * The rounds distribution as a few text lines, one per bar: each round on its own when fights last
 * between a dozen different numbers of rounds or fewer, else about ten bars of equal width.
 */
public final class RoundsChart {
    private static final int MAX_BARS = 10;
    private static final int BAR_WIDTH = 30;

    private RoundsChart() {}

    /** The chart in English: a bar whose share reads 0.0% says how many fights it holds ("(1 fight)"). */
    public static String lines(List<Report.RoundsCount> counts, int fights) {
        return lines(counts, fights, Report::fightsInEnglish, share -> share + "%");
    }

    /**
     * The chart, a bar whose share reads 0.0% though it holds fights followed by {@code hidden}'s words for
     * their number (a few stalemates at the round limit would otherwise show as a bar of 0.0%).
     *
     * @param percent a share ("12.5", padded) as the report's language writes a percentage
     */
    public static String lines(List<Report.RoundsCount> counts, int fights, LongFunction<String> hidden,
                               UnaryOperator<String> percent) {
        if (counts.isEmpty() || fights == 0) return "";
        int first = counts.get(0).rounds();
        int last = counts.get(counts.size() - 1).rounds();
        int span = last - first + 1;
        int width = span <= MAX_BARS + 2 ? 1 : (span + MAX_BARS - 1) / MAX_BARS;
        int bars = (span + width - 1) / width;
        int[] inBar = new int[bars];
        for (Report.RoundsCount c : counts) inBar[(c.rounds() - first) / width] += c.fights();
        int most = 0;
        for (int b : inBar) most = Math.max(most, b);
        StringBuilder sb = new StringBuilder();
        for (int b = 0; b < bars; b++) {
            int from = first + b * width;
            int to = Math.min(last, from + width - 1);
            String label = from == to ? String.valueOf(from) : from + "-" + to;
            int length = (int) Math.round((double) inBar[b] * BAR_WIDTH / most);
            if (inBar[b] > 0 && length == 0) length = 1;
            String share = String.format(Locale.ROOT, "%.1f", 100.0 * inBar[b] / fights);
            String line = String.format(Locale.ROOT, "    %-9s %s %s", label, percent.apply(String.format(Locale.ROOT, "%5s", share)),
                    "#".repeat(length));
            long held = Report.hiddenFights((double) inBar[b] / fights, share, fights);
            if (held >= 0) line += "  " + hidden.apply(held);
            sb.append(line.stripTrailing()).append(System.lineSeparator());
        }
        return sb.toString();
    }
}
