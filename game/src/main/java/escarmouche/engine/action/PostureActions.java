package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Standing;
import java.util.Optional;

/** {@code stand} and {@code prone} (MOVE-PRONE): getting up costs half the speed, lying down is free. */
final class PostureActions {
    private final Services s;

    PostureActions(Services services) {
        this.s = services;
    }

    /** Why standing up would be refused now, or empty (MOVE-PRONE). */
    Optional<Outcome.Refused> cannotStand(Creature actor) {
        return Outcome.Refused.unless(actor.has(Condition.PRONE), "MOVE-PRONE", () -> actor.id() + " is not prone")
                .or(() -> Outcome.Refused.unable(actor))
                .or(() -> MoveActions.disabled(actor))
                .or(() -> Standing.cannotStand(s.movement.effectiveSpeed(actor), actor.turn.movementLeft)
                        .map(why -> Outcome.Refused.by(why.rule(), why.reason())));
    }

    Outcome stand(Creature actor) {
        Optional<Outcome.Refused> no = cannotStand(actor);
        if (no.isPresent()) return no.get();
        int speed = s.movement.effectiveSpeed(actor);
        int cost = Standing.cost(speed);
        actor.turn.movementLeft -= cost;
        actor.turn.moved = true;
        s.conditions.remove(actor, Condition.PRONE, "stands up (" + cost + " movement, "
                + actor.turn.movementLeft + " left)", Standing.RULE);
        return Outcome.DONE;
    }

    /** Why dropping prone would be refused now, or empty (MOVE-PRONE). */
    static Optional<Outcome.Refused> cannotDropProne(Creature actor) {
        return Outcome.Refused.unless(!actor.has(Condition.PRONE), "MOVE-PRONE",
                () -> actor.id() + " is already prone").or(() -> Outcome.Refused.unless(actor.alive(), "HP-DEAD",
                () -> actor.id() + " is dead"));
    }

    Outcome prone(Creature actor) {
        Optional<Outcome.Refused> no = cannotDropProne(actor);
        if (no.isPresent()) return no.get();
        s.conditions.add(actor, Condition.PRONE, "drops prone (free)", Standing.RULE);
        return Outcome.DONE;
    }
}
