package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.PlannedRoll;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's {@code planned}: dice for the first command of a kind against a combatant, each
 * {@code {"command": "attack", "target": "g2", "within": 1, "dice": [20, 20, 20, 3, 4]}}; {@code within}
 * (optional, squares) keeps the plan for a command made from that close.
 */
final class PlannedRollReader {
    static final List<String> FIELDS = List.of("command", "target", "within", "dice");

    private PlannedRollReader() {}

    static List<PlannedRoll> read(Node node, List<CombatantReader.Draft> drafts, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return List.of();
        List<PlannedRoll> out = new ArrayList<>();
        for (Node item : items) {
            Fields f = Fields.of(item, issues, FIELDS);
            if (f == null) continue;
            String command = Read.choice(f.required("command"), PlannedRoll.COMMANDS, issues);
            String target = Read.text(f.required("target"), issues);
            Node withinNode = f.optional("within");
            Integer within = withinNode == null ? null : Read.whole(withinNode, 1, 1000, issues);
            List<Integer> dice = dice(f.required("dice"), issues);
            // The target is checked even when the entry's other fields are wrong: one check says every problem.
            if (target != null && drafts.stream().noneMatch(d -> target.equals(d.id()))) {
                issues.at(f.optional("target"), Wording.of("problem.planned.target", Node.quote(target)));
                continue;
            }
            if (command == null || target == null || dice == null || (withinNode != null && within == null)) continue;
            if (out.stream().anyMatch(p -> p.command().equals(command) && p.target().equals(target))) {
                issues.at(item, Wording.of("problem.planned.twice", command, target));
                continue;
            }
            out.add(new PlannedRoll(command, target, within, dice));
        }
        return out;
    }

    private static List<Integer> dice(Node n, Issues issues) {
        List<Node> items = Read.list(n, issues);
        if (items == null) return null;
        if (items.isEmpty()) {
            issues.at(n, Wording.of("problem.dice.empty"));
            return null;
        }
        List<Integer> out = new ArrayList<>();
        for (Node item : items) {
            Integer v = Read.whole(item, 1, 100, issues);
            if (v == null) return null;
            out.add(v);
        }
        return out;
    }
}
