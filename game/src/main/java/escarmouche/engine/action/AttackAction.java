package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.combat.AttackService;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.List;

/** {@code attack}: the Attack action with one weapon (ACT-ATTACK). */
final class AttackAction {
    private final Services s;

    AttackAction(Services services) {
        this.s = services;
    }

    void attack(Creature actor, Command.Attack a) {
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        IllegalCommand.require(!actor.turn.actionUsed, actor.id() + " has already used its action this turn");
        IllegalCommand.require(a.offhand() == null, "not implemented yet: two-weapon fighting");
        Creature target = s.battle.find(a.target());
        IllegalCommand.require(target != null, "no creature '" + a.target() + "'");
        IllegalCommand.require(target != actor, actor.id() + " cannot attack itself");
        IllegalCommand.require(target.alive(), target.id() + " is dead");
        IllegalCommand.require(!(actor.has(Condition.DISABLED) && actor.turn.moved),
                actor.id() + " is disabled (0 HP) and has already moved: no action this turn");
        Weapon weapon = chooseWeapon(actor, target, a.weapon());
        actor.turn.actionUsed = true;
        s.attacks.attack(actor, target, weapon, new AttackService.Options(a.ability(), a.dex(), a.ko(),
                List.of("ACT-ATTACK")));
        strenuous(actor);
    }

    /** The named weapon, or the first one that can reach the target (melee first, then ranged). */
    private Weapon chooseWeapon(Creature actor, Creature target, String id) {
        int distance = actor.distanceTo(target);
        if (id != null) {
            Weapon w = actor.arsenal.find(id);
            IllegalCommand.require(w != null, actor.id() + " has no weapon '" + id + "'");
            IllegalCommand.require(canHit(actor, w, distance), target.id() + " is out of "
                    + (w.canShoot() ? "range" : "reach") + " of the " + w.id() + " (" + distance + " squares)");
            return w;
        }
        for (Weapon w : actor.arsenal.weapons) {
            if (w.canMelee() && distance <= AttackService.reachOf(actor, w)) return w;
        }
        for (Weapon w : actor.arsenal.weapons) {
            if (w.canShoot() && distance <= w.longRange()) return w;
        }
        throw new IllegalCommand(target.id() + " is out of reach (" + distance + " squares away)");
    }

    private static boolean canHit(Creature actor, Weapon w, int distance) {
        return (w.canMelee() && distance <= AttackService.reachOf(actor, w))
                || (w.canShoot() && distance <= w.longRange());
    }

    /** HP-DISABLED: a strenuous action at 0 hit points drops the character to -1 and dying. */
    private void strenuous(Creature actor) {
        if (!actor.has(Condition.DISABLED) || !actor.alive()) return;
        actor.health.hp = -1;
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " strains at 0 HP and drops to -1",
                List.of("HP-DISABLED")));
        s.conditions.remove(actor, Condition.DISABLED, "strenuous action", "HP-DISABLED");
        s.conditions.add(actor, Condition.UNCONSCIOUS, "dying", "HP-DYING");
    }
}
