package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.NetEscapes;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.engine.grapple.ShoveService;
import escarmouche.rules.core.Condition;
import java.util.Optional;

/**
 * {@code grapple}, {@code shove}, {@code escape} and {@code release}. Grapple and shove each take the
 * place of the one attack of the Attack action, so they use the action (GRAP-START, SHOVE); escaping uses
 * it too (GRAP-ESCAPE), and so does getting out of a net, one's own or an ally's (COND-RESTRAINED); letting
 * go is free (GRAP-RELEASE). Each is checked first, with the same checks the previews read, then carried out.
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
        if (fromNet(actor, e)) {
            return Checked.unless(economy.unavailable(actor), () -> e.ally() == null ? Checked.allowed(actor)
                            : target(e.ally()))
                    .unless(caught -> s.nets.cannotFree(actor, caught, e.ability()))
                    .apply(caught -> {
                        economy.spend(actor);
                        s.nets.free(actor, caught);
                    });
        }
        return Checked.unless(economy.unavailable(actor).or(() -> grapples.cannotEscape(actor)),
                () -> Checked.allowed(actor)).apply(a -> {
                    economy.spend(a);
                    grapples.escape(a, e.ability());
                });
    }

    /** Why {@link #escape} would refuse {@code e} now, or empty: the same checks, nothing rolled. */
    Optional<Outcome.Refused> cannotEscape(Creature actor, Command.Escape e) {
        Optional<Outcome.Refused> no = economy.unavailable(actor);
        if (no.isPresent()) return no;
        if (!fromNet(actor, e)) return grapples.cannotEscape(actor);
        if (e.ally() == null) return s.nets.cannotFree(actor, actor, e.ability());
        Checked<Creature> ally = target(e.ally());
        return ally instanceof Checked.Denied<Creature> d ? Optional.of(d.refusal())
                : s.nets.cannotFree(actor, s.battle.find(e.ally()), e.ability());
    }

    /**
     * Whether an escape is out of a net (COND-RESTRAINED): freeing an ally, or by itself when caught in one and
     * not grappled. Held both ways, the grapple is escaped first: the grappler would hold it still anyway.
     */
    private static boolean fromNet(Creature actor, Command.Escape e) {
        return e.ally() != null || (!actor.has(Condition.GRAPPLED) && NetEscapes.caught(actor));
    }

    Outcome release(Creature actor) {
        return Checked.unless(grapples.cannotRelease(actor), () -> Checked.allowed(actor)).apply(grapples::release);
    }

    /** The creature a grapple or shove is aimed at: malformed when there is none of that name, or it is dead. */
    private Checked<Creature> target(String id) {
        Creature target = s.battle.find(id);
        if (target == null) return Checked.denied(Outcome.Refused.noCreature(id));
        if (!target.alive()) return Checked.denied(Outcome.Refused.by("HP-DEAD", target.id() + " is dead"));
        return Checked.allowed(target);
    }
}
