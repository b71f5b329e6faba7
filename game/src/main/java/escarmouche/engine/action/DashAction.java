package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Speed;
import java.util.List;
import java.util.Optional;

/** {@code dash} (ACT-DASH, MOVE-DASH): the action adds the creature's current speed to its movement. */
final class DashAction {
    private final Services s;
    private final ActionEconomy economy;

    DashAction(Services services, ActionEconomy economy) {
        this.s = services;
        this.economy = economy;
    }

    /**
     * Why the Dash would be refused now, or empty. At speed 0 it is allowed (its movement comes back, doubled, should
     * the speed come back this turn: MovementBudget#refresh), though it adds nothing at once. After the creature's own
     * failed terrain check this turn it is refused: the failure ended its movement for the turn (MOVE-DIFFICULT: "si
     * jet loupé = mouvement de 6 cases pour le round"; MOVE-PRONE: a failed crawl check ends the crawl), and a Dash
     * giving it back would make the seed's way up, standing with the action, always the worse choice.
     */
    Optional<Outcome.Refused> cannotDash(Creature actor) {
        Optional<Outcome.Refused> no = economy.unavailable(actor);
        if (no.isPresent()) return no;
        if (actor.turn.movementEndedBy != null) {
            return Optional.of(Outcome.Refused.by(actor.turn.movementEndedBy, actor.id()
                    + "'s failed terrain check ended its movement this turn: a Dash gives it none back"));
        }
        // HP-DISABLED: its move or its action, not both; a Dash is an action whose only effect is movement it
        // could then not use, so it is refused rather than taken and wasted.
        if (actor.has(Condition.DISABLED)) {
            return Optional.of(Outcome.Refused.by("HP-DISABLED", actor.id()
                    + " is disabled (0 HP): it takes its move or its action, so a Dash would give movement it cannot use"));
        }
        return Optional.empty();
    }

    Outcome dash(Creature actor) {
        Optional<Outcome.Refused> no = cannotDash(actor);
        if (no.isPresent()) return no.get();
        economy.spend(actor);
        int speed = s.movement.effectiveSpeed(actor);
        actor.turn.movementLeft = Speed.dash(actor.turn.movementLeft, speed);
        actor.turn.movementBudget += speed;
        actor.turn.dashed = true;
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " dashes: +" + speed + " movement, "
                + actor.turn.movementLeft + " left", List.of("ACT-DASH", "MOVE-DASH")));
        return Outcome.DONE;
    }
}
