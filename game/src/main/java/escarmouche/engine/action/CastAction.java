package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.magic.SpellService;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;

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

    void cast(Creature actor, Command.Cast c) {
        SpellService.Plan plan = s.spells.planSpell(actor, c.spell(), c.target(), c.square());
        mayHarm(actor, plan);
        SimpleActions.useAction(actor);
        s.spells.cast(actor, plan, ability(c.ability()));
        AttackAction.strenuous(s, actor);
    }

    void read(Creature actor, Command.Read r) {
        SpellService.Plan plan = s.spells.planScroll(actor, r.item(), r.target(), r.square());
        mayHarm(actor, plan);
        SimpleActions.useAction(actor);
        s.spells.read(actor, plan, ability(r.ability()));
        AttackAction.strenuous(s, actor);
    }

    void drink(Creature actor, Command.Drink d) {
        SpellService.Plan plan = s.spells.planPotion(actor, d.item());
        SimpleActions.useAction(actor);
        s.spells.drink(actor, plan, ability(d.ability()));
    }

    /** The {@code ability=} option, or null for the caster's best. */
    private static Ability ability(String id) {
        return id == null ? null : Ability.byId(id);
    }

    /**
     * COND-FRIGHTENED [HOUSE]: a frightened creature may only defend itself, so it casts nothing harmful;
     * COND-CHARMED: nor does a charmed creature aim a harmful spell at its charmer.
     */
    private void mayHarm(Creature actor, SpellService.Plan plan) {
        if (plan.spell().harmful() && plan.target() != null) {
            AttackAction.notCharmer(actor, plan.target(), "cast " + plan.spell().id() + " at");
        }
        IllegalCommand.require(!(s.battle.house() && actor.has(Condition.FRIGHTENED) && plan.spell().harmful()),
                "COND-FRIGHTENED",
                actor.id() + " is frightened: it may only defend itself (COND-FRIGHTENED)");
    }
}
