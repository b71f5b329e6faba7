package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** A scenario's fixed initiative order: every combatant id exactly once. */
final class InitiativeReader {
    private InitiativeReader() {}

    /** The order, or {@code null} when the scenario rolls initiative (or after a reported problem). */
    static List<String> read(Node node, List<CombatantReader.Draft> drafts, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        Set<String> ids = CombatantReader.ids(drafts);
        List<String> order = new ArrayList<>();
        Set<String> placed = new HashSet<>();
        // Without every id known, "unknown" and "missing" would only echo the broken combatant.
        boolean complete = drafts.stream().allMatch(d -> d.id() != null);
        // A misspelt id most likely stands for one the list leaves out: "did you mean" looks there first.
        Set<String> unlisted = new TreeSet<>(ids);
        for (Node item : items) if (item instanceof Node.Str str) unlisted.remove(str.value());
        for (Node item : items) {
            String id = Read.text(item, issues);
            if (id == null) continue;
            if (!ids.contains(id)) {
                Object hint = Suggest.wording(id, unlisted);
                if ("".equals(hint)) hint = Suggest.wording(id, ids);
                if (complete) issues.at(item, Wording.of("problem.initiative.unknown", Node.quote(id), hint));
            } else if (!placed.add(id)) {
                issues.at(item, Wording.of("problem.initiative.twice", Node.quote(id)));
            } else {
                order.add(id);
            }
        }
        Set<String> listed = new HashSet<>(order);
        List<String> missing = new ArrayList<>();
        for (CombatantReader.Draft d : drafts) if (d.id() != null && !listed.contains(d.id())) missing.add(Node.quote(d.id()));
        if (!missing.isEmpty() && complete) {
            issues.at(node, Wording.of("problem.initiative.missing", QuotedList.of(missing)));
        }
        return order;
    }
}
