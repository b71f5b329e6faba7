package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import escarmouche.content.load.json.JsonMessages;
import escarmouche.testing.Property;
import java.util.Iterator;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The streaming tree reader and writer give what a mapper gives: the same trees (node kinds included),
 * the same refusals, said alike to the player, the same text; with a recording's strict factory and with a
 * default one.
 */
class JsonTreeTest {
    private static final JsonFactory STRICT = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(32).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    @Test
    @DisplayName("Random JSON texts, whole or damaged: read and written as a mapper does, with a strict and a default factory")
    void sameAsTheMapper() {
        for (JsonFactory factory : new JsonFactory[] {STRICT, new JsonFactory()}) {
            ObjectMapper mapper = JsonMapper.builder(factory).build();
            JsonTree tree = new JsonTree(factory);
            int[] parsed = {0};
            Property.forAll(20261202L, 1500, JsonTreeTest::text, text -> {
                if (compare(mapper, tree, text)) parsed[0]++;
            });
            // The texts are both: enough of them parse, enough are refused, for each half of the test to count.
            int runs = Property.runs(1500);
            assertTrue(parsed[0] > runs * 4 / 15 && parsed[0] < runs * 13 / 15, "parsed " + parsed[0] + " of " + runs);
        }
    }

    @Test
    @DisplayName("Edge texts: empty, blank, a bare value, trailing text, a repeated key, deep nesting, big numbers")
    void edges() {
        String deep = "[".repeat(40) + "]".repeat(40);
        String[] texts = {"", "   ", "null", "7", "\"a\"", "{} x", "{\"a\":1} {\"b\":2}", "{\"a\":1,\"a\":2}", deep,
                "123456789012", "123456789012345678901234567890", "1.50", "-0.0", "1e400", "[1E2, 3.25e-1, 0.1]",
                "{\"s\":\"\\u00e9\\n\\t\\\"\\\\/\\ud83d\\ude00\"}", "[true,false,null,{}]", "{\"a\":", "[1,]"};
        for (JsonFactory factory : new JsonFactory[] {STRICT, new JsonFactory()}) {
            ObjectMapper mapper = JsonMapper.builder(factory).build();
            JsonTree tree = new JsonTree(factory);
            for (String t : texts) compare(mapper, tree, t);
        }
    }

    @Test
    @DisplayName("Recordings kept as they were written (a golden save with keyframes, three played fights) are written again byte for byte")
    void recordingsWrittenAgainAlike() throws Exception {
        RecordingFile files = new RecordingFile();
        java.nio.file.Path kept = java.nio.file.Path.of("src", "test", "resources");
        String[] names = {"saves/format-1-ford-seed7.jsonl", "recordings/duel-won.jsonl", "recordings/ford-holding.jsonl",
                "recordings/ogre-opportunity.jsonl"};
        int keyframes = 0;
        for (String name : names) {
            java.nio.file.Path file = kept.resolve(name);
            SavedFight fight = files.load(file);
            keyframes += fight.keyframes().size();
            assertEquals(java.nio.file.Files.readString(file), files.text(fight), name);
        }
        assertTrue(keyframes > 0, "the keyframes' states are written again too");
    }

    /** Compares both ways on one text; true when it parsed. */
    private static boolean compare(ObjectMapper mapper, JsonTree tree, String text) {
        JsonNode expected;
        try {
            expected = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            JsonProcessingException got = refusal(tree, text);
            assertEquals(e.getClass(), got.getClass(), text);
            // The parser's words may differ by path ("expected a value" or "expected a valid value (JSON String,
            // ...)" for one text): what the player reads of them is the same.
            assertEquals(JsonMessages.forUser(e.getOriginalMessage()), JsonMessages.forUser(got.getOriginalMessage()), text);
            return false;
        }
        JsonNode actual;
        try {
            actual = tree.read(text);
        } catch (java.io.IOException e) {
            throw new AssertionError("refused what the mapper reads: " + text, e);
        }
        assertNotNull(actual, text);
        assertSameKinds(expected, actual, text);
        assertEquals(expected, actual, text);
        try {
            assertEquals(mapper.writeValueAsString(expected), tree.write(actual), text);
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
        return true;
    }

    private static JsonProcessingException refusal(JsonTree tree, String text) {
        try {
            tree.read(text);
        } catch (JsonProcessingException e) {
            return e;
        } catch (java.io.IOException e) {
            throw new AssertionError("not a parser's refusal: " + text, e);
        }
        throw new AssertionError("read what the mapper refuses: " + text);
    }

    /** Node classes match all the way down (equal values of different number kinds would also be told apart). */
    private static void assertSameKinds(JsonNode a, JsonNode b, String text) {
        assertEquals(a.getClass(), b.getClass(), text);
        assertEquals(a.size(), b.size(), text);
        if (a.isObject()) {
            for (Iterator<String> it = a.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                assertSameKinds(a.get(k), b.get(k), text);
            }
        } else if (a.isArray()) {
            for (int i = 0; i < a.size(); i++) assertSameKinds(a.get(i), b.get(i), text);
        }
    }

    /** A JSON value's text, then, one time in two, damaged: cut, a character changed, or something appended. */
    private static String text(Random r) {
        // The runs' seeds follow each other, and a Random's first draws from neighbouring seeds are alike.
        for (int i = 0; i < 4; i++) r.nextLong();
        StringBuilder out = new StringBuilder();
        value(r, out, 0);
        String s = out.toString();
        return switch (r.nextInt(8)) {
            case 0 -> s.substring(0, r.nextInt(s.length() + 1));
            case 1 -> {
                int at = r.nextInt(s.length());
                String marks = "{}[],:\"x1 -.e\\";
                yield s.substring(0, at) + marks.charAt(r.nextInt(marks.length())) + s.substring(at + 1);
            }
            case 2 -> s + (r.nextBoolean() ? " " : "") + (r.nextBoolean() ? "{}" : "x");
            case 3 -> " \n" + s + "\t";
            default -> s;
        };
    }

    private static void value(Random r, StringBuilder out, int depth) {
        int kind = depth > 4 ? 2 + r.nextInt(6) : r.nextInt(8);
        switch (kind) {
            case 0 -> {
                out.append('{');
                int n = r.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(',');
                    // Few names, so that a key comes twice now and then.
                    out.append('"').append("abc".charAt(r.nextInt(3))).append("\":");
                    value(r, out, depth + 1);
                }
                out.append('}');
            }
            case 1 -> {
                out.append('[');
                int n = r.nextInt(4);
                for (int i = 0; i < n; i++) {
                    if (i > 0) out.append(", ");
                    value(r, out, depth + 1);
                }
                out.append(']');
            }
            case 2 -> out.append(switch (r.nextInt(4)) {
                case 0 -> r.nextInt(100) - 50;
                case 1 -> r.nextLong();
                case 2 -> "98765432109876543210" + r.nextInt(10);
                default -> r.nextInt();
            });
            case 3 -> out.append(switch (r.nextInt(5)) {
                case 0 -> "1.50";
                case 1 -> Double.toString(r.nextDouble() * 1000);
                case 2 -> "-2.5e" + (r.nextInt(700) - 350);
                case 3 -> "0.1";
                default -> "3E2";
            });
            case 4 -> out.append('"').append(new String[] {"", "gobelin", "é", "\\u00e9", "a\\\"b", "\\n", "🙂"}[r.nextInt(7)])
                    .append('"');
            case 5 -> out.append(r.nextBoolean());
            case 6 -> out.append("null");
            default -> out.append("{\"input\":\"move 1,2\"}");
        }
    }
}
