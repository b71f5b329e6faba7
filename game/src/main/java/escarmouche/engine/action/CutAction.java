package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import java.util.Optional;

/**
 * {@code cut [TARGET]}: the action, an attack on a net (COND-RESTRAINED), one's own or that of a creature
 * within 1.5 m ({@link escarmouche.engine.combat.NetCuts}). Checked first, with the same checks the x key's
 * menu reads, then carried out.
 */
final class CutAction {
    private final Services s;
    private final ActionEconomy economy;

    CutAction(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
    }

    Outcome cut(Creature actor, Command.Cut c) {
        return Checked.unless(economy.unavailable(actor), () -> holder(actor, c))
                .unless(held -> s.netCuts.cannotCut(actor, held))
                .apply(held -> {
                    economy.spend(actor);
                    s.netCuts.cut(actor, held);
                    economy.strain(actor);
                });
    }

    /** Why {@link #cut} would refuse {@code c} now, or empty: the same checks, nothing rolled. */
    Optional<Outcome.Refused> cannotCut(Creature actor, Command.Cut c) {
        Optional<Outcome.Refused> no = economy.unavailable(actor);
        if (no.isPresent()) return no;
        Checked<Creature> held = holder(actor, c);
        return held instanceof Checked.Denied<Creature> d ? Optional.of(d.refusal())
                : s.netCuts.cannotCut(actor, held instanceof Checked.Allowed<Creature> a ? a.plan() : actor);
    }

    /** The creature whose net is cut: the actor itself without a target; malformed when there is none of that name. */
    private Checked<Creature> holder(Creature actor, Command.Cut c) {
        if (c.target() == null) return Checked.allowed(actor);
        Creature target = s.battle.find(c.target());
        if (target == null) return Checked.denied(Outcome.Refused.noCreature(c.target()));
        return Checked.allowed(target);
    }
}
