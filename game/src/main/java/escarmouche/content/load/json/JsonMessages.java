package escarmouche.content.load.json;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the JSON parser's messages into what a person editing the file can act on. The parser's own
 * texts name its settings and methods ({@code StreamReadConstraints...}, {@code JsonReadFeature...}),
 * which the user can neither see nor change; the common mistakes (a comment, a trailing comma, single
 * quotes, a tab inside a string) get a message that says what to write instead.
 */
public final class JsonMessages {
    /**
     * A message as a key of the bundles ({@code problem.json.*}) and its arguments, an argument possibly
     * another one, so that the command line can say it in its user's language.
     */
    public record Said(String key, List<Object> args) {
        public Said {
            args = List.copyOf(args);
        }

        static Said of(String key, Object... args) {
            return new Said(key, List.of(args));
        }

        /** The text in one language. */
        public String in(ScreenMessages messages) {
            List<Object> said = new ArrayList<>(args.size());
            for (Object a : args) said.add(a instanceof Said s ? s.in(messages) : QuoteMarks.argument(a, messages));
            return messages.text(key, said.toArray());
        }

        public String english() {
            return in(ScreenMessages.of(Language.EN));
        }
    }

    private record Rule(Pattern pattern, Function<Matcher, Said> message) {}

    private static final String ZERO = "problem.json.zero";
    private static final String PLUS = "problem.json.plus";

