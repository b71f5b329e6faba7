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
            check(d, "charmedBy", d.spec().charmedBy(), Wording.of("problem.verb.charmed"), ids, complete, issues);
            check(d, "frightenedBy", d.spec().frightenedBy(), Wording.of("problem.verb.frightened"), ids, complete, issues);
        }
    }

    private static void check(CombatantReader.Draft d, String field, String source, Wording verb, Set<String> ids,
                              boolean complete, Issues issues) {
        if (source == null) return;
        Node at = d.entry().get(field);
        if (source.equals(d.id())) {
            issues.at(at, Wording.of("problem.source.self", Node.quote(d.id()), verb, field));
        } else if (!ids.contains(source) && complete) {
            issues.at(at, Wording.of("problem.source.unknown", Node.quote(source), Suggest.wording(source, ids),
                    field));
        }
    }
}
