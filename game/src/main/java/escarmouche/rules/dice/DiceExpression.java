package escarmouche.rules.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A damage or healing expression such as {@code 1d8}, {@code 2d6+3}, {@code 1d4+1d6-1} or a flat
 * {@code 1}. Parsed once, strictly: {@code 2d}, {@code d6}, {@code 1d0}, spaces or trailing signs are
 * errors, never guessed.
 *
 * <p>What {@link #parse} accepts is bounded as a whole, not only term by term: at most {@value #MAX_TERMS}
 * terms, {@value #MAX_DICE} dice in all, dice of at most {@value #MAX_SIDES} sides and numbers adding up to
 * at most {@value #MAX_FLAT} either way. A file made to flood the game ("100d1+100d1+..." a million times) is
 * then refused where it is read rather than rolling a hundred million dice, and every roll lies within
 * -1,099,999..1,099,999 (a few million in play, where a cantrip's dice are rolled four times over, {@code Cantrips},
 * and plain 5e's critical rolls them twice), so that the sums here, a critical's x2 and a vulnerability's x2 stay
 * far inside an int. The longer critical chains (ATK-CRIT, up to x2^21) are held by the damage pipeline
 * ({@code DamageLimits}), not here.
 */
public record DiceExpression(List<Term> dice, int flat) {
    /** {@code count} dice of {@code sides} faces, subtracted when {@code negative}. */
    public record Term(int count, int sides, boolean negative) {}

    private static final Pattern TERM = Pattern.compile("([+-]?)(?:(\\d+)d(\\d+)|(\\d+))");
    private static final int MAX_COUNT = 100;
    private static final int MAX_SIDES = 1000;
    /**
     * Terms (dice and numbers), at most: the longest shipped damage has 3 ("1d4+1d6-1"); a hand-written one of
     * 20 is already unreadable.
     */
    public static final int MAX_TERMS = 20;
    /** Dice in all the terms together, at most: more than twice meteor swarm's 40d6, 5e's largest damage roll. */
    public static final int MAX_DICE = 100;
    /** The numbers' sum, at most either way: the largest a single number may be written (six digits). */
    public static final int MAX_FLAT = 999_999;

    public DiceExpression {
        dice = List.copyOf(dice);
    }

    public static DiceExpression parse(String text) {
        if (text == null || text.isEmpty()) throw new DiceSyntaxException(DiceSyntaxException.Kind.EMPTY, text, 0);
        Matcher m = TERM.matcher(text);
        List<Term> terms = new ArrayList<>();
        // A long: the check below comes once every number is read (-5+3 is fine however it starts).
        long flat = 0;
        int allDice = 0;
        int read = 0;
        int pos = 0;
        while (pos < text.length()) {
            // Refused at the first term past the limit: the rest of a flood is never read.
            if (++read > MAX_TERMS) throw new DiceSyntaxException(DiceSyntaxException.Kind.TERMS, text, MAX_TERMS);
            if (!m.find(pos) || m.start() != pos) {
                throw new DiceSyntaxException(DiceSyntaxException.Kind.NOT_DICE, text, pos + 1);
            }
            boolean negative = "-".equals(m.group(1));
            if (pos > 0 && m.group(1).isEmpty()) {
                throw new DiceSyntaxException(DiceSyntaxException.Kind.NO_SIGN, text, pos + 1);
            }
            if (m.group(2) != null) {
                int count = number(text, m.group(2));
                int sides = number(text, m.group(3));
                if (count < 1 || count > MAX_COUNT) {
                    throw new DiceSyntaxException(DiceSyntaxException.Kind.COUNT, text, MAX_COUNT);
                }
                if (sides < 1 || sides > MAX_SIDES) {
                    throw new DiceSyntaxException(DiceSyntaxException.Kind.SIDES, text, MAX_SIDES);
                }
                allDice += count;
                if (allDice > MAX_DICE) throw new DiceSyntaxException(DiceSyntaxException.Kind.DICE, text, MAX_DICE);
                terms.add(new Term(count, sides, negative));
            } else {
                int value = number(text, m.group(4));
                flat += negative ? -value : value;
            }
            pos = m.end();
        }
        if (Math.abs(flat) > MAX_FLAT) {
            throw new DiceSyntaxException(DiceSyntaxException.Kind.FLAT, text, MAX_FLAT, flat);
        }
        return new DiceExpression(terms, (int) flat);
    }

    private static int number(String text, String digits) {
        if (digits.length() > 6) throw new DiceSyntaxException(DiceSyntaxException.Kind.TOO_LARGE, text, 0);
        return Integer.parseInt(digits);
    }

    /** Rolls every die in expression order. */
    public Rolled roll(Dice dice) {
        List<Roll> rolls = new ArrayList<>();
        int total = flat;
        for (Term t : this.dice) {
            for (int i = 0; i < t.count(); i++) {
                Roll r = dice.roll(t.sides());
                rolls.add(r);
                total += t.negative() ? -r.value() : r.value();
            }
        }
        return new Rolled(rolls, total);
    }

    /**
     * Where the dice taken off (1d6-1d2's d2) stand among {@code count} dice rolled by this expression, the first
     * at 0: in the terms' order, and again for each further roll of the whole expression (plain 5e's critical
     * rolls it twice). Empty when every die is added, as nearly always: events carry the positions so that a
     * log can subtract those dice rather than add them.
     */
    public List<Integer> subtracted(int count) {
        // Every hit asks: most expressions take nothing off, and then nothing is made.
        boolean any = false;
        for (Term t : dice) any |= t.negative();
        if (!any) return List.of();
        List<Integer> out = new ArrayList<>();
        int at = 0;
        while (at < count) {
            int before = at;
            for (Term t : dice) {
                for (int i = 0; i < t.count() && at < count; i++, at++) if (t.negative()) out.add(at);
            }
            if (at == before) break; // no dice at all: nothing to place
        }
        return List.copyOf(out);
    }

    /**
     * The worst roll. Int sums are safe: a parsed expression is bounded ({@link #parse}), and the one built
     * otherwise ({@code Cantrips}) multiplies its counts by 4 at most.
     */
    public int minimum() {
        int min = flat;
        for (Term t : dice) min += t.negative() ? -t.count() * t.sides() : t.count();
        return min;
    }

    /** The best roll, as safe as {@link #minimum}. */
    public int maximum() {
        int max = flat;
        for (Term t : dice) max += t.negative() ? -t.count() : t.count() * t.sides();
        return max;
    }

    /** Average times two, to stay in integers (expected-damage hints). */
    public int doubledAverage() {
        int sum = 2 * flat;
        for (Term t : dice) sum += (t.negative() ? -1 : 1) * t.count() * (t.sides() + 1);
        return sum;
    }

    /** The dice rolled and their sum (flat part included). */
    public record Rolled(List<Roll> rolls, int total) {
        public Rolled {
            rolls = List.copyOf(rolls);
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Term t : dice) {
            if (t.negative()) sb.append('-');
            else if (!sb.isEmpty()) sb.append('+');
            sb.append(t.count()).append('d').append(t.sides());
        }
        if (flat != 0 || sb.isEmpty()) {
            if (flat >= 0 && !sb.isEmpty()) sb.append('+');
            sb.append(flat);
        }
        return sb.toString();
    }
}
