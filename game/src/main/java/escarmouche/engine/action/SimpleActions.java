package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import java.util.List;

/** Actions without rolls: Dash, Dodge, standing up and dropping prone. */
final class SimpleActions {
    private final Services s;

    SimpleActions(Services services) {
        this.s = services;
    }

    private void useAction(Creature actor) {
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        IllegalCommand.require(!actor.turn.actionUsed, actor.id() + " has already used its action this turn");
        actor.turn.actionUsed = true;
    }

    /** MOVE-DASH / ACT-DASH: the action adds the creature's current speed to its movement. */
    void dash(Creature actor) {
        useAction(actor);
        int speed = s.movement.effectiveSpeed(actor);
        actor.turn.movementLeft += speed;
        actor.turn.movementBudget += speed;
        actor.turn.dashed = true;
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " dashes: +" + speed + " movement, "
                + actor.turn.movementLeft + " left", List.of("ACT-DASH", "MOVE-DASH")));
    }

    /** ACT-DODGE: until its next turn, attacks against it have disadvantage. */
    void dodge(Creature actor) {
        useAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE");
    }

    /** MOVE-PRONE: standing up costs half the creature's speed. */
    void stand(Creature actor) {
        IllegalCommand.require(actor.has(Condition.PRONE), actor.id() + " is not prone");
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        int speed = s.movement.effectiveSpeed(actor);
        int cost = Math.max(1, speed / 2);
        IllegalCommand.require(speed > 0, actor.id() + " has speed 0 and cannot stand up");
        IllegalCommand.require(actor.turn.movementLeft >= cost, "standing up costs " + cost + " movement, "
                + actor.turn.movementLeft + " left");
        actor.turn.movementLeft -= cost;
        actor.turn.moved = true;
        s.conditions.remove(actor, Condition.PRONE, "stands up (" + cost + " movement)", "MOVE-PRONE");
    }

    /** MOVE-PRONE: dropping prone is free. */
    void prone(Creature actor) {
        IllegalCommand.require(!actor.has(Condition.PRONE), actor.id() + " is already prone");
        IllegalCommand.require(actor.alive(), actor.id() + " is dead");
        s.conditions.add(actor, Condition.PRONE, "drops prone", "MOVE-PRONE");
    }
}
