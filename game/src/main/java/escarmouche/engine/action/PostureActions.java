package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Standing;
import java.util.List;
import java.util.Optional;

/**
 * {@code stand} and {@code prone} (MOVE-PRONE): getting up costs half the speed, lying down is free. A creature
 * its own failed terrain check threw down this turn, with too little movement left, may stand up with its
 * action instead ({@code stand with=action}: the seed's clause of MOVE-DIFFICULT and MOVE-STAIRS, see
 * {@link Standing}).
 */
final class PostureActions {
    private final Services s;
    private final ActionEconomy economy;

    PostureActions(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
    }

    /** Why standing up would be refused now, or empty (MOVE-PRONE). */
    Optional<Outcome.Refused> cannotStand(Creature actor) {
        // Standing up is movement: COND-INCAPACITATED alone does not forbid it (Creature#canMove).
        return Outcome.Refused.unless(actor.has(Condition.PRONE), "MOVE-PRONE", () -> actor.id() + " is not prone")
                .or(() -> actor.canMove() ? Optional.empty() : Outcome.Refused.unable(actor))
                .or(() -> MoveActions.disabled(actor))
                .or(() -> Standing.cannotStand(s.movement.effectiveSpeed(actor), actor.turn.movementLeft)
                        .map(why -> Outcome.Refused.by(why.rule(), why.reason())));
    }

    /**
     * Why standing up with the action would be refused now, or empty: not prone, unable, not thrown down by its own
     * failed terrain check this turn, movement enough to stand the usual way, or no action left (TURN-ECONOMY;
     * HP-DISABLED: a disabled creature's failed move was its one thing this turn).
     */
    Optional<Outcome.Refused> cannotStandWithAction(Creature actor) {
        return Outcome.Refused.unless(actor.has(Condition.PRONE), "MOVE-PRONE", () -> actor.id() + " is not prone")
                .or(() -> Outcome.Refused.unable(actor))
                .or(() -> Standing.cannotStandWithAction(s.movement.effectiveSpeed(actor), actor.turn.movementLeft,
                        actor.turn.fellOn).map(why -> Outcome.Refused.by(why.rule(), why.reason())))
                .or(() -> economy.unavailable(actor));
    }

    Outcome stand(Creature actor, Command.Stand command) {
        return command.withAction() ? standWithAction(actor) : stand(actor);
    }

    private Outcome standWithAction(Creature actor) {
        Optional<Outcome.Refused> no = cannotStandWithAction(actor);
        if (no.isPresent()) return no.get();
        String fellOn = actor.turn.fellOn;
        actor.turn.actionUsed = true;
        actor.turn.fellOn = null;
        s.conditions.remove(actor, Condition.PRONE, "stands up with its action (too little movement left after the"
                + " fall)", List.of(fellOn, Standing.RULE));
        return Outcome.DONE;
    }

    Outcome stand(Creature actor) {
        Optional<Outcome.Refused> no = cannotStand(actor);
        if (no.isPresent()) return no.get();
        int speed = s.movement.effectiveSpeed(actor);
        int cost = Standing.cost(speed);
        actor.turn.movementLeft -= cost;
        actor.turn.moved = true;
        actor.turn.fellOn = null;
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
