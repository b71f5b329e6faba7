package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.NoteEvent;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.core.Condition;
import java.util.List;

/** Actions without rolls: Dash, Dodge, standing up and dropping prone. */
final class SimpleActions {
    private final Services s;

    SimpleActions(Services services) {
        this.s = services;
    }

    /** Spends the creature's one action (TURN-ECONOMY); a disabled creature that moved has none (HP-DISABLED). */
    static void useAction(Creature actor) {
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        IllegalCommand.require(!(actor.has(Condition.DISABLED) && actor.turn.moved),
                actor.id() + " is disabled (0 HP) and has already moved: no action this turn");
        IllegalCommand.require(!actor.turn.actionUsed, actor.id() + " has already used its action this turn");
        actor.turn.actionUsed = true;
    }

    /** The speed this turn: the movement rules' speed, then exhaustion (HP-EXHAUSTION). */
    private int speed(Creature actor) {
        return s.turnEffects.speed(actor, s.movement.effectiveSpeed(actor));
    }

    /** MOVE-DASH / ACT-DASH: the action adds the creature's current speed to its movement. */
    void dash(Creature actor) {
        useAction(actor);
        int speed = speed(actor);
        actor.turn.movementLeft += speed;
        actor.turn.movementBudget += speed;
        actor.turn.dashed = true;
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " dashes: +" + speed + " movement, "
                + actor.turn.movementLeft + " left", List.of("ACT-DASH", "MOVE-DASH")));
    }

    /**
     * ACT-DODGE: until the start of its next turn, attacks against it have disadvantage (if it sees the
     * attacker), Dex saves advantage and [HOUSE] other saves +1; lost if incapacitated or at speed 0.
     */
    void dodge(Creature actor) {
        useAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE", null,
                ConditionEnd.startOfNextTurn(actor.id()));
    }

    /** MOVE-PRONE: standing up costs half the creature's speed. */
    void stand(Creature actor) {
        IllegalCommand.require(actor.has(Condition.PRONE), actor.id() + " is not prone");
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        int speed = speed(actor);
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
