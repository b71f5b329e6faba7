package escarmouche.ui.page;

import escarmouche.content.model.DifficultyBand;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.term.Style;
import escarmouche.ui.term.Text;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * The odds in the lists' words, in the session's language: percentages, intervals, the progress bar and
 * the detail pane's lines. Numbers keep their digits in every language; only the decimal mark follows it.
 */
public final class OddsWords {
    /** Width of an encounter's odds in the list. */
    public static final int CELL = 11;
    /** The fewest characters a shortened name keeps in the line of who falls: enough to know whom it means. */
    private static final int SHORTEST_NAME = 12;
    /** The most digits after the decimal mark a bound near zero is written with ({@link #bound}). */
    private static final int BOUND_DIGITS = 6;

    private OddsWords() {}

    /** A share as a whole percentage that never rounds a rare event away: "<1%", ">99%" (in English). */
    public static String percent(Language language, double share) {
        return whole(language, Math.round(share * 100), share > 0, share < 1);
    }

    /**
     * The party's win rate as {@link #percent} says a share, but never rounded across the edge of a difficulty
     * band ({@link DifficultyBand#percent}): 278 of 400 is "69%", in the band "hard" beside it, not "70%".
     */
    public static String wins(Language language, OddsFigures f) {
        return whole(language, DifficultyBand.percent(f.partyWins(), f.runs()), f.partyWins() > 0,
                f.partyWins() < f.runs());
    }

    /** A rounded percentage {@code p}, "<1%" when it rounded {@code some} away, ">99%" when {@code notAll}. */
    private static String whole(Language language, long p, boolean some, boolean notAll) {
        if (p == 0 && some) return language.percent("<1");
        if (p == 100 && notAll) return language.percent(">99");
        return language.percent(String.valueOf(p));
    }

    /** The 95% interval in whole percentages, "56-66%" (in English). */
    public static String interval(Language language, OddsInterval i) {
        return language.percent(Math.round(i.low() * 100) + "-" + Math.round(i.high() * 100));
    }

    /**
     * The verdict on the party's win rate under the house rules ({@code house}) and plain 5e ({@code dd5}) over
     * the same {@code runs} fights each: within noise when the interval on the difference holds zero, else by
     * how many points one rule set favours the party (the interval said from that side). The encounter list's
     * {@code o} page and {@code ./play simulate --compare} both say it.
     */
    public static String rulesVerdict(ScreenMessages m, double house, double dd5, OddsInterval diff, int runs) {
        double points = house - dd5;
        // A difference too small for a tenth (3 fights won in 20,000 against none) is written, and so are its
        // bounds, to its first digit that is not 0 ({@link #bound}): "differs by 0.0 points (95%: 0.0 to 0.0
        // points)" hid what was seen, as a rate of 0.0% would without its fights. A difference of exactly 0
        // stays "0.0", its bounds still said.
        boolean fine = Math.round(points * 1000) == 0;
        String range = range(m, points, diff, fine);
        if (diff.holdsZero()) {
            // The count grouped as the title above it groups it ("10,000 fights"), not as digits to type back.
            return m.text("encounters.compare.noise", fine ? bound(m, points, false) : points(m, points), range,
                    m.language().number(runs), count(points), runs);
        }
        return m.text(points > 0 ? "encounters.compare.more.house" : "encounters.compare.more.dd5",
                fine ? bound(m, Math.abs(points), false).substring(1) : unsigned(m, points), range, count(points));
    }

    /**
     * The 95% interval on a difference of {@code points}, "95%: +5.1 to +18.7 points". Beyond noise it is
     * said from the side the difference favours, so that it reads as positive as the verdict's figure does.
     */
    public static String range(ScreenMessages m, double points, OddsInterval diff) {
        return range(m, points, diff, false);
    }

    /** The same, every bound to its first digit not 0 when {@code fine} (a difference too small for a tenth). */
    private static String range(ScreenMessages m, double points, OddsInterval diff, boolean fine) {
        boolean zero = diff.holdsZero() && !fine;
        if (!diff.holdsZero() && points < 0) {
            return m.text("encounters.compare.range", bound(m, -diff.high(), zero), bound(m, -diff.low(), zero));
        }
        return m.text("encounters.compare.range", bound(m, diff.low(), zero), bound(m, diff.high(), zero));
    }

    /**
     * A bound of a 95% interval on a difference, as {@link #points} writes it; but when the interval leaves zero out
     * ({@code holdsZero} false) and the bound is nearer zero than a twentieth of a point, to its first digit that is
     * not 0 ("+0.04"). Rounded to a tenth it read "0.0 to +3.3 points" beside "more than noise", an interval that
     * seemed to hold the zero the verdict says it leaves out.
     */
    public static String bound(ScreenMessages m, double share, boolean holdsZero) {
        if (holdsZero || Math.round(share * 1000) != 0 || share == 0) return points(m, share);
        BigDecimal p = BigDecimal.valueOf(Math.abs(share) * 100);
        // Down to a millionth of a point, where the last digit is rounded up rather than to nothing.
        BigDecimal shown = p.setScale(BOUND_DIGITS, RoundingMode.UP);
        for (int digits = 2; digits < BOUND_DIGITS; digits++) {
            BigDecimal r = p.setScale(digits, RoundingMode.HALF_UP);
            if (r.signum() != 0) {
                shown = r;
                break;
            }
        }
        return (share > 0 ? "+" : "-") + shown.toPlainString().replace('.', mark(m));
    }

    /** {@link #points} without its sign, rounded as the signed figure is ("12.0"), for a verdict that says the side. */
    public static String unsigned(ScreenMessages m, double share) {
        return points(m, share).replaceFirst("^[+-]", "");
    }

