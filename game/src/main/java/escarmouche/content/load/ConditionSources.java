package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.List;
import java.util.Set;

/**
 * COND-CHARMED and COND-FRIGHTENED: {@code charmedBy} and {@code frightenedBy} name another combatant of
 * the same scenario (the charmer it may not attack, the creature it fears).
 */
final class ConditionSources {
    private ConditionSources() {}

    static void check(List<CombatantReader.Draft> drafts, Issues issues) {
        // Until every id is known, an unknown name may only be a combatant that failed to load.
        boolean complete = drafts.stream().allMatch(d -> d.id() != null);
        Set<String> ids = CombatantReader.ids(drafts);
        for (CombatantReader.Draft d : drafts) {
            if (d.spec() == null || d.entry() == null) continue;
            check(d, "charmedBy", d.spec().charmedBy(), "charmed by", ids, complete, issues);
            check(d, "frightenedBy", d.spec().frightenedBy(), "frightened of", ids, complete, issues);
        }
    }

    private static void check(CombatantReader.Draft d, String field, String source, String verb, Set<String> ids,
                              boolean complete, Issues issues) {
        if (source == null) return;
        Node at = d.entry().get(field);
        if (source.equals(d.id())) {
            issues.at(at, Node.quote(d.id()) + " cannot be " + verb + " itself: " + field
                    + " names another combatant");
        } else if (!ids.contains(source) && complete) {
            issues.at(at, "unknown combatant " + Node.quote(source) + Suggest.hint(source, ids) + ": " + field
                    + " names the id of another combatant");
        }
    }
}
