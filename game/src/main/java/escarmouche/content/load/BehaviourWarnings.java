package escarmouche.content.load;

import escarmouche.behaviour.ActionKind;
import escarmouche.content.load.json.Node;
import escarmouche.reference.RulesReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What is valid in a behaviour but does not do what it reads as: a rule whose action needs the
 * creature's action under {@code {"self": "acted"}}, which holds only once that action is spent (a "hit
 * and run" written as {@code acted} then {@code dodge} never dodges); a {@code disengage} there, which can
 * then only walk; a {@code yield} with no condition, given up on the first turn. Read from the JSON of a
 * behaviour already read without problems, so that each warning has its line.
 */
final class BehaviourWarnings {
    /** The condition as a GM writes it (braces are placeholders in the messages, so it is an argument). */
    private static final String ACTED = "{\"self\": \"acted\"}";

    private BehaviourWarnings() {}

    /** The warnings of one behaviour object (a file's root, a monster's or a combatant's {@code behavior}). */
    static List<Problem> of(String file, Node behaviour) {
        List<Problem> out = new ArrayList<>();
        if (!(behaviour instanceof Node.Obj b) || !(b.get("rules") instanceof Node.Arr rules)) return out;
        for (Node rule : rules.items()) {
            if (!(rule instanceof Node.Obj r) || !(r.get("do") instanceof Node.Str doNode)) continue;
            ActionKind kind = ActionKind.byId(doNode.value());
            if (kind == null) continue;
            Node when = r.get("when");
            unknownRules(file, when, out);
            boolean conditioned = when instanceof Node.Arr list && !list.items().isEmpty();
            if (kind == ActionKind.YIELD && !conditioned) {
                out.add(at(file, doNode, Wording.of("problem.rule.yield.always", "{\"hp-below\": 25}")));
            }
            Node acted = acted(when);
            if (acted == null) continue;
            if (kind.needsAction()) {
                out.add(at(file, acted, Wording.of("problem.rule.acted", Node.quote(kind.id()), ACTED, withoutAction())));
            } else if (kind == ActionKind.DISENGAGE && !(r.get("provoke") instanceof Node.Bool p && p.value())) {
                out.add(at(file, acted, Wording.of("problem.rule.acted.disengage", "\"provoke\": true")));
            }
        }
        return out;
    }

    /** The actions that still give a command once the action is spent: "approach, disengage, ...". */
    private static String withoutAction() {
        List<String> ids = new ArrayList<>();
        for (ActionKind k : ActionKind.values()) if (!k.needsAction()) ids.add(k.id());
        ids.sort(null);
        return String.join(", ", ids);
    }

    /**
     * {@code "happened"} or {@code "contested"} naming an ID that is no rule of the house rules (a misspelt one): no event ever names it,
     * so the condition never holds. Looked for inside {@code not} and {@code any} too.
     */
    private static void unknownRules(String file, Node node, List<Problem> out) {
        if (node instanceof Node.Arr list) {
            for (Node n : list.items()) unknownRules(file, n, out);
        } else if (node instanceof Node.Obj o) {
            for (String key : List.of("happened", "contested")) {
                if (!(o.get(key) instanceof Node.Arr ids)) continue;
                for (Node id : ids.items()) {
                    if (id instanceof Node.Str s && !RuleIds.ALL.contains(s.value())) {
                        out.add(at(file, id, Wording.of("problem.condition.rule.unknown", Node.quote(s.value()),
                                Suggest.wording(s.value(), RuleIds.ALL))));
                    }
                }
            }
            unknownRules(file, o.get("not"), out);
            unknownRules(file, o.get("any"), out);
        }
    }

    /**
     * The IDs of the rules reference, read once: what the events of a fight can name. Read with the content's
     * own JSON reader: the reference's reader would start Jackson, 130 ms of {@code check content} for a list.
     */
    private static final class RuleIds {
        static final Set<String> ALL = ids();

        private static Set<String> ids() {
            Set<String> out = new TreeSet<>();
            try (InputStream in = BehaviourWarnings.class.getResourceAsStream(RulesReference.ENGLISH)) {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                Node root = new JsonFiles().parse(text, new Issues(RulesReference.ENGLISH, new ArrayList<>()));
                if (root instanceof Node.Obj o && o.get("rules") instanceof Node.Arr rules) {
                    for (Node r : rules.items()) {
                        if (r instanceof Node.Obj e && e.get("id") instanceof Node.Str id) out.add(id.value());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return Set.copyOf(out);
        }
    }

    /** The condition {@code {"self": "acted"}} among a rule's own (not inside {@code not} or {@code any}), or null. */
    private static Node acted(Node when) {
        if (!(when instanceof Node.Arr list)) return null;
        for (Node c : list.items()) {
            if (c instanceof Node.Obj o && o.members().size() == 1 && o.get("self") instanceof Node.Str s
                    && "acted".equals(s.value())) {
                return c;
            }
        }
        return null;
    }

    private static Problem at(String file, Node node, Wording wording) {
        return new Problem(file, node.path(), node.at().line(), node.at().column(), wording);
    }
}
