package escarmouche.content.load.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import escarmouche.lang.Quoted;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads strict JSON into {@link Node}s with Jackson's streaming parser, so that every value keeps its
 * line and column. Unlike a data binder it reports every repeated key (keeping the first) instead of
 * silently keeping the last one, and turns a syntax error into a {@link SyntaxProblem} instead of an
 * exception. A text holding more than {@link #MAX_VALUES} values is refused as soon as the parser reaches
 * the value past it, before the tree grows any further.
 */
public final class JsonReader {
    /**
     * The most values (numbers, strings, booleans, nulls, lists and objects, each counted once) one text may hold.
     * Each costs a node with its path and place, about 190 bytes: 250,000 of them hold 47 MB, where a 16 MB list
     * of {@code 1}s (8 million values) filled a 512 MB heap. The largest shipped file holds 734
     * (bench/fighters-30-goblins-60.json); a scenario at every limit at once (1,000 combatants, 100,000 forced
     * dice, a 200 by 200 map) 106,207.
     */
    public static final int MAX_VALUES = 250_000;

    /** A problem found while reading: where, under which path, and what. */
    /** A syntax problem; {@code said} is its message by key (the English {@code message} comes from it). */
    public record SyntaxProblem(String path, Location at, String message, JsonMessages.Said said) {
        SyntaxProblem(String path, Location at, JsonMessages.Said said) {
            this(path, at, said.english(), said);
        }
    }

    /** The tree (null after a syntax error) and the problems met on the way. */
    public record Result(Node root, List<SyntaxProblem> problems) {
        public Result {
            problems = List.copyOf(problems);
        }
    }

    private final JsonFactory factory = new JsonFactory();
    private final int maxValues;

    public JsonReader() {
        this(MAX_VALUES);
    }

    /** A reader that refuses a text of more than {@code maxValues} values. */
    public JsonReader(int maxValues) {
        if (maxValues < 1) throw new IllegalArgumentException("maxValues " + maxValues);
        this.maxValues = maxValues;
    }

    /**
     * The text without the byte order mark some editors write at the start of a UTF-8 file: it is no part of
     * the JSON, and every reader of the player's files skips it as this one does, so that a file {@code check}
     * accepts is read the same everywhere.
     */
    public static String withoutBom(String text) {
        return escarmouche.lang.Utf8Text.withoutByteOrderMark(text);
    }

    public Result read(String text) {
        List<SyntaxProblem> problems = new ArrayList<>();
        String body = withoutBom(text);
        Walk walk = new Walk(problems, maxValues);
        try (JsonParser parser = factory.createParser(body)) {
            walk.parser = parser;
            if (parser.nextToken() == null) {
                problems.add(new SyntaxProblem(JsonPaths.ROOT, new Location(1, 1), JsonMessages.Said.of("problem.json.empty")));
                return new Result(null, problems);
            }
            Node root = walk.value(JsonPaths.ROOT);
            if (parser.nextToken() != null) {
                problems.add(new SyntaxProblem(JsonPaths.ROOT, location(parser.currentTokenLocation()),
                        JsonMessages.Said.of("problem.json.after")));
                return new Result(null, problems);
            }
            return new Result(root, problems);
        } catch (Refused e) {
            problems.add(new SyntaxProblem(e.path, e.where, e.said));
            return new Result(null, problems);
        } catch (JsonProcessingException e) {
            // A size limit (nesting, a number's digits) is reported without a place: the parser's own is the best.
            JsonLocation at = e.getLocation() != null ? e.getLocation() : walk.parser == null ? null : walk.parser.currentTokenLocation();
            problems.add(new SyntaxProblem(walk.failedAt(), location(at),
                    JsonMessages.Said.of("problem.json.invalid",
                            JsonMessages.said(e.getOriginalMessage(), body, at == null ? -1 : at.getCharOffset()))));
            return new Result(null, problems);
        } catch (IOException e) {
            problems.add(new SyntaxProblem(walk.path, Location.UNKNOWN, JsonMessages.Said.of("problem.json.cannot.read", String.valueOf(e.getMessage()))));
            return new Result(null, problems);
        }
    }

    /** A value the tree will not take: where it starts and why. Thrown without a stack trace, caught by {@link #read}. */
    private static final class Refused extends RuntimeException {
        private final String path;
        private final Location where;
        private final JsonMessages.Said said;

        Refused(String path, Location where, JsonMessages.Said said) {
            super(null, null, false, false);
            this.path = path;
            this.where = where;
            this.said = said;
        }
    }

    /** Builds the tree token by token; {@code path} is the value being read, for syntax errors. */
    private static final class Walk {
        private final List<SyntaxProblem> problems;
        private final int maxValues;
        private JsonParser parser;
        private String path = JsonPaths.ROOT;
        private int values;

        Walk(List<SyntaxProblem> problems, int maxValues) {
            this.problems = problems;
            this.maxValues = maxValues;
        }

        Node value(String at) throws IOException {
            path = at;
            Location where = location(parser.currentTokenLocation());
            if (++values > maxValues) {
                throw new Refused(at, where, JsonMessages.Said.of("problem.json.values", String.valueOf(maxValues)));
            }
            JsonToken token = parser.currentToken();
            return switch (token) {
                case START_OBJECT -> object(at, where);
                case START_ARRAY -> array(at, where);
                case VALUE_STRING -> new Node.Str(at, where, parser.getText());
                case VALUE_NUMBER_INT -> number(at, where, true);
                case VALUE_NUMBER_FLOAT -> number(at, where, false);
                case VALUE_TRUE -> new Node.Bool(at, where, true);
                case VALUE_FALSE -> new Node.Bool(at, where, false);
                case VALUE_NULL -> new Node.Null(at, where);
                default -> throw new IllegalStateException("unexpected token " + token);
            };
        }

        private Node number(String at, Location where, boolean integral) throws IOException {
            String written = parser.getText();
            try {
                return new Node.Num(at, where, new BigDecimal(written), integral, written);
            } catch (NumberFormatException e) {
                // An exponent beyond what BigDecimal holds (1e9999999999): no field takes such a number.
                throw new Refused(at, where, JsonMessages.Said.of("problem.json.exponent",
                        Quoted.shown(written)));
            }
        }

        /**
         * The path of the value a syntax error is in. The parser reads a member's value with its name, in one step:
         * a number written wrong ({@code "seed": 03}) fails while {@link #path} is still the object's. Its new name,
         * when the parser got that far, says which member it was.
         */
        String failedAt() {
            if (nameBefore == null || parser == null) return path;
            String name = parser.getParsingContext().getCurrentName();
            return name == null || name.equals(nameBefore.orElse(null)) ? path : JsonPaths.key(path, name);
        }

        /** While the parser reads an object's next member: the name it had read before (empty for none). */
        private java.util.Optional<String> nameBefore;

        private Node object(String at, Location where) throws IOException {
            Map<String, Node.Member> members = new LinkedHashMap<>();
            while (nextMember() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                Location keyAt = location(parser.currentTokenLocation());
                String childPath = JsonPaths.key(at, key);
                path = childPath;
                parser.nextToken();
                Node child = value(childPath);
                Node.Member first = members.get(key);
                if (first == null) {
                    members.put(key, new Node.Member(key, keyAt, child));
                } else {
                    problems.add(new SyntaxProblem(childPath, keyAt, JsonMessages.Said.of("problem.json.duplicate", JsonMessages.Said.of("problem.field.name", Node.escaped(key)),
                            String.valueOf(first.keyAt().line()), String.valueOf(first.keyAt().column()))));
                }
                path = at;
            }
            return new Node.Obj(at, where, members);
        }

        private JsonToken nextMember() throws IOException {
            nameBefore = java.util.Optional.ofNullable(parser.getParsingContext().getCurrentName());
            JsonToken token = parser.nextToken();
            nameBefore = null;
            return token;
        }

        private Node array(String at, Location where) throws IOException {
            List<Node> items = new ArrayList<>();
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                items.add(value(JsonPaths.index(at, items.size())));
                path = at;
            }
            return new Node.Arr(at, where, items);
        }
    }

    private static Location location(JsonLocation l) {
        if (l == null || l.getLineNr() < 1) return Location.UNKNOWN;
        return new Location(l.getLineNr(), Math.max(1, l.getColumnNr()));
    }
}
