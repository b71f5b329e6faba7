package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a scenario (SCENARIO-FORMAT.md) against loaded content: templates resolved, map built, every
 * problem collected. The scenario is returned only when there is no problem at all.
 */
public final class ScenarioLoader {
    private final JsonFiles json = new JsonFiles();

    public Loaded<Scenario> load(Path scenarioFile, Content content) {
        return load(scenarioFile, content, false);
    }

    public Loaded<Scenario> parse(String json, String sourceName, Content content) {
        List<Problem> problems = new ArrayList<>();
        Issues issues = new Issues(sourceName, problems);
        Node root = this.json.parse(json, issues);
        return finish(root, sourceName, stem(sourceName), false, content, issues, problems);
    }

    /** A scenario from a stream (standard input), shown in messages as {@code sourceName}. */
    public Loaded<Scenario> load(java.io.InputStream in, String sourceName, Content content) {
        List<Problem> problems = new ArrayList<>();
        Issues issues = new Issues(sourceName, problems);
        Node root = json.read(in, issues);
        return finish(root, sourceName, stem(sourceName), false, content, issues, problems);
    }

    /** @param encounter an encounter of content/encounters/, held to its extra requirements */
    Loaded<Scenario> load(Path file, Content content, boolean encounter) {
        List<Problem> problems = new ArrayList<>();
        String source = file.toString();
        Issues issues = new Issues(source, problems);
        Node root = json.read(file, issues);
        return finish(root, source, stem(String.valueOf(file.getFileName())), encounter, content, issues, problems);
    }

    private static Loaded<Scenario> finish(Node root, String source, String defaultName, boolean encounter,
                                           Content content, Issues issues, List<Problem> problems) {
        if (root == null) return new Loaded<>(null, ProblemOrder.sorted(problems));
        if (content == null) {
            issues.whole(Wording.of("problem.no.content"));
            return new Loaded<>(null, problems);
        }
        ScenarioReader reader = new ScenarioReader(content);
        Scenario s = reader.read(root, source, defaultName, encounter, issues);
        // With problems, the warnings that do not hang on them are listed in the same run (check shows both). A
        // scenario failed only by the content (a broken class, said in its own file) has none of its own: nothing.
        if (!problems.isEmpty() || s == null) {
            return new Loaded<>(null, ProblemOrder.sorted(problems), problems.isEmpty() ? List.of()
                    : ScenarioWarnings.withProblems(source, reader.combatantsRead(), root, problems));
        }
        return new Loaded<>(s, List.of(), ScenarioWarnings.of(source, s, root));
    }

    /**
     * Whether a file's problems say it is no scenario at all: a JSON file of another kind (the content's weapons,
     * a folder's notes) lacks the format, the map and the combatants at once, where a scenario written wrong
     * lacks one. Such a file is said in one line rather than as the dozens of fields a scenario does not have.
     */
    public static boolean notAScenario(List<Problem> problems) {
        return missing(problems, "format") && missing(problems, "map") && missing(problems, "combatants");
    }

    private static boolean missing(List<Problem> problems, String field) {
        for (Problem p : problems) {
            if (p.wording() != null && p.wording().key().equals("problem.field.missing") && p.jsonPath().equals("$")
                    && p.wording().args().contains(Wording.field(field))) {
                return true;
            }
        }
        return false;
    }

    private static String stem(String name) {
        String base = name.replace('\\', '/');
        base = base.substring(base.lastIndexOf('/') + 1);
        return base.endsWith(".json") ? base.substring(0, base.length() - 5) : base;
    }
}
