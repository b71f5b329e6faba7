package escarmouche.content.load.json;

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
final class JsonMessages {
    private record Rule(Pattern pattern, Function<Matcher, String> message) {}

    private static final List<Rule> RULES = List.of(
            rule("Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> "lists and objects are nested more than " + m.group(2) + " deep"),
            rule("Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> "a number of " + m.group(1) + " digits: a number may have at most " + m.group(2)),
            rule("String value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> "a string of " + m.group(1) + " characters: a string may have at most " + m.group(2)),
            rule("Name length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*",
                    m -> "a field name of " + m.group(1) + " characters: a name may have at most " + m.group(2)),
            rule(".*maybe a \\(non-standard\\) comment.*",
                    m -> "comments are not allowed in JSON: remove the // or /* */ text"),
            rule("Unexpected character \\('#'.*",
                    m -> "found '#': JSON has no comments; remove the text that starts with #"),
            rule("Non-standard token '([^']*)'.*",
                    m -> m.group(1) + " is not a JSON number: write an ordinary number"),
            rule(".*numbers to have plus signs.*", m -> "a number may not start with '+': write 3, not +3"),
            rule("Invalid numeric value: Leading zeroes not allowed.*",
                    m -> "a number may not start with 0: write 7, not 07"),
            rule("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
                    m -> "the control character " + character(m.group(1)) + " inside a string: write it as an escape"
                            + " such as \\t or \\n"),
            rule("Illegal character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
                    m -> "the control character " + character(m.group(1)) + " between values: only spaces, tabs and"
                            + " line breaks may stand there (is this a JSON text file?)"),
            rule("Unexpected character \\('''.*was expecting double-quote to start field name.*",
                    m -> "a field name in single quotes: JSON needs double quotes, \"like this\""),
            rule("Unexpected character \\('}'.*was expecting double-quote to start field name.*",
                    m -> "a comma before '}': JSON allows no comma after the last field of an object"),
            rule("Unexpected character \\('(.)'.*was expecting double-quote to start field name.*",
                    m -> "found '" + m.group(1) + "' where a field name in double quotes was expected"),
            rule("Unexpected character \\('''.*expected a valid value.*",
                    m -> "a string in single quotes: JSON needs double quotes, \"like this\""),
            rule("Unexpected character \\(']'.*expected a valid value.*",
                    m -> "a comma before ']': JSON allows no comma after the last item of a list"));

    private JsonMessages() {}

    private static Rule rule(String regex, Function<Matcher, String> message) {
        return new Rule(Pattern.compile(regex, Pattern.DOTALL), message);
    }

    /** The parser's message as a person should read it; never {@code null}. */
    static String forUser(String parserMessage) {
        if (parserMessage == null) return "unreadable";
        String message = parserMessage.replaceAll("\\s+", " ").trim();
        for (Rule r : RULES) {
            Matcher m = r.pattern().matcher(message);
            if (m.matches()) return r.message().apply(m);
        }
        return tidy(message);
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

    private static String character(String code) {
        int c = Integer.parseInt(code);
        String name = switch (c) {
            case 0 -> " (a NUL byte)";
            case 9 -> " (a tab)";
            case 10 -> " (a line break)";
            case 13 -> " (a carriage return)";
            default -> "";
        };
        return String.format(Locale.ROOT, "U+%04X", c) + name;
    }
}
