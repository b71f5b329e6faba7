package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.load.json.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one behaviour object from text, as a monster's {@code behavior} field would hold it, against
 * loaded content: for tools that let a GM try a script, and for tests. An object without {@code name}
 * is named {@code owner}.
 */
public final class BehaviorParser {
    private final JsonFiles json = new JsonFiles();

    public Loaded<Behaviour> parse(String text, String sourceName, String owner, Content content) {
        List<Problem> problems = new ArrayList<>();
        Issues issues = new Issues(sourceName, problems);
        Node root = json.parse(text, issues);
        Behaviour b = root == null ? null : BehaviorField.read(root, content, owner, issues);
        return new Loaded<>(problems.isEmpty() ? b : null, ProblemOrder.sorted(problems));
    }
}
