package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.load.json.Node;

/**
 * The {@code behavior} field of a monster or a combatant: the name of a shared behaviour of
 * content/behaviors/, or a behaviour object written in place.
 */
final class BehaviorField {
    private BehaviorField() {}

    /** The behaviour, or null when the field is absent or wrong (reported). */
    static Behaviour read(Node n, Content content, String owner, Issues issues) {
        if (n == null) return null;
        if (n instanceof Node.Str s) {
            if (Read.id(n, issues) == null) return null;
            Behaviour b = content.behaviors().get(s.value());
            if (b != null) return b;
            if (content.broken("behavior", s.value())) issues.silent();
            else issues.at(n, Wording.of("problem.unknown.behavior", Node.quote(s.value()),
                    Suggest.wording(s.value(), content.suggestible("behavior", content.behaviors().keySet())),
                    ContentPlace.of(content.directory(), "behaviors/")));
            return null;
        }
        if (n instanceof Node.Obj) {
            int mark = issues.failures();
            BehaviorReader.Draft d = new BehaviorReader(content).inline(owner, n, issues);
            Behaviour b = d == null ? null : BehaviorLibrary.inline(d, content, issues);
            return issues.failures() > mark ? null : b;
        }
        issues.at(n, Wording.of("problem.behavior.shape", Wording.describe(n)));
        return null;
    }
}
