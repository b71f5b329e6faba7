package escarmouche.content.load.json;

import escarmouche.lang.ScreenMessages;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Values a problem quotes ({@link Node#quote}: {@code "archerr"}) in the quotation marks of the language it
 * is said in: straight quotes in English, « archerr » in French, as the command line quotes a value it
 * refuses. What is inside stays as written, escapes included; a key inside a JSON path ({@code $["a b"]})
 * is path syntax, and keeps its straight quotes, as does a field's name before its colon.
 */
public final class QuoteMarks {
    /**
     * A key of a JSON path in its brackets, or a field's name before its colon ({@code "immune": true}, a piece of
     * JSON a problem tells how to write, copied as it is), kept as it is; else a quoted value as {@link Node#quote}
     * writes it.
     */
    private static final Pattern QUOTED = Pattern.compile("\\[\"(?:[^\"\\\\]|\\\\.)*\"]"
            + "|\"(?:[^\"\\\\]|\\\\.)*\"(?=\\s*:)|\"((?:[^\"\\\\]|\\\\.)*)\"");

    private QuoteMarks() {}

    /** {@code text} with each value it quotes in {@code m}'s quotation marks ({@code problem.quoted}). */
    public static String said(String text, ScreenMessages m) {
        Matcher matcher = QUOTED.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String said = matcher.group(1) == null ? matcher.group() : m.text("problem.quoted", matcher.group(1));
            matcher.appendReplacement(out, Matcher.quoteReplacement(said));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /** An argument of a problem's wording as {@link #said}; any other kind of argument as it is. */
    static Object argument(Object a, ScreenMessages m) {
        return a instanceof String s ? said(s, m) : a;
    }
}
