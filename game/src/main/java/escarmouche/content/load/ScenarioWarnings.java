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
 * turn), no combatant on the party's side (simulate then counts every win as the monsters'), a side named
 * one slip away from another ("monster" beside "monsters": the two fight each other), an initiative group of
 * creatures that are not alike, of player characters or named as a combatant ({@link InitiativeGroups}),
 * and a combatant's behaviour written in place that does not do what it reads as ({@link BehaviourWarnings})
 * or asks for what the combatant does not have ({@link BehaviourReach}).
 * Each warning points at the file's line, as a problem does. {@code ./play check} lists them; {@code run},
 * {@code simulate} and {@code replay} print them before they play, as a scenario loaded without
 * {@code check} would otherwise play them silently.
 */
public final class ScenarioWarnings {
    private ScenarioWarnings() {}

    /**
     * The key of the note that stands for the warnings a file's problems keep from being checked: said under the
     * problems ({@code check}), never as a warning of its own.
     */
    public static final String LATER = "problem.warnings.later";
    /**
     * The same note when some combatants wait on the content they use (a broken template, behaviour, weapon, spell
     * or item, said in its own file): fixing the scenario's own problems is then not enough, and it says so.
     */
    static final String LATER_CONTENT = "problem.warnings.later.content";

    /** Whether a warning is the note that the warnings wait for fixes, said under the problems (check). */
    public static boolean isLater(Problem warning) {
        return warning.wording() != null
                && (LATER.equals(warning.wording().key()) || LATER_CONTENT.equals(warning.wording().key()));
    }

    /** The warnings for {@code scenario}, read from {@code file} whose JSON is {@code root}, in the file's order. */
    static List<Problem> of(String file, Scenario scenario, Node root) {
        return of(file, scenario.combatants(), root);
    }

    /**
     * The warnings of a scenario with problems that do not hang on them: every behaviour's as written (read from
     * the JSON alone), and what a combatant read whole can carry out and hold; the sides only when every
     * combatant was read. When some could not be looked at, a note ({@link #LATER}) says they wait for the fixes;
     * it names those that no problem of {@code problems} (the file's) points into, whose template or other entry is
     * broken in the content ({@link #LATER_CONTENT}), as fixing this file alone would not bring their warnings.
     */
    static List<Problem> withProblems(String file, List<CombatantSpec> read, Node root, List<Problem> problems) {
        Node combatants = root instanceof Node.Obj o ? o.get("combatants") : null;
        List<Problem> out = new ArrayList<>();
        if (combatants instanceof Node.Arr list) {
            for (int i = 0; i < list.items().size(); i++) {
                Node entry = list.items().get(i);
                CombatantSpec spec = i < read.size() ? read.get(i) : null;
                if (spec != null) continue;
                if (entry instanceof Node.Obj o) out.addAll(BehaviourWarnings.of(file, o.get("behavior")));
            }
        }
        boolean whole = combatants instanceof Node.Arr list && !read.isEmpty() && read.size() == list.items().size()
                && !read.contains(null);
        out.addAll(whole ? of(file, read, root) : ofEach(file, read, root));
        List<Problem> sorted = new ArrayList<>(ProblemOrder.sorted(out));
        if (!whole) {
            List<String> onContent = waitingOnContent(file, read, combatants, problems);
            sorted.add(new Problem(file, "", 0, 0, onContent.isEmpty() ? Wording.of(LATER)
                    : Wording.of(LATER_CONTENT, String.join(", ", onContent))));
        }
        return sorted;
    }

    /**
     * The combatants not read whole though no problem of the file is about them (their id, or their path when they
     * have none): the content they use is broken, which its own file says, the reference being silent here.
     */
    private static List<String> waitingOnContent(String file, List<CombatantSpec> read, Node combatants,
                                                 List<Problem> problems) {
        List<String> out = new ArrayList<>();
        if (!(combatants instanceof Node.Arr list)) return out;
        for (int i = 0; i < list.items().size() && i < read.size(); i++) {
            if (read.get(i) != null) continue;
            String path = "$.combatants[" + i + "]";
            boolean own = problems.stream().anyMatch(p -> file.equals(p.file()) && (p.jsonPath().equals(path)
                    || p.jsonPath().startsWith(path + ".") || p.jsonPath().startsWith(path + "[")));
            if (own) continue;
            Node id = list.items().get(i) instanceof Node.Obj o ? o.get("id") : null;
            out.add(id instanceof Node.Str s ? s.value() : path);
        }
        return out;
    }

    /** The warnings of each combatant read whole (a null one is skipped), without the sides'. */
    private static List<Problem> ofEach(String file, List<CombatantSpec> read, Node root) {
        List<Problem> out = new ArrayList<>();
        Node combatants = root instanceof Node.Obj o ? o.get("combatants") : null;
        if (!(combatants instanceof Node.Arr list)) return out;
        for (int i = 0; i < list.items().size() && i < read.size(); i++) {
            if (read.get(i) != null) out.addAll(combatant(file, read.get(i), list.items().get(i)));
        }
        return out;
    }

    private static List<Problem> of(String file, List<CombatantSpec> read, Node root) {
        List<Problem> out = new ArrayList<>();
        Node combatants = root instanceof Node.Obj o ? o.get("combatants") : null;
        if (!(combatants instanceof Node.Arr list)) return out;
        List<String> sides = read.stream().map(CombatantSpec::side).toList();
        String side = OneSide.of(sides);
        if (side != null) out.add(at(file, combatants, Wording.of("problem.one.side", side)));
        // Two sides or more, none of them the party: simulate's figures are then about sides, not a party.
        if (side == null && !read.isEmpty() && !sides.contains(CombatantReader.PARTY)) {
            out.add(at(file, combatants, Wording.of("problem.no.party", CombatantReader.PARTY)));
        }
        for (SideNames.Slip s : SideNames.of(sides)) {
            // The slip is always written (a default side cannot be one), so its combatant has a "side" field.
            Node entry = list.items().get(s.first());
            Node field = entry instanceof Node.Obj o ? o.get("side") : null;
            out.add(at(file, field != null ? field : entry, Wording.of("problem.side.slip", Node.quote(s.side()),
                    Node.quote(s.meant()), "$.combatants[" + s.meantFirst() + "]",
                    Wording.of("problem.did.you.mean", Node.quote(s.meant())))));
        }
        out.addAll(InitiativeGroups.warnings(file, read, list));
        for (int i = 0; i < list.items().size() && i < read.size(); i++) out.addAll(combatant(file, read.get(i), list.items().get(i)));
        return ProblemOrder.sorted(out);
    }

    /** One combatant's warnings: its behaviour as written, what it can carry out of it, its hands. */
    private static List<Problem> combatant(String file, CombatantSpec spec, Node entry) {
        List<Problem> out = new ArrayList<>();
        if (entry instanceof Node.Obj o) out.addAll(BehaviourWarnings.of(file, o.get("behavior")));
        out.addAll(BehaviourReach.of(file, spec, entry));
        CreatureSpec creature = spec.creature();
        out.addAll(HandsCheck.of(file, creature.weapons(), creature.armor(), handsAt(entry)));
        return out;
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