    private static final List<Rule> RULES = List.of(
            rule("Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> Said.of("problem.json.nesting", m.group(2))),
            rule("Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> Said.of("problem.json.number.length", m.group(1), m.group(2))),
            // The parser counts a string as it reads it and stops once past the limit: its count is where it
            // stopped, not the string's length, so only the limit is said.
            rule("String value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> Said.of("problem.json.string.length", m.group(2))),
            rule("Name length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> Said.of("problem.json.name.length", m.group(1), m.group(2))),
            // A recording's line is read by the parser alone, which says "Duplicate field 'input'" in its own words.
            rule("Duplicate field '(.*)'.*",
                    m -> Said.of("problem.json.duplicate.line", Said.of("problem.field.name", Node.escaped(m.group(1))))),
            rule(".*maybe a \\(non-standard\\) comment.*",
                    m -> Said.of("problem.json.comment")),
            rule("Trailing token \\(of type \\w+\\) found after value.*",
                    m -> Said.of("problem.json.after")),
            rule("Unexpected character \\('#'.*",
                    m -> Said.of("problem.json.hash")),
            rule("Non-standard token '([^']*)'.*",
                    m -> Said.of("problem.json.not.number", m.group(1))),
            // These two are said with the number as written when the text is at hand (said(message, text, offset)).
            rule(".*numbers to have plus signs.*", m -> Said.of(PLUS)),
            rule("Invalid numeric value: Leading zeroes not allowed.*",
                    m -> Said.of(ZERO)),
            rule("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
                    m -> Said.of("problem.json.control.string", character(m.group(1)))),
            rule("Illegal character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
                    m -> Said.of("problem.json.control.between", character(m.group(1)))),
            rule("Unexpected character \\('''.*was expecting double-quote to start field name.*",
                    m -> Said.of("problem.json.name.quotes")),
            rule("Unexpected character \\('}'.*was expecting double-quote to start field name.*",
                    m -> Said.of("problem.json.comma.object", "'}'")),
            rule("Unexpected character \\('(.)'.*was expecting double-quote to start field name.*",
                    m -> Said.of("problem.json.name.expected", m.group(1))),
            rule("Unexpected character \\('''.*expected a (?:valid )?value.*",
                    m -> Said.of("problem.json.string.quotes")),
            rule("Unexpected character \\(']'.*expected a (?:valid )?value.*",
                    m -> Said.of("problem.json.comma.list", "']'")),
            // Where the parser names what it was in, it says where that began: "[Source: ...; line: 1, column: 19]".
            rule("Unexpected close marker '(.)': expected '.' \\(for root .*",
                    m -> Said.of("problem.json.close.extra", m.group(1))),
            rule("Unexpected close marker '(.)': expected '(.)' \\(for (Array|Object) starting at .*line: (\\d+), column: (\\d+)\\].*",
                    m -> Said.of("problem.json.close.wrong", m.group(1), m.group(2), kind(m.group(3)), m.group(4), m.group(5))),
            unexpected(": was expecting comma to separate Object entries", "problem.json.comma.missing.object"),
            unexpected(": was expecting comma to separate Array entries", "problem.json.comma.missing.list"),
            unexpected(": was expecting a colon to separate field name and value", "problem.json.colon.missing"),
            rule("Unrecognized token '(.*)': was expecting .*",
                    m -> Said.of("problem.json.token", m.group(1))),
            rule("Unrecognized character escape '(.+?)' \\(code \\d+\\).*",
                    m -> Said.of("problem.json.escape", m.group(1))),
            unexpected(": expected a hex-digit for character escape sequence", "problem.json.hex"),
            rule("Unexpected end-of-input: was expecting closing quote for a string value.*",
                    m -> Said.of("problem.json.end.string")),
            rule("Unexpected end-of-input: expected close marker for (Array|Object) \\(start marker at .*line: (\\d+), column: (\\d+)\\].*",
                    m -> Said.of("problem.json.end.open", kind(m.group(1)), m.group(2), m.group(3), closer(m.group(1)))),
            rule("Unexpected end-of-input in field name.*",
                    m -> Said.of("problem.json.end.name")),
            rule("Unexpected end-of-input within/between (Array|Object) entries.*",
                    m -> Said.of("problem.json.end.inside", kind(m.group(1)), closer(m.group(1)))),
            unexpected(" in numeric value: expected digit \\(0-9\\) to follow minus sign", "problem.json.digit.minus"),
            unexpected(" in numeric value: Decimal point not followed by a digit", "problem.json.digit.point"),
            unexpected(" in numeric value: Exponent indicator not followed by a digit", "problem.json.digit.exponent"),
            rule("Unexpected character \\(',' \\(code \\d+\\)\\): expected a (?:valid )?value.*",
                    m -> Said.of("problem.json.comma.extra")),
            unexpected(": expected a (?:valid )?value", "problem.json.value.expected"));

    private JsonMessages() {}

    private static Rule rule(String regex, Function<Matcher, Said> message) {
        return new Rule(Pattern.compile(regex, Pattern.DOTALL), message);
    }

    /**
     * The parser's "Unexpected character ('x' (code 120))" followed by {@code then} (a regular expression): said
     * by {@code key} with the character.
     */
    private static Rule unexpected(String then, String key) {
        return rule("Unexpected character \\('(.+?)' \\(code \\d+\\)\\)" + then + ".*", m -> Said.of(key, m.group(1)));
    }

    /** The parser's message as a person should read it; never {@code null}. */
    public static String forUser(String parserMessage) {
        return said(parserMessage).english();
    }

    /**
     * The same for a message about {@code text}, where the parser stopped at {@code offset} (a character's index, -1
     * when unknown): a number written with a leading zero or a plus sign is said as written, and as it should be
     * ({@code write 3, not 03}).
     */
    public static Said said(String parserMessage, String text, long offset) {
        Said said = said(parserMessage);
        boolean zero = said.key().equals(ZERO);
        if (!zero && !said.key().equals(PLUS)) return said;
        String written = numberAround(text, offset);
        if (written == null || !(zero ? ZERO_NUMBER : PLUS_NUMBER).matcher(written).matches()) return said;
        return zero ? Said.of("problem.json.zero.written", withoutLeadingZeros(written), written)
                : Said.of("problem.json.plus.written", written.substring(1), written);
    }

    private static final Pattern ZERO_NUMBER = Pattern.compile("-?0[0-9][-+0-9.eE]*");
    private static final Pattern PLUS_NUMBER = Pattern.compile("\\+[0-9][-+0-9.eE]*");

    /** The number written around {@code offset} (the parser stops just inside it), when short enough to show; or null. */
    private static String numberAround(String text, long offset) {
        if (text == null || offset < 0 || offset > text.length()) return null;
        int start = (int) offset;
        int end = start;
        while (start > 0 && start > offset - 40 && isNumberChar(text.charAt(start - 1))) start--;
        while (end < text.length() && end < offset + 40 && isNumberChar(text.charAt(end))) end++;
        return end - start < 40 ? text.substring(start, end) : null;
    }

    private static boolean isNumberChar(char c) {
        return "-+0123456789.eE".indexOf(c) >= 0;
    }

    /** {@code 03} as {@code 3}, {@code -007.5} as {@code -7.5}, {@code 00} as {@code 0}. */
    private static String withoutLeadingZeros(String number) {
        String sign = number.startsWith("-") ? "-" : "";
        String digits = number.substring(sign.length());
        int i = 0;
        while (i + 1 < digits.length() && digits.charAt(i) == '0' && Character.isDigit(digits.charAt(i + 1))) i++;
        return sign + digits.substring(i);
    }

    /**
     * The parser's message about one line read alone (a recording holds a JSON object per line), {@code line}
     * being that line's number in its file: where the parser says "line 1" it means this one, and where it
     * reached the end of its text the line ends, not the file. {@code text} is the line, {@code offset} where in it
     * the parser stopped ({@link #said(String, String, long)}).
     */
    public static Said saidOfLine(String parserMessage, int line, String text, long offset) {
        String message = parserMessage == null ? null : parserMessage.replace("line: 1, column:", "line: " + line + ", column:");
        Said said = said(message, text, offset);
        return said.key().startsWith(END) ? new Said(LINE_END + said.key().substring(END.length()), said.args()) : said;
    }

    private static final String END = "problem.json.end.";
    private static final String LINE_END = "problem.json.line.end.";

    /** The same by key; the parser's rarer messages keep its own (English) words. */
    static Said said(String parserMessage) {
        if (parserMessage == null) return Said.of("problem.json.unreadable");
        String message = parserMessage.replaceAll("\\s+", " ").trim();
        for (Rule r : RULES) {
            Matcher m = r.pattern().matcher(message);
            if (m.matches()) return r.message().apply(m);
        }
        return Said.of("problem.json.parser", tidy(message));
    }

    // Any other message: drop character codes, where the parser read from and the settings it names.
    private static String tidy(String message) {
        return message.replaceAll(" \\(code \\d+\\)", "")
                .replaceAll("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]", "line $1, column $2")
                .replaceAll(":? ?enable `[^`]*` to allow", "")
                .replaceAll(" ?\\([^()]*Feature '[^']*'[^()]*\\)", "")
                .replaceAll(" ?\\(from `[^`]*`\\)", "")
                .replaceAll("`[^`]*`", "")
                .replaceAll("\\s+", " ").trim();
    }

    /** "the list" or "the object", as the parser's Array and Object are said. */
    private static Said kind(String parserWord) {
        return Said.of("Array".equals(parserWord) ? "problem.json.the.list" : "problem.json.the.object");
    }

    /** The character that closes a list or an object. */
    private static String closer(String parserWord) {
        return "Array".equals(parserWord) ? "]" : "}";
    }

    private static Object character(String code) {
        int c = Integer.parseInt(code);
        String named = switch (c) {
            case 0 -> "problem.json.char.nul";
            case 9 -> "problem.json.char.tab";
            case 10 -> "problem.json.char.line";
            case 13 -> "problem.json.char.return";
            default -> null;
        };
        String hex = String.format(Locale.ROOT, "U+%04X", c);
        return named == null ? hex : Said.of(named, hex);
    }
}
