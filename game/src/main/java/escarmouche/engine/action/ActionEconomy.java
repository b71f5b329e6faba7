package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Condition;
import java.util.Optional;

/**
 * The one action of a turn (TURN-ECONOMY) for the movement, grapple and disengage handlers: check it is
 * still there before anything is rolled, spend it once the command is known to be legal.
 */
final class ActionEconomy {
    private final Services s;

    ActionEconomy(Services services) {
        this.s = services;
    }

    /** Why the creature cannot take an action now, or empty when it can. */
    Optional<Outcome.Refused> unavailable(Creature actor) {
        // Plain tests in order, not a chain of lambdas: each would be made anew for every Dash and Disengage.
        Optional<Outcome.Refused> unable = Outcome.Refused.unable(actor);
        if (unable.isPresent()) return unable;
        if (actor.turn.actionUsed) {
            return Optional.of(Outcome.Refused.by("TURN-ECONOMY", actor.id() + " has already used its action this turn"));
        }
        if (actor.has(Condition.DISABLED) && actor.turn.moved) {
            return Optional.of(Outcome.Refused.by("HP-DISABLED",
                    actor.id() + " is disabled (0 HP) and has already moved: no action this turn"));
        }
        return Optional.empty();
    }


    void spend(Creature actor) {
        actor.turn.actionUsed = true;
    }

    /** HP-DISABLED: a strenuous action (an attack, or a grapple or shove in its place) at 0 HP drops to -1. */
    void strain(Creature actor) {
        AttackAction.strenuous(s, actor);
    }
}
