package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * TURN-INIT: a familiar's {@code master} must be another combatant of the same scenario that is not a
 * familiar itself (a familiar acts right after its master, so a chain would have no roll to follow).
 */
final class Masters {
    private Masters() {}

    static void check(java.util.List<CombatantReader.Draft> drafts, Issues issues) {
        Set<String> ids = CombatantReader.ids(drafts);
        Map<String, String> masterOf = new LinkedHashMap<>();
        for (CombatantReader.Draft d : drafts) {
            if (d.spec() != null && d.spec().master() != null) masterOf.put(d.id(), d.spec().master());
        }
        boolean complete = drafts.stream().allMatch(d -> d.id() != null);
        for (CombatantReader.Draft d : drafts) {
            String master = masterOf.get(d.id());
            if (master == null || d.spec() == null) continue;
            Node at = d.masterNode();
            if (master.equals(d.id())) {
                issues.at(at, Wording.of("problem.master.self", Node.quote(d.id())));
            } else if (!ids.contains(master)) {
                if (complete) issues.at(at, Wording.of("problem.master.unknown", Node.quote(master),
                        Suggest.wording(master, ids)));
            } else if (masterOf.containsKey(master)) {
                issues.at(at, Wording.of("problem.master.familiar", Node.quote(master),
                        Node.quote(masterOf.get(master))));
            }
        }
    }
}
