package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.grapple.GrappleService;
import escarmouche.engine.grapple.ShoveService;

/**
 * {@code grapple}, {@code shove}, {@code escape} and {@code release}. Grapple and shove each take the
 * place of the one attack of the Attack action, so they use the action (GRAP-START, SHOVE); escaping uses
 * it too (GRAP-ESCAPE); letting go is free (GRAP-RELEASE).
 */
final class GrappleActions {
    private final Services s;
    private final ActionEconomy economy;
    private final GrappleService grapples;
    private final ShoveService shoves;

    GrappleActions(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
        this.grapples = new GrappleService(services.battle, services.conditions, services.movement.checks());
        this.shoves = new ShoveService(services.battle, services.conditions, services.movement.checks());
    }

    void grapple(Creature actor, Command.Grapple g) {
        economy.require(actor);
        Creature target = target(g.target());
        AttackAction.notCharmer(actor, target, "grapple");
        grapples.checkStart(actor, target);
        economy.spend(actor);
        grapples.start(actor, target, g.ability());
        economy.strain(actor);
    }

    void shove(Creature actor, Command.Shove sh) {
        economy.require(actor);
        Creature target = target(sh.target());
        AttackAction.notCharmer(actor, target, "shove");
        shoves.check(actor, target);
        economy.spend(actor);
        shoves.shove(actor, target, sh.push());
        economy.strain(actor);
    }

    void escape(Creature actor, Command.Escape e) {
        economy.require(actor);
        grapples.checkEscape(actor);
        economy.spend(actor);
        grapples.escape(actor, e.ability());
    }

    void release(Creature actor) {
        grapples.release(actor);
    }

    private Creature target(String id) {
        Creature target = s.battle.find(id);
        IllegalCommand.requireWellFormed(target != null, "no creature '" + id + "'");
        IllegalCommand.requireWellFormed(target.alive(), target.id() + " is dead");
        return target;
    }
}
