package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.testing.RealContent;
import escarmouche.testing.Runs;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The order the sides are listed in must not change the odds. Each pair of mirror matches of
 * {@code mirror/} holds the same two bands on a map that looks the same from either end; only the list
 * order differs. Listing the east band first and reading the map from the other end gives the first
 * file back with the names swapped, so with the same seed the two fights must be the same fight seen in
 * a mirror, event for event. MirrorCheck measures the odds over many fights; this checks, in the default
 * run, that nothing in between (initiative and its ties, turn order, targets, paths, squares to shoot or
 * flank from) settles a tie by list order or by direction.
 */
class MirrorMatchTest {
    private static final Set<String> SQUARES = Set.of("from", "to", "at");
    private static final Pattern SQUARE_IN_TEXT = Pattern.compile("(\\d+),(\\d+)");

    static Scenario load(String name) throws URISyntaxException {
        Path file = Path.of(MirrorMatchTest.class.getClassLoader().getResource("mirror/" + name).toURI());
        Loaded<Scenario> s = new ScenarioLoader().load(file, RealContent.content());
        if (!s.ok()) throw new AssertionError(s.problems());
        return Simulation.allAi(s.value());
    }

    static Stream<Arguments> fights() {
        return Stream.of("orcs", "wolves").flatMap(band -> LongStream.rangeClosed(1, 4).mapToObj(seed -> Arguments.of(band, seed)));
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("fights")
    @DisplayName("TURN-ORDER: listed the other way round, a mirror match is the same fight seen in a mirror")
    void listOrderChangesNothingButNames(String band, long seed) throws URISyntaxException {
        Scenario west = load(band + "-west-first.json");
        int width = west.map().width();
        List<JsonNode> westFirst = Runs.events(west, seed, "");
        List<JsonNode> eastFirst = Runs.events(load(band + "-east-first.json"), seed, "");
        for (int i = 0; i < Math.min(westFirst.size(), eastFirst.size()); i++) {
            assertEquals(westFirst.get(i).toString(), mirror(eastFirst.get(i), width).toString(), "event " + (i + 1));
        }
        assertEquals(westFirst.size(), eastFirst.size(), "events");
    }

    /** The event seen from the other end of the map, with the two bands' names swapped. */
    private static JsonNode mirror(JsonNode n, int width) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (n.isObject()) {
            ObjectNode out = f.objectNode();
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = e.getValue();
                if (SQUARES.contains(e.getKey()) && v.isArray() && v.size() == 2 && v.get(0).isInt()) {
                    out.set(e.getKey(), f.arrayNode().add(width - 1 - v.get(0).asInt()).add(v.get(1).asInt()));
                } else {
                    out.set(e.getKey(), mirror(v, width));
                }
            }
            return out;
        }
        if (n.isArray()) {
            ArrayNode out = f.arrayNode();
            n.forEach(x -> out.add(mirror(x, width)));
            return out;
        }
        return n.isTextual() ? new TextNode(swapNames(mirrorSquares(n.asText(), width))) : n;
    }

    private static String mirrorSquares(String text, int width) {
        Matcher m = SQUARE_IN_TEXT.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, (width - 1 - Integer.parseInt(m.group(1))) + "," + m.group(2));
        m.appendTail(out);
        return out.toString();
    }

    private static String swapNames(String text) {
        return swap(swap(text, "west", "east"), "party", "monsters");
    }

    private static String swap(String text, String a, String b) {
        return text.replace(a, "\u0000").replace(b, a).replace("\u0000", b);
    }
}