    /** A difference in percentage points with its sign and a tenth, "+13.0", "-0.4" ("+13,0" in French). */
    public static String points(ScreenMessages m, double share) {
        long tenths = Math.round(share * 1000);
        return (tenths > 0 ? "+" : tenths < 0 ? "-" : "") + Math.abs(tenths) / 10 + mark(m) + Math.abs(tenths) % 10;
    }

    /**
     * How many points {@link #points} writes, without its sign ("-1.0" is 1.0): the bundles choose "point" or
     * "points" with it, since French takes the singular below 2 ("1,5 point") whatever the sign.
     */
    public static double count(double share) {
        return Math.abs(Math.round(share * 1000)) / 10.0;
    }

    /** A value to a tenth, with the language's decimal mark. */
    public static String tenths(ScreenMessages m, double value) {
        return String.format(Locale.ROOT, "%.1f", value).replace('.', mark(m));
    }

    private static char mark(ScreenMessages m) {
        return DecimalFormatSymbols.getInstance(m.language().locale()).getDecimalSeparator();
    }

    /** A bar of {@code width} cells filled in proportion to the fights done. */
    public static String bar(int done, int runs, int width) {
        int full = runs <= 0 ? 0 : (int) ((long) done * width / runs);
        return "█".repeat(full) + "░".repeat(width - full);
    }

    /** A side's name: the party's and the monsters' in the session's words, any other as the scenario names it. */
    public static String side(ScreenMessages m, String side) {
        return "party".equals(side) || "monsters".equals(side) ? m.text("party.side." + side) : side;
    }

    /** The encounter an odds page weighs, by name: "with your party" after it, or "draft", where it is not the listed one. */
    public static String subject(App app, OddsSubject subject) {
        String name = subject.plainName(app);
        return switch (subject.from()) {
            case LIST -> name;
            case PARTY -> app.messages().text("odds.subject.party", name);
            case BUILDER -> app.messages().text("odds.subject.draft", name);
        };
    }

    /** The rules' name as players say it. */
    public static String rules(ScreenMessages m, String id) {
        return m.text("dd5".equals(id) ? "encounters.odds.dd5" : "encounters.odds.house");
    }

    /** An encounter's odds in the list, {@link #CELL} wide at most; empty when the game has none. */
    public static String cell(ScreenMessages m, OddsState state) {
        if (state instanceof OddsState.Waiting) return m.text("encounters.odds.cell.waiting");
        if (state instanceof OddsState.Running r) {
            // The bar takes what the word before it leaves of the cell.
            String word = m.text("encounters.odds.cell.running", "");
            return m.text("encounters.odds.cell.running", bar(r.done(), r.runs(), Math.max(2, CELL - word.length())));
        }
        if (state instanceof OddsState.Ready r) return m.text("encounters.odds.cell.ready", wins(m.language(), r.figures()));
        if (state instanceof OddsState.Failed) return m.text("encounters.odds.none");
        return "";
    }

    public static Style cellStyle(OddsState state) {
        if (state instanceof OddsState.Ready r) {
            double p = r.figures().winRate();
            return p >= 0.7 ? Style.GOOD : p >= 0.4 ? Style.WARN : Style.BAD;
        }
        return Style.DIM;
    }

    /** The detail pane's first line: the figures, or how far they are. */
    public static String summary(ScreenMessages m, OddsState state) {
        if (state instanceof OddsState.Waiting w) {
            return m.text("encounters.odds.waiting", rules(m, w.rules()));
        }
        if (state instanceof OddsState.Running r) {
            return m.text("encounters.odds.running", rules(m, r.rules()), bar(r.done(), r.runs(), 10),
                    r.done(), r.runs());
        }
        if (state instanceof OddsState.Ready r) {
            OddsFigures f = r.figures();
            return m.text("encounters.odds.ready", capital(rules(m, f.rules())), String.valueOf(f.runs()),
                    wins(m.language(), f), interval(m.language(), f.winInterval()), f.medianRounds());
        }
        if (state instanceof OddsState.Failed f) return m.text("encounters.odds.failed", f.reason(m));
        return "";
    }

    /**
     * The detail pane's second line, in {@code width} columns: who falls most often, or what the wait is for.
     * A name too long for the line is shortened rather than the figures after it, which are what it is for.
     */
    public static String falls(ScreenMessages m, OddsState state, int width) {
        if (state instanceof OddsState.Ready r) {
            OddsFigures f = r.figures();
            return Text.fit(f.fallsMost().map(c -> {
                String name = c.name(m.language());
                String fall = percent(m.language(), f.fallRate(c));
                String death = percent(m.language(), f.deathRate(c));
                int over = m.text("encounters.odds.falls", name, fall, death).length() - width;
                if (over > 0) name = Text.fit(name, Math.max(SHORTEST_NAME, name.length() - over));
                return m.text("encounters.odds.falls", name, fall, death);
            }).orElse(m.text("encounters.odds.nobody.dies")), width);
        }
        if (state instanceof OddsState.Running) return Text.fit(m.text("encounters.odds.all.ai"), width);
        return "";
    }

    /**
     * The keys that replay these odds' fights: {@code v} one of them (the next each time), and {@code d} the
     * first the party lost, with its seed and length, when it lost one.
     */
    public static String watchKeys(ScreenMessages m, OddsFigures f) {
        return f.defeat().map(d -> m.text("odds.watch.defeat", String.valueOf(d.seed()),
                m.text("encounters.compare.defeat.rounds", d.rounds()))).orElse(m.text("odds.watch"));
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
