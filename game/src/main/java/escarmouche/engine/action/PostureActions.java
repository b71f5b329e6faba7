package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.Standing;
import java.util.Optional;

/** {@code stand} and {@code prone} (MOVE-PRONE): getting up costs half the speed, lying down is free. */
final class PostureActions {
    private final Services s;

    PostureActions(Services services) {
        this.s = services;
    }

    Outcome stand(Creature actor) {
        Optional<Outcome.Refused> no = Outcome.Refused.unless(actor.has(Condition.PRONE), "MOVE-PRONE",
                actor.id() + " is not prone").or(() -> Outcome.Refused.unable(actor))
                .or(() -> MoveActions.disabled(actor));
        if (no.isPresent()) return no.get();
        int speed = s.movement.effectiveSpeed(actor);
        Optional<Refusal> why = Standing.cannotStand(speed, actor.turn.movementLeft);
        if (why.isPresent()) return Outcome.Refused.by(why.get().rule(), why.get().reason());
        int cost = Standing.cost(speed);
        actor.turn.movementLeft -= cost;
        actor.turn.moved = true;
        s.conditions.remove(actor, Condition.PRONE, "stands up (" + cost + " movement, "
                + actor.turn.movementLeft + " left)", Standing.RULE);
        MoveActions.afterDisabledMove(actor);
        return Outcome.DONE;
    }

    Outcome prone(Creature actor) {
        Optional<Outcome.Refused> no = Outcome.Refused.unless(!actor.has(Condition.PRONE), "MOVE-PRONE",
                actor.id() + " is already prone").or(() -> Outcome.Refused.unless(actor.alive(), "HP-DEAD",
                actor.id() + " is dead"));
        if (no.isPresent()) return no.get();
        s.conditions.add(actor, Condition.PRONE, "drops prone (free)", Standing.RULE);
        return Outcome.DONE;
    }
}
