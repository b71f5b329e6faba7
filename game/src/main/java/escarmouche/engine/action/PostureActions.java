package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.Standing;
import java.util.List;
import java.util.Optional;

/** {@code stand} and {@code prone} (MOVE-PRONE): getting up costs half the speed, lying down is free. */
final class PostureActions {
    private final Services s;

    PostureActions(Services services) {
        this.s = services;
    }

    void stand(Creature actor) {
        IllegalCommand.require(actor.has(Condition.PRONE), "MOVE-PRONE", actor.id() + " is not prone");
        IllegalCommand.requireAble(actor);
        MoveActions.checkDisabled(actor);
        int speed = s.movement.effectiveSpeed(actor);
        Optional<Refusal> why = Standing.cannotStand(speed, actor.turn.movementLeft);
        if (why.isPresent()) throw new IllegalCommand(why.get().reason(), List.of(why.get().rule()));
        int cost = Standing.cost(speed);
        actor.turn.movementLeft -= cost;
        actor.turn.moved = true;
        s.conditions.remove(actor, Condition.PRONE, "stands up (" + cost + " movement, "
                + actor.turn.movementLeft + " left)", Standing.RULE);
        MoveActions.afterDisabledMove(actor);
    }

    void prone(Creature actor) {
        IllegalCommand.require(!actor.has(Condition.PRONE), "MOVE-PRONE", actor.id() + " is already prone");
        IllegalCommand.require(actor.alive(), "HP-DEAD", actor.id() + " is dead");
        s.conditions.add(actor, Condition.PRONE, "drops prone (free)", Standing.RULE);
    }
}
