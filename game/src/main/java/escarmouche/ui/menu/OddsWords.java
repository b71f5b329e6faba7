package escarmouche.ui.menu;

import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsInterval;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.term.Style;
import java.util.Locale;

/** The odds in the lists' words: percentages, intervals, the progress bar and the detail pane's lines. */
final class OddsWords {
    /** Width of an encounter's odds in the list. */
    static final int CELL = 11;

    private OddsWords() {}

    /** A share as a whole percentage that never rounds a rare event away: "<1 %", ">99 %". */
    static String percent(double share) {
        long p = Math.round(share * 100);
        if (p == 0 && share > 0) return "<1 %";
        if (p == 100 && share < 1) return ">99 %";
        return p + " %";
    }

    /** The 95 % interval in whole percentages, "56-66 %". */
    static String interval(OddsInterval i) {
        return Math.round(i.low() * 100) + "-" + Math.round(i.high() * 100) + " %";
    }

    /** A difference in percentage points with its sign and a tenth, "+13.0", "-0.4". */
    static String points(double share) {
        long tenths = Math.round(share * 1000);
        return (tenths > 0 ? "+" : tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + "." + Math.abs(tenths) % 10;
    }

    static String tenths(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /** A bar of {@code width} cells filled in proportion to the fights done. */
    static String bar(int done, int runs, int width) {
        int full = runs <= 0 ? 0 : (int) ((long) done * width / runs);
        return "█".repeat(full) + "░".repeat(width - full);
    }

    /** The rules' name as players say it. */
    static String rules(String id) {
        return "dd5".equals(id) ? "plain 5e" : "house rules";
    }

    /** An encounter's odds in the list, {@link #CELL} wide at most; empty when the game has none. */
    static String cell(OddsState state) {
        if (state instanceof OddsState.Waiting) return "odds …";
        if (state instanceof OddsState.Running r) return "odds " + bar(r.done(), r.runs(), 6);
        if (state instanceof OddsState.Ready r) return "wins " + percent(r.figures().winRate());
        if (state instanceof OddsState.Failed) return "no odds";
        return "";
    }

    static Style cellStyle(OddsState state) {
        if (state instanceof OddsState.Ready r) {
            double p = r.figures().winRate();
            return p >= 0.7 ? Style.GOOD : p >= 0.4 ? Style.WARN : Style.BAD;
        }
        return Style.DIM;
    }

    /** The detail pane's first line: the figures, or how far they are. */
    static String summary(OddsState state) {
        if (state instanceof OddsState.Waiting w) {
            return "Odds (" + rules(w.rules()) + "): waiting, other odds are being worked out first.";
        }
        if (state instanceof OddsState.Running r) {
            return "Odds (" + rules(r.rules()) + "): simulating " + bar(r.done(), r.runs(), 10) + " " + r.done() + " of "
                    + r.runs() + " fights";
        }
        if (state instanceof OddsState.Ready r) {
            OddsFigures f = r.figures();
            return capital(rules(f.rules())) + ", " + f.runs() + " fights: party wins " + percent(f.winRate()) + " ("
                    + interval(f.winInterval()) + "), median " + f.medianRounds() + " rounds";
        }
        if (state instanceof OddsState.Failed f) return "No odds: " + f.reason();
        return "";
    }

    /** The detail pane's second line: who falls most often, or what the wait is for. */
    static String falls(OddsState state) {
        if (state instanceof OddsState.Ready r) {
            OddsFigures f = r.figures();
            return f.fallsMost()
                    .map(c -> "Falls most often: " + c.name() + ", dead at the end of " + percent(f.deathRate(c))
                            + " of the fights.")
                    .orElse("No member of the party dies in these fights.");
        }
        if (state instanceof OddsState.Running) return "Every creature on the AI; the figures appear when all are done.";
        return "";
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
