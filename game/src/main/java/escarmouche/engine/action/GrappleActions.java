package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.engine.grapple.ShoveService;

/**
 * {@code grapple}, {@code shove}, {@code escape} and {@code release}. Grapple and shove each take the
 * place of the one attack of the Attack action, so they use the action (GRAP-START, SHOVE); escaping uses
 * it too (GRAP-ESCAPE); letting go is free (GRAP-RELEASE). Each is checked first, with the same checks
 * the previews read, then carried out.
 */
final class GrappleActions {
    private final Services s;
    private final ActionEconomy economy;
    private final GrappleSystem grapples;
    private final ShoveService shoves;

    GrappleActions(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
        this.grapples = services.grapples;
        this.shoves = new ShoveService(services.battle, services.conditions, services.movement);
    }

    Outcome grapple(Creature actor, Command.Grapple g) {
        return Checked.unless(economy.unavailable(actor), () -> target(g.target()))
                .unless(target -> AttackAction.charmed(actor, target, "grapple")
                        .or(() -> grapples.cannotStart(actor, target)))
                .apply(target -> {
                    economy.spend(actor);
                    grapples.start(actor, target, g.ability());
                    economy.strain(actor);
                });
    }

    Outcome shove(Creature actor, Command.Shove sh) {
        return Checked.unless(economy.unavailable(actor), () -> target(sh.target()))
                .unless(target -> AttackAction.charmed(actor, target, "shove")
                        .or(() -> shoves.cannotShove(actor, target)))
                .apply(target -> {
                    economy.spend(actor);
                    shoves.shove(actor, target, sh.push());
                    economy.strain(actor);
                });
    }

    Outcome escape(Creature actor, Command.Escape e) {
        return Checked.unless(economy.unavailable(actor).or(() -> grapples.cannotEscape(actor)),
                () -> Checked.allowed(actor)).apply(a -> {
                    economy.spend(a);
                    grapples.escape(a, e.ability());
                });
    }

    Outcome release(Creature actor) {
        return Checked.unless(grapples.cannotRelease(actor), () -> Checked.allowed(actor)).apply(grapples::release);
    }

    /** The creature a grapple or shove is aimed at: malformed when there is none of that name, or it is dead. */
    private Checked<Creature> target(String id) {
        Creature target = s.battle.find(id);
        if (target == null) return Checked.denied(Outcome.Refused.malformed("no creature '" + id + "'"));
        if (!target.alive()) return Checked.denied(Outcome.Refused.by("HP-DEAD", target.id() + " is dead"));
        return Checked.allowed(target);
    }
}
