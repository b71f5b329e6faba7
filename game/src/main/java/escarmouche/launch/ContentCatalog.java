package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.load.Content;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.ui.page.EncounterCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The encounters of a loaded content folder. A class swap rewrites the encounter's {@code template}
 * fields and reads the result with the same scenario loader, so a swapped party is checked like any file.
 */
public final class ContentCatalog implements EncounterCatalog {
    /** The guided fight, relative to the content folder. */
    public static final String TUTORIAL = "tutorial/first-fight.json";

    private final Content content;
    private final ScenarioLoader loader = new ScenarioLoader();

    public ContentCatalog(Content content) {
        this.content = content;
    }

    @Override
    public List<EncounterInfo> encounters() {
        return content.encounters();
    }

    @Override
    public List<String> classes() {
        return List.copyOf(content.classes().keySet());
    }

    @Override
    public Opened open(EncounterInfo encounter, Map<String, String> classSwaps) {
        if (classSwaps.isEmpty()) return opened(loader.load(encounter.path(), content));
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode root = json.readTree(Files.readString(encounter.path()));
            for (JsonNode c : root.path("combatants")) {
                String swap = classSwaps.get(c.path("id").asText());
                if (swap != null && c instanceof ObjectNode o) o.put("template", swap);
            }
            return opened(loader.parse(json.writeValueAsString(root), encounter.path().toString(), content));
        } catch (IOException e) {
            return Opened.failed(encounter.path() + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    @Override
    public Opened tutorial() {
        Path file = content.directory().resolve(TUTORIAL);
        if (!Files.isRegularFile(file)) return Opened.failed(file + ": the tutorial file is missing");
        return opened(loader.load(file, content));
    }

    private static Opened opened(Loaded<Scenario> loaded) {
        List<String> problems = new ArrayList<>();
        for (Problem p : loaded.problems()) problems.add(p.toString());
        return new Opened(loaded.ok() ? loaded.value() : null, problems);
    }
}
