package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.DiceSyntaxException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Typed readings of JSON values. Each returns {@code null} after reporting when the value does not
 * fit, and passes a {@code null} node through silently (the caller reported the missing key already).
 */
final class Read {
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private Read() {}

    static Integer whole(Node n, int min, int max, Issues issues) {
        Long v = wholeLong(n, min, max, issues);
        if (v == null) return null;
        if (v < min || v > max) {
            issues.at(n, Wording.of("problem.whole.range", String.valueOf(v), String.valueOf(min), String.valueOf(max)));
            return null;
        }
        return v.intValue();
    }

    static Long wholeLong(Node n, Issues issues) {
        return wholeLong(n, Long.MIN_VALUE, Long.MAX_VALUE, issues);
    }

    /**
     * A whole number whose field takes {@code min} to {@code max}, the caller refusing one outside in its own
     * words; a value written with a fraction or an exponent that is outside as well is said with the range in
     * the same message, where "write 1000000000" alone would only lead to a second problem.
     */
    static Long wholeLong(Node n, long min, long max, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Num num && num.integral()) {
            try {
                return num.value().longValueExact();
            } catch (ArithmeticException e) {
                issues.at(n, tooLarge(n, min, max, "problem.whole.range"));
                return null;
            }
        }
        if (n instanceof Node.Num num && wholeValue(num.value())) {
            // 1e0 or 3.0: a whole number, but written as a fraction; the message shows it as written, and how to write it.
            try {
                long v = num.value().longValueExact();
                issues.at(n, v < min || v > max
                        ? Wording.of("problem.whole.written.range", Wording.describe(n), String.valueOf(min), String.valueOf(max))
                        : Wording.of("problem.whole.written", Wording.describe(n), String.valueOf(v)));
            } catch (ArithmeticException e) {
                issues.at(n, tooLarge(n, min, max, "problem.whole.written.range"));
            }
            return null;
        }
        issues.at(n, Wording.of("problem.whole", Wording.describe(n)));
        return null;
    }

    /**
     * A number beyond any whole number: a field that takes a range says it (as a number just outside it is told),
     * so the user learns what to write; one that takes any whole number can only say it is too large.
     */
    private static Wording tooLarge(Node n, long min, long max, String rangeKey) {
        if (min == Long.MIN_VALUE && max == Long.MAX_VALUE) return Wording.of("problem.whole.large", Wording.describe(n));
        return Wording.of(rangeKey, Wording.describe(n), String.valueOf(min), String.valueOf(max));
    }

    private static boolean wholeValue(BigDecimal v) {
        return v.signum() == 0 || v.stripTrailingZeros().scale() <= 0;
    }

    static String string(Node n, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Str s) return s.value();
        issues.at(n, Wording.of("problem.string", Wording.describe(n)));
        return null;
    }

    static String text(Node n, Issues issues) {
        String s = string(n, issues);
        int bad = s == null ? -1 : unshowable(s);
        if (bad >= 0) {
            issues.at(n, Wording.of("problem.text.control", Wording.describe(n), String.format("U+%04X", bad)));
            return null;
        }
        return nonBlank(n, s, issues);
    }

    /**
     * A text whose caller checks its characters more strictly than {@link #text} would (a pre-made hero's name
     * is a few letters a player may type), so that its message says all that is allowed.
     */
    static String plainText(Node n, Issues issues) {
        return nonBlank(n, string(n, issues), issues);
    }

    private static String nonBlank(Node n, String s, Issues issues) {
        if (s != null && s.isBlank()) {
            // "   " is no empty string: saying so would send the writer looking for "" in the file.
            issues.at(n, Wording.of(s.isEmpty() ? "problem.text.empty" : "problem.text.blank"));
            return null;
        }
        return s;
    }

    /**
     * The first character of a text that a terminal would act on rather than show, or -1. Names, sides and
     * descriptions are printed as they are on the GM's screen, where an escape sequence or a line break could
     * rewrite what the GM reads; a one-line text has no use for any of them.
     */
    static int unshowable(String s) {
        for (int i = 0; i < s.length(); i++) if (Node.unshowable(s.charAt(i))) return s.charAt(i);
        return -1;
    }

    /** A content id: lower case letters and digits in words joined by dashes. */
    static String id(Node n, Issues issues) {
        String s = string(n, issues);
        if (s != null && !ID.matcher(s).matches()) {
            issues.at(n, Wording.of("problem.id", Wording.describe(n)));
            return null;
        }
        return s;
    }

    static boolean isId(String s) {
        return ID.matcher(s).matches();
    }

    static Boolean bool(Node n, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Bool b) return b.value();
        issues.at(n, Wording.of("problem.bool", Wording.describe(n)));
        return null;
    }

    /** An optional boolean that is false when absent. */
    static boolean flag(Node n, Issues issues) {
        return Boolean.TRUE.equals(bool(n, issues));
    }

    /** A list read entry by entry, where an entry may not repeat (a spell listed twice is a mistake). */
    static <T> List<T> distinct(Node node, Issues issues, String what, BiFunction<Node, Issues, T> each) {
        List<Node> items = list(node, issues);
        if (items == null) return null;
        List<T> out = new ArrayList<>();
        for (Node n : items) {
            T v = each.apply(n, issues);
            if (v == null) continue;
            if (out.contains(v)) issues.at(n, Wording.of("problem.twice." + what.replace(' ', '-'), Node.quote(((Node.Str) n).value())));
            else out.add(v);
        }
        return out;
    }

    static List<Node> list(Node n, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Arr a) return a.items();
        issues.at(n, Wording.of("problem.list", Wording.describe(n)));
        return null;
    }

    /** One of a closed set of names; the message lists them in the order given. */
    static <E> E choice(Node n, List<String> allowed, Function<String, E> byId, Issues issues) {
        if (n == null) return null;
        String s = n instanceof Node.Str str ? str.value() : null;
        E value = s == null ? null : byId.apply(s);
        if (value == null || !allowed.contains(s)) {
            issues.at(n, Wording.of("problem.choice", Wording.describe(n), String.join(", ", allowed),
                    // A one- or two-letter slip ("x" for "m" or "f") has no word to point to: nothing suggested.
                    s == null || s.length() < 3 ? "" : Suggest.wording(s, allowed)));
            return null;
        }
        return value;
    }

    static String choice(Node n, List<String> allowed, Issues issues) {
        return choice(n, allowed, Function.identity(), issues);
    }

    /**
     * What is wrong with a dice expression, in the bundles' words ({@code problem.dice.syntax.*}): the rules
     * say it as a kind and values, and in English only. The expression is quoted shortened ({@code shown}): a
     * flood of a million terms is said in one line.
     */
    private static Wording syntax(DiceSyntaxException e) {
        String key = "problem.dice.syntax." + e.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        return Wording.of(key, e.shown(), String.valueOf(e.number()), String.valueOf(e.found()));
    }

    static DiceExpression dice(Node n, Issues issues) {
        String s = string(n, issues);
        if (s == null) return null;
        try {
            return DiceExpression.parse(s);
        } catch (DiceSyntaxException e) {
            issues.at(n, Wording.of("problem.dice", syntax(e)));
            return null;
        }
    }
}
