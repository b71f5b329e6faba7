package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.engine.component.TurnComponent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.List;

/**
 * {@code ready TARGET [weapon=ID]} (ACT-READY): the action is spent now; the attack waits until TARGET
 * comes within the weapon's reach before the creature's next turn, and then uses its reaction. Only
 * melee attacks can be readied.
 */
final class ReadyAction {
    private final Services s;

    ReadyAction(Services services) {
        this.s = services;
    }

    void ready(Creature actor, Command.Ready r) {
        Creature target = s.battle.find(r.target());
        IllegalCommand.requireWellFormed(target != null, "no creature '" + r.target() + "'");
        IllegalCommand.requireWellFormed(target.alive() && actor.hostileTo(target),
                target.id() + " is not a living enemy");
        IllegalCommand.require(!(s.battle.house() && actor.has(Condition.FRIGHTENED)), "COND-FRIGHTENED",
                actor.id() + " is frightened: it may only defend itself (COND-FRIGHTENED)");
        Weapon w = ReadiedAttacks.weapon(actor, r.weapon());
        IllegalCommand.requireWellFormed(w != null, actor.id() + " has no weapon '" + r.weapon() + "'");
        IllegalCommand.require(w.canMelee(), "ACT-READY",
                "only a melee attack can be readied: the " + w.id() + " cannot strike in melee");
        SimpleActions.useAction(actor);
        actor.turn.readied = new TurnComponent.Readied(target.id(), r.weapon());
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " readies its " + w.id() + " for when " + target.id()
                + " comes within reach", List.of("ACT-READY")));
    }
}
