package escarmouche.rules.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A damage or healing expression such as {@code 1d8}, {@code 2d6+3}, {@code 1d4+1d6-1} or a flat
 * {@code 1}. Parsed once, strictly: {@code 2d}, {@code d6}, {@code 1d0}, spaces or trailing signs are
 * errors, never guessed.
 */
public record DiceExpression(List<Term> dice, int flat) {
    /** {@code count} dice of {@code sides} faces, subtracted when {@code negative}. */
    public record Term(int count, int sides, boolean negative) {}

    private static final Pattern TERM = Pattern.compile("([+-]?)(?:(\\d+)d(\\d+)|(\\d+))");
    private static final int MAX_COUNT = 100;
    private static final int MAX_SIDES = 1000;

    public DiceExpression {
        dice = List.copyOf(dice);
    }

    public static DiceExpression parse(String text) {
        if (text == null || text.isEmpty()) throw new DiceSyntaxException(DiceSyntaxException.Kind.EMPTY, text, 0);
        Matcher m = TERM.matcher(text);
        List<Term> terms = new ArrayList<>();
        int flat = 0;
        int pos = 0;
        while (pos < text.length()) {
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
                terms.add(new Term(count, sides, negative));
            } else {
                int value = number(text, m.group(4));
                flat += negative ? -value : value;
            }
            pos = m.end();
        }
        return new DiceExpression(terms, flat);
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

    public int minimum() {
        int min = flat;
        for (Term t : dice) min += t.negative() ? -t.count() * t.sides() : t.count();
        return min;
    }

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
