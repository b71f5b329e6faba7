package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.rules.core.Ability;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TURN-INIT: "identical monsters in one group share one roll". The engine rolls one d20 for a {@code group}
 * and adds its first member's Dex modifier for all of it, so a group is meant for creatures alike. Two sides
 * in one group is an error: enemies never share a roll, and the group's tie-breaks would count it as a PC if
 * any member is one. Unlike creatures on one side are a warning: valid, but each rolls with another's Dex.
 * A familiar ({@code master}) rolls nothing, so its group is left out of both.
 */
final class InitiativeGroups {
    private InitiativeGroups() {}

    /** Errors: a member on another side than its group's first member. */
    static void check(List<CombatantReader.Draft> drafts, Issues issues) {
        Map<String, CombatantReader.Draft> first = new LinkedHashMap<>();
        for (CombatantReader.Draft d : drafts) {
            CombatantSpec spec = d.spec();
            if (spec == null || spec.group() == null || spec.master() != null) continue;
            CombatantReader.Draft lead = first.putIfAbsent(spec.group(), d);
            if (lead == null || lead.spec().side().equals(spec.side())) continue;
            issues.at(d.entry().get("group"), Wording.of("problem.group.sides", Node.quote(spec.group()),
                    Node.quote(lead.id()), lead.spec().side(), Node.quote(d.id()), spec.side()));
        }
    }

    /**
     * Warnings: a member that is not the same creature as its group's first member (another template, or
     * another Dex modifier), on the same side; {@code list} is the scenario's {@code combatants} array.
     */
    static List<Problem> warnings(String file, List<CombatantSpec> read, Node.Arr list) {
        List<Problem> out = new ArrayList<>();
        Map<String, CombatantSpec> first = new LinkedHashMap<>();
        for (int i = 0; i < read.size() && i < list.items().size(); i++) {
            CombatantSpec spec = read.get(i);
            if (spec == null || spec.group() == null || spec.master() != null) continue;
            CombatantSpec lead = first.putIfAbsent(spec.group(), spec);
            // Another side is an error of its own (check above): said once, as that.
            if (lead == null || !lead.side().equals(spec.side())) continue;
            if (lead.creature().template().equals(spec.creature().template()) && dex(lead) == dex(spec)) continue;
            Node entry = list.items().get(i);
            Node at = entry instanceof Node.Obj o && o.get("group") != null ? o.get("group") : entry;
            out.add(new Problem(file, at.path(), at.at().line(), at.at().column(), Wording.of("problem.group.unlike",
                    Node.quote(spec.group()), Node.quote(lead.id()), lead.creature().template(), signed(dex(lead)),
                    Node.quote(spec.id()), spec.creature().template(), signed(dex(spec)))));
        }
        return out;
    }

    private static int dex(CombatantSpec spec) {
        return spec.creature().abilities().modifier(Ability.DEX);
    }

    private static String signed(int modifier) {
        return modifier < 0 ? String.valueOf(modifier) : "+" + modifier;
    }
}
