package escarmouche.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.reference.RuleEntry;
import escarmouche.reference.RulesReference;
import escarmouche.testing.RuleCatalogue;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every rule of the catalogue can be set up from a scenario, and the events it produces name it. The
 * scenarios under {@code src/test/resources/reach/} (each {@code NAME.json} with its {@code NAME.commands})
 * are played headless exactly as {@code ./play run} plays them; together their events must name every
 * rule ID of the rules reference, and of the shared catalogue when it lies beside the project, in their
 * {@code rule} fields.
 */
class RuleReachabilityTest {
    private record Played(String name, List<JsonNode> events) {}

    private static Path folder() {
        try {
            return Path.of(RuleReachabilityTest.class.getResource("/reach").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Played> playAll() throws IOException {
        List<Played> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(folder())) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        for (Path json : files) out.add(play(json));
        return out;
    }

    private static Played play(Path json) {
        try {
            String name = json.getFileName().toString();
            Path commands = json.resolveSibling(name.replace(".json", ".commands"));
            Loaded<Scenario> loaded = new ScenarioLoader().parse(Files.readString(json), name, Scripts.CONTENT);
            assertTrue(loaded.ok(), name + " does not load: " + loaded.problems());
            Scenario s = loaded.value();
            long seed = s.seed() != null ? s.seed() : 0L;
            return new Played(name, Runs.events(s, seed, Files.readString(commands)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> rules(JsonNode event) {
        JsonNode r = event.get("rule");
        List<String> out = new ArrayList<>();
        if (r == null) return out;
        if (r.isTextual()) out.add(r.asText());
        else r.forEach(x -> out.add(x.asText()));
        return out;
    }

    @Test
    @DisplayName("Every rule ID of the catalogue, TURN-ORDER to CLASS-NECROMANCER, is named by an event of the reach"
            + " scenarios; the rules reference holds exactly the catalogue's IDs when the catalogue is beside the project")
    void everyRuleIsNamedByAnEvent() throws IOException {
        List<String> ids = new ArrayList<>();
        for (RuleEntry rule : RulesReference.load().all()) ids.add(rule.id());
        // The catalogue itself when it is there: an ID missing from both the reference and the logs is found.
        Optional<List<String>> catalogue = RuleCatalogue.ids();
        if (catalogue.isPresent()) {
            assertEquals(new TreeSet<>(catalogue.get()), new TreeSet<>(ids),
                    "the rules reference holds other IDs than the catalogue's");
            for (String id : catalogue.get()) if (!ids.contains(id)) ids.add(id);
        }
        Map<String, List<String>> namedBy = new TreeMap<>();
        for (Played p : playAll()) {
            for (JsonNode e : p.events()) {
                for (String r : rules(e)) {
                    List<String> where = namedBy.computeIfAbsent(r, k -> new ArrayList<>());
                    if (!where.contains(p.name())) where.add(p.name());
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (String id : ids) if (!namedBy.containsKey(id)) missing.add(id);
        assertEquals(List.of(), missing, "rule IDs no event of the reach scenarios names");
        for (String named : namedBy.keySet()) {
            assertFalse(RulesReference.load().get(named) == null, named + " is named by an event but is no rule ID");
        }
    }

    @Test
    @DisplayName("The reach scenarios load and end with a state event, and every refusal in them names its rule")
    void theScriptsPlayAsWritten() throws IOException {
        for (Played p : playAll()) {
            List<JsonNode> events = p.events();
            assertEquals("state", events.get(events.size() - 1).get("type").asText(), p.name());
            for (JsonNode e : Runs.ofType(events, "error")) {
                assertFalse(rules(e).isEmpty(), p.name() + ": a refusal without a rule: " + e);
            }
        }
    }
}
