package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.OneSide;
import escarmouche.content.model.Scenario;
import escarmouche.content.model.SideNames;
import java.util.ArrayList;
import java.util.List;

/**
 * What is valid in a scenario but rarely meant: every combatant on one side (the fight ends before its first
 * turn), a side named one slip away from another ("monster" beside "monsters": the two fight each other),
 * and a combatant's behaviour written in place that does not do what it reads as ({@link BehaviourWarnings})
 * or asks for what the combatant does not have ({@link BehaviourReach}).
 * Each warning points at the file's line, as a problem does. {@code ./play check} lists them; {@code run},
 * {@code simulate} and {@code replay} print them before they play, as a scenario loaded without
 * {@code check} would otherwise play them silently.
 */
final class ScenarioWarnings {
    private ScenarioWarnings() {}

    /** The warnings for {@code scenario}, read from {@code file} whose JSON is {@code root}, in the file's order. */
    static List<Problem> of(String file, Scenario scenario, Node root) {
        List<Problem> out = new ArrayList<>();
        Node combatants = root instanceof Node.Obj o ? o.get("combatants") : null;
        if (!(combatants instanceof Node.Arr list)) return out;
        String side = OneSide.of(scenario);
        if (side != null) out.add(at(file, combatants, Wording.of("problem.one.side", side)));
        for (SideNames.Slip s : SideNames.of(scenario.combatants().stream().map(CombatantSpec::side).toList())) {
            // The slip is always written (a default side cannot be one), so its combatant has a "side" field.
            Node entry = list.items().get(s.first());
            Node field = entry instanceof Node.Obj o ? o.get("side") : null;
            out.add(at(file, field != null ? field : entry, Wording.of("problem.side.slip", Node.quote(s.side()),
                    Node.quote(s.meant()), "$.combatants[" + s.meantFirst() + "]",
                    Wording.of("problem.did.you.mean", Node.quote(s.meant())))));
        }
        for (int i = 0; i < list.items().size() && i < scenario.combatants().size(); i++) {
            Node entry = list.items().get(i);
            if (entry instanceof Node.Obj o) out.addAll(BehaviourWarnings.of(file, o.get("behavior")));
            out.addAll(BehaviourReach.of(file, scenario.combatants().get(i), entry));
            CreatureSpec creature = scenario.combatants().get(i).creature();
            out.addAll(HandsCheck.of(file, creature.weapons(), creature.armor(), handsAt(entry)));
        }
        return ProblemOrder.sorted(out);
    }

    /** Where a two-handed weapon beside a shield is said: the combatant's own weapons or armour, else its template. */
    private static Node handsAt(Node entry) {
        if (!(entry instanceof Node.Obj o)) return entry;
        for (String field : new String[] {"weapons", "armor", "template"}) if (o.get(field) != null) return o.get(field);
        return entry;
    }

    private static Problem at(String file, Node node, Wording wording) {
        return new Problem(file, node.path(), node.at().line(), node.at().column(), wording);
    }
}
