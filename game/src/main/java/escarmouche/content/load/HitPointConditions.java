package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CreatureSpec;
import escarmouche.rules.core.Condition;

/**
 * Starting conditions that only hit points at 0 or below cause: {@code stable} (HP-DYING: 0 or below) and
 * {@code disabled} (HP-DISABLED: exactly 0). Listed for a creature that starts above 0 they contradict its
 * hit points: the game kept such a creature "stable" while it fought on, and took "disabled" away before the
 * first turn as "healed above 0" though nothing healed it. Refused, as scenarios.md ties both to hit points.
 */
final class HitPointConditions {
    private HitPointConditions() {}

    static void check(CreatureSpec creature, Fields f, Issues issues) {
        if (creature.hp() <= 0) return;
        for (Condition c : new Condition[] {Condition.STABLE, Condition.DISABLED}) {
            if (!creature.conditions().contains(c)) continue;
            issues.at(where(f, c), Wording.of("problem.starting." + c.id(), Node.quote(c.id()),
                    String.valueOf(creature.hp())));
        }
    }

    /** The condition's entry in the combatant's list; its {@code hp}, or the combatant, when its template listed it. */
    private static Node where(Fields f, Condition c) {
        if (f.optional("conditions") instanceof Node.Arr list) {
            for (Node n : list.items()) if (n instanceof Node.Str s && s.value().equals(c.id())) return n;
        }
        return f.optional("hp") != null ? f.optional("hp") : f.node();
    }
}
