package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.CreatureSpec;
import escarmouche.rules.core.Condition;

/**
 * Starting conditions that only hit points at 0 or below cause: {@code stable} (HP-DYING: 0 or below) and
 * {@code disabled} (HP-DISABLED: exactly 0). Listed for a creature that starts above 0 they contradict its
 * hit points: the game kept such a creature "stable" while it fought on, and took "disabled" away before the
 * first turn as "healed above 0" though nothing healed it. Refused, as scenarios.md ties both to hit points; so
 * is {@code disabled} below 0 (HP-DISABLED is exactly 0), both listed together (at 0 a character is either
 * conscious and disabled or unconscious and stable: the game kept one and dropped the other, saying it was
 * "below 0 hit points"), and either on a monster or an NPC, which is never dying or disabled (HP-SHOCK): the
 * game dropped them at the start without a word.
 */
final class HitPointConditions {
    private HitPointConditions() {}

    static void check(CreatureSpec creature, Fields f, Issues issues) {
        boolean stable = creature.conditions().contains(Condition.STABLE);
        boolean disabled = creature.conditions().contains(Condition.DISABLED);
        String hp = String.valueOf(creature.hp());
        if (!creature.isPc()) {
            // Said first: at any hit points a monster's stable or disabled is dropped, so its hp is not the fix.
            for (Condition c : new Condition[] {Condition.STABLE, Condition.DISABLED}) {
                if (creature.conditions().contains(c)) issues.at(where(f, c), Wording.of("problem.starting.monster", Node.quote(c.id())));
            }
            return;
        }
        if (stable && creature.hp() > 0) {
            issues.at(where(f, Condition.STABLE), Wording.of("problem.starting.stable", Node.quote(Condition.STABLE.id()), hp));
        }
        if (disabled && creature.hp() != 0) {
            issues.at(where(f, Condition.DISABLED), Wording.of("problem.starting.disabled", Node.quote(Condition.DISABLED.id()), hp));
        } else if (disabled && stable) {
            issues.at(where(f, Condition.DISABLED), Wording.of("problem.starting.both", Node.quote(Condition.STABLE.id()),
                    Node.quote(Condition.DISABLED.id())));
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
