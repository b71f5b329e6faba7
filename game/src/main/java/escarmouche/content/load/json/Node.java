package escarmouche.content.load.json;

import escarmouche.lang.Quoted;
import escarmouche.lang.TerminalControl;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value that remembers where it was written: its JSON path ({@code $.combatants[1].hp}) and
 * the line and column where it starts, so that every problem found later can point at it.
 */
public sealed interface Node {
    String path();

    Location at();

    /** How a message names this value: {@code string "abc"}, {@code number 2.5}, {@code a list}... */
    String describe();

    /** An object; members keep the order of the file. */
    record Obj(String path, Location at, Map<String, Member> members) implements Node {
        public Obj {
            members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }

        public Node get(String key) {
            Member m = members.get(key);
            return m == null ? null : m.value();
        }

        @Override
        public String describe() {
            return "an object";
        }
    }

    /** One key of an object, with the place of the key itself (unknown or repeated keys point there). */
    record Member(String key, Location keyAt, Node value) {}

    record Arr(String path, Location at, List<Node> items) implements Node {
        public Arr {
            items = List.copyOf(items);
        }

        @Override
        public String describe() {
            return "a list";
        }
    }

    record Str(String path, Location at, String value) implements Node {
        @Override
        public String describe() {
            return "string " + quote(value);
        }
    }

    /**
     * A number; {@code integral} when written without a fraction or exponent, {@code written} as the file
     * writes it ({@code 1e0}, {@code 2.50}), which messages show ({@link #shown}).
     */
    record Num(String path, Location at, BigDecimal value, boolean integral, String written) implements Node {
        @Override
        public String describe() {
            return "number " + shown();
        }

        /** The number as written, cut as any long value a message quotes (a 400-digit hp read whole in one line). */
        public String shown() {
            return Quoted.shown(written);
        }
    }

    record Bool(String path, Location at, boolean value) implements Node {
        @Override
        public String describe() {
            return String.valueOf(value);
        }
    }

    record Null(String path, Location at) implements Node {
        @Override
        public String describe() {
            return "null";
        }
    }

    /** A string as messages show it: in double quotes, escaped, cut when very long. */
    static String quote(String s) {
        return '"' + escaped(s) + '"';
    }

    /** A string as {@link #quote} shows it, without the quotes: for a message that puts its own around it. */
    public static String escaped(String s) {
        String shown = Quoted.shown(s);
        StringBuilder sb = new StringBuilder();
        for (char c : shown.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    // Escaped as JSON writes them, so that the message shows the character rather than obeys it.
                    if (unshowable(c)) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.toString();
    }

    /** A character a terminal acts on rather than shows ({@link TerminalControl#obeyed}). */
    static boolean unshowable(char c) {
        return TerminalControl.obeyed(c);
    }
}
