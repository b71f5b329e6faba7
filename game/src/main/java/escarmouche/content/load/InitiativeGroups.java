package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.rules.core.Ability;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * TURN-INIT: "identical monsters in one group share one roll". The engine rolls one d20 for a {@code group}
 * and adds its first member's Dex modifier for all of it, so a group is meant for creatures alike. Two sides
 * in one group is an error: enemies never share a roll, and the group's tie-breaks would count it as a PC if
 * any member is one. Unlike creatures on one side are a warning: valid, but each rolls with another's Dex.
 * A familiar ({@code master}) rolls nothing, so its group is left out of both. Also warned of: player
 * characters sharing a group's roll (TURN-INIT shares one among identical monsters; among PCs each rolls and
 * the player chooses between ties), and a group named as a combatant is ("a" beside fighter "a": the turn
 * order then reads "A d20 ..., a (one roll) ...", two of one name).
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
        Map<String, Integer> members = new LinkedHashMap<>();
        Set<String> ids = new HashSet<>();
        // Groups of two sides, an error of their own: none of the warnings below is said of them.
        Map<String, String> sides = new LinkedHashMap<>();
        Set<String> twoSides = new HashSet<>();
        for (CombatantSpec spec : read) {
            if (spec != null) ids.add(spec.id());
            if (spec == null || spec.group() == null || spec.master() != null) continue;
            members.merge(spec.group(), 1, Integer::sum);
            if (!sides.computeIfAbsent(spec.group(), g -> spec.side()).equals(spec.side())) twoSides.add(spec.group());
        }
        for (int i = 0; i < read.size() && i < list.items().size(); i++) {
            CombatantSpec spec = read.get(i);
            if (spec == null || spec.group() == null || spec.master() != null) continue;
            Node entry = list.items().get(i);
            Node at = entry instanceof Node.Obj o && o.get("group") != null ? o.get("group") : entry;
            CombatantSpec lead = first.putIfAbsent(spec.group(), spec);
            // Said once, at the group's first member.
            if (lead == null && ids.contains(spec.group())) {
                out.add(problem(file, at, Wording.of("problem.group.id", Node.quote(spec.group()))));
            }
            // Another side is an error of its own (check above): said once, as that.
            if (twoSides.contains(spec.group())) continue;
            // A PC alone in its group shares its roll with nobody.
            if (spec.creature().isPc() && members.get(spec.group()) > 1) {
                out.add(problem(file, at, Wording.of("problem.group.pc", Node.quote(spec.group()), Node.quote(spec.id()),
                        String.valueOf(members.get(spec.group())))));
            }
            if (lead == null) continue;
            if (lead.creature().template().equals(spec.creature().template()) && dex(lead) == dex(spec)) continue;
            out.add(problem(file, at, Wording.of("problem.group.unlike",
                    Node.quote(spec.group()), Node.quote(lead.id()), lead.creature().template(), signed(dex(lead)),
                    Node.quote(spec.id()), spec.creature().template(), signed(dex(spec)))));
        }
        return out;
    }

    private static Problem problem(String file, Node at, Wording wording) {
        return new Problem(file, at.path(), at.at().line(), at.at().column(), wording);
    }

    private static int dex(CombatantSpec spec) {
        return spec.creature().abilities().modifier(Ability.DEX);
    }

    private static String signed(int modifier) {
        return modifier < 0 ? String.valueOf(modifier) : "+" + modifier;
    }
}
