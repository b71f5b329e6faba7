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
                issues.at(at, Node.quote(d.id()) + " cannot be its own master");
            } else if (!ids.contains(master)) {
                if (complete) issues.at(at, "unknown combatant " + Node.quote(master) + Suggest.hint(master, ids)
                        + ": master names the id of another combatant");
            } else if (masterOf.containsKey(master)) {
                issues.at(at, Node.quote(master) + " is itself a familiar of " + Node.quote(masterOf.get(master))
                        + ": a master must roll its own initiative");
            }
        }
    }
}
