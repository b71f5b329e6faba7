package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.magic.SpellService;
import escarmouche.rules.core.Ability;
import java.util.Optional;

/**
 * {@code cast}, {@code read} and {@code drink}: each takes the action (ACT-USE for the items), and
 * everything that could refuse it is checked before any die is rolled. Casting is a strenuous action
 * for a disabled character (HP-DISABLED).
 */
final class CastAction {
    private final Services s;

    CastAction(Services services) {
        this.s = services;
    }

    Outcome cast(Creature actor, Command.Cast c) {
        return mayHarm(actor, s.spells.planSpell(actor, c.spell(), c.target(), c.square())).apply(plan -> {
            // HP-DISABLED: the strain is judged on the hit points the action began with, since a spell on its
            // caster (cure wounds) may have healed it above 0 by the time it is over.
            boolean atZero = s.damage.disabledNow(actor);
            SimpleActions.spendAction(actor);
            s.spells.cast(actor, plan, ability(c.ability()));
            s.damage.strain(actor, atZero);
        });
    }

    Outcome read(Creature actor, Command.Read r) {
        return mayHarm(actor, s.spells.planScroll(actor, r.item(), r.target(), r.square())).apply(plan -> {
            // HP-DISABLED: the strain is judged on the hit points the action began with, since a spell on its
            // caster (cure wounds) may have healed it above 0 by the time it is over.
            boolean atZero = s.damage.disabledNow(actor);
            SimpleActions.spendAction(actor);
            s.spells.read(actor, plan, ability(r.ability()));
            s.damage.strain(actor, atZero);
        });
    }

    Outcome drink(Creature actor, Command.Drink d) {
        return s.spells.planPotion(actor, d.item()).unless(plan -> SimpleActions.noAction(actor)).apply(plan -> {
            SimpleActions.spendAction(actor);
            s.spells.drink(actor, plan, ability(d.ability()));
        });
    }

    /** The {@code ability=} option, or null for the caster's best. */
    private static Ability ability(String id) {
        return id == null ? null : Ability.byId(id);
    }

    /**
     * COND-FRIGHTENED [HOUSE]: a frightened creature may only defend itself, so it casts nothing harmful;
     * COND-CHARMED: nor does a charmed creature aim a harmful spell at its charmer. Then the action must be there.
     */
    private Checked<SpellService.Plan> mayHarm(Creature actor, Checked<SpellService.Plan> planned) {
        return planned.unless(plan -> (plan.spell().harmful() && plan.target() != null
                        ? AttackAction.charmed(actor, plan.target(), () -> "cast " + plan.spell().id() + " at")
                        : Optional.<Outcome.Refused>empty())
                .or(() -> plan.spell().harmful() ? OnlyDefends.refusal(s.battle, actor)
                        : Optional.<Outcome.Refused>empty()))
                .unless(plan -> SimpleActions.noAction(actor));
    }
}
