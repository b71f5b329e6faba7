package escarmouche.content.load;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Behaviour;
import escarmouche.behaviour.Rule;
import escarmouche.content.load.json.Node;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.CreatureSpec;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of a behaviour written in place (in a scenario's combatant, or in a monster's own file) that its
 * creature can never carry out with what it has: a spell it does not know or has no slot for, a potion it
 * does not carry, a shot with no weapon that shoots or throws. The creature then goes on to its next rule
 * every time, which {@code check} would otherwise pass in silence. Only the rules written there: a shared behaviour is written
 * for many creatures and falls through to its next rules on purpose.
 */
final class BehaviourReach {
    private BehaviourReach() {}

    /** A scenario's combatant, whose entry in {@code combatants} is {@code entry}. */
    static List<Problem> of(String file, CombatantSpec combatant, Node entry) {
        if (!(entry instanceof Node.Obj o)) return List.of();
        return of(file, combatant.id(), combatant.creature(), o.get("behavior"));
    }

    /**
     * A creature of id {@code id} (a combatant's, or a monster's in its own file) as {@code spec} resolves it,
     * with the {@code behavior} field {@code behaviour} that its file writes.
     */
    static List<Problem> of(String file, String id, CreatureSpec spec, Node behaviour) {
        List<Problem> out = new ArrayList<>();
        Behaviour script = spec.script();
        if (script == null || !script.inPlace()) return out;
        if (!(behaviour instanceof Node.Obj b) || !(b.get("rules") instanceof Node.Arr nodes)) return out;
        for (Rule rule : script.rules()) {
            // Own rules are numbered from 1 in the file's order; inherited ones are the parent's.
            if (!script.name().equals(rule.origin()) || rule.number() > nodes.items().size()) continue;
            Node at = nodes.items().get(rule.number() - 1);
            if (at instanceof Node.Obj r && r.get("do") != null) at = r.get("do");
            Wording why = why(rule.action(), id, spec);
            if (why != null) out.add(new Problem(file, at.path(), at.at().line(), at.at().column(), why));
        }
        return out;
    }

    private static Wording why(Action action, String id, CreatureSpec spec) {
        if (action instanceof Action.Cast c) {
            String spell = c.spell().id();
            if (!spec.spells().contains(spell)) {
                return Wording.of("problem.rule.spell.unknown", id, Node.quote(spell),
                        spec.spells().isEmpty() ? Wording.of("problem.rule.none") : String.join(", ", spec.spells()));
            }
            int level = c.spell().level();
            if (level > 0 && (spec.spellSlots().size() < level || spec.spellSlots().get(level - 1) <= 0)) {
                return Wording.of("problem.rule.spell.slot", id, Node.quote(spell), String.valueOf(level));
            }
            return null;
        }
        if (action instanceof Action.Drink d) {
            for (String potion : d.items()) if (spec.items().getOrDefault(potion, 0) > 0) return null;
            return Wording.of("problem.rule.no.potion", id, "{\"" + (d.items().isEmpty() ? "potion-of-healing" : d.items().get(0)) + "\": 1}");
        }
        if (action instanceof Action.Shoot) {
            List<String> weapons = new ArrayList<>();
            for (Weapon w : spec.weapons()) {
                if (w.normalRange() > 0 || w.longRange() > 0) return null;
                weapons.add(w.id());
            }
            return Wording.of("problem.rule.no.ranged", id,
                    weapons.isEmpty() ? Wording.of("problem.rule.none") : String.join(", ", weapons));
        }
        return null;
    }
}
