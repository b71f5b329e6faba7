package escarmouche.content.load;

import escarmouche.behaviour.Opportunity;
import escarmouche.behaviour.Rule;
import escarmouche.content.load.json.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * One behaviour as written: a file of content/behaviors/ (named by its file) or an object in place of a
 * name in a monster or a combatant ({@code "behavior": {"extends": "brute", "rules": [...]}}). Its
 * {@code extends} is resolved afterwards, against the whole library ({@link BehaviorLibrary}).
 */
final class BehaviorReader {
    /**
     * A behaviour read but not resolved yet.
     *
     * @param parent      the behaviour it extends, or null
     * @param opportunity null when it leaves the choice to its parent
     */
    record Draft(String name, String description, String parent, Node parentNode, List<Rule> rules,
                 Opportunity opportunity) {}

    private final RuleReader rules;

    BehaviorReader(Content content) {
        this.rules = new RuleReader(content);
    }

    /** A file of content/behaviors/; null when it has problems (reported). */
    Draft file(String name, Node root, Issues issues) {
        return read(name, root, false, issues);
    }

    /**
     * An inline behaviour; {@code owner} (the monster's or combatant's id) names it unless it has a name.
     * Null only when it is not an object; the caller tells a broken one by the problems it left.
     */
    Draft inline(String owner, Node root, Issues issues) {
        return read(owner, root, true, issues);
    }

    private Draft read(String defaultName, Node root, boolean inline, Issues issues) {
        // Both may say their name and description in French; TranslationReader reads and checks that.
        Fields f = Fields.translatable(root, issues, inline ? BehaviorNames.INLINE_FIELDS : BehaviorNames.FILE_FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = inline && f.has("name") ? Read.id(f.optional("name"), issues) : defaultName;
        String description = Read.text(inline ? f.optional("description") : f.required("description"), issues);
        Node parentNode = f.optional("extends");
        String parent = Read.id(parentNode, issues);
        Opportunity opportunity = Read.choice(f.optional("opportunity"), BehaviorNames.OPPORTUNITIES,
                Opportunity::byId, issues);
        List<Rule> own = ruleList(parentNode == null ? f.required("rules") : f.optional("rules"), name,
                parentNode != null, issues);
        // A draft with problems is still returned (its problems are counted), so that a broken inline
        // behaviour also gets its "extends" checked; files with problems never enter the library.
        if (name == null || issues.failures() > mark && !inline) return null;
        return new Draft(name, description, parent, parentNode, own, opportunity);
    }

    private List<Rule> ruleList(Node node, String origin, boolean extending, Issues issues) {
        if (node == null) return List.of();
        List<Node> items = Read.list(node, issues);
        if (items == null) return List.of();
        if (items.isEmpty() && !extending) {
            issues.at(node, Wording.of("problem.behavior.rules.empty"));
        }
        List<Rule> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            Rule r = rules.read(items.get(i), origin == null ? "?" : origin, i + 1, issues);
            if (r != null) out.add(r);
        }
        return out;
    }
}
