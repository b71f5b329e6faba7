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
        if (classSwaps.isEmpty()) return read(encounter.path());
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode root = json.readTree(Files.readString(encounter.path()));
            for (JsonNode c : root.path("combatants")) {
                String swap = classSwaps.get(c.path("id").asText());
                if (swap != null && c instanceof ObjectNode o) o.put("template", swap);
            }
            String text = json.writeValueAsString(root);
            return opened(loader.parse(text, encounter.path().toString(), content), text, encounter.path().toString());
        } catch (IOException e) {
            return Opened.failed(encounter.path() + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    @Override
    public Opened tutorial() {
        Path file = content.directory().resolve(TUTORIAL);
        if (!Files.isRegularFile(file)) return Opened.failed(file + ": the tutorial file is missing");
        return read(file);
    }

    /** The content this catalog opens scenarios against. */
    public Content content() {
        return content;
    }

    /** A scenario file with its text, which a recording keeps (the loader reports a file it cannot read). */
    private Opened read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            return opened(loader.load(file, content), null, file.toString());
        }
        return opened(loader.parse(text, file.toString(), content), text, file.toString());
    }

    private static Opened opened(Loaded<Scenario> loaded, String text, String path) {
        List<String> problems = new ArrayList<>();
        for (Problem p : loaded.problems()) problems.add(p.toString());
        return new Opened(loaded.ok() ? loaded.value() : null, problems, text, path);
    }
}
