package escarmouche.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentChecker;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.headless.ScriptCheck;
import escarmouche.rules.grid.Grid;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The scenario a command script is written for: the {@code .json} of the same name beside it, as the shipped
 * encounters keep theirs ({@code ogre-and-grapplers.commands} beside {@code ogre-and-grapplers.json}), with
 * the ids of its combatants, so that {@code check} can say which creature a command names that the fight
 * does not have, and its map, so that it can say which square the map rules out. Whether the scenario is valid
 * is its own check.
 */
record Companion(Path file, String name, List<String> combatants) {
    /** A scenario larger than this is no companion worth reading for its ids (its own check reads it). */
    private static final long MAX_SIZE = 4L << 20;

    /** The scenario beside {@code script} with the combatants it names, or null when there is none to read. */
    static Companion of(Path script) {
        String file = script.getFileName().toString();
        if (!file.endsWith(ContentChecker.SCRIPT_SUFFIX)) return null;
        String base = file.substring(0, file.length() - ContentChecker.SCRIPT_SUFFIX.length());
        Path scenario = script.resolveSibling(base + ".json");
        try {
            if (!Files.isRegularFile(scenario) || Files.size(scenario) > MAX_SIZE) return null;
            JsonNode combatants = new ObjectMapper().readTree(scenario.toFile()).path("combatants");
            List<String> ids = new ArrayList<>();
            for (JsonNode c : combatants) if (c.path("id").isTextual()) ids.add(c.path("id").asText());
            return ids.isEmpty() ? null : new Companion(scenario, scenario.getFileName().toString(),
                    List.copyOf(ids));
        } catch (IOException | RuntimeException e) {
            // A scenario that cannot be read says so in its own check.
            return null;
        }
    }

    /**
     * The scenario beside {@code script} when there is one that {@link #of} could not read (not JSON, no
     * combatants with ids): the script is then checked on its own, which {@code check} says. Null when there is
     * none, or a companion was read.
     */
    static Path unread(Path script) {
        String file = script.getFileName().toString();
        if (!file.endsWith(ContentChecker.SCRIPT_SUFFIX)) return null;
        Path scenario = script.resolveSibling(file.substring(0, file.length() - ContentChecker.SCRIPT_SUFFIX.length())
                + ".json");
        try {
            if (!Files.isRegularFile(scenario) || Files.size(scenario) > MAX_SIZE) return null;
        } catch (IOException e) {
            return null;
        }
        return of(script) == null ? scenario : null;
    }

    /**
     * Whether this scenario cannot be played with {@code content} because of problems in its own file (not
     * because the content has some, which the content's check names).
     */
    boolean hasOwnProblems(Content content) {
        var loaded = new ScenarioLoader().load(file, content);
        if (loaded.value() != null) return false;
        String own = file.toString();
        return loaded.problems().stream().anyMatch(p -> own.equals(p.file()));
    }

    /**
     * What the script's check reads of this scenario: its name, its combatants and, when it can be played with
     * {@code content}, its map (a map given by its id is the content's).
     */
    ScriptCheck.Beside beside(Content content) {
        Grid map = null;
        if (content != null) {
            Scenario read = new ScenarioLoader().load(file, content).value();
            if (read != null) map = read.map();
        }
        return new ScriptCheck.Beside(name, combatants, map);
    }
}
