package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.health.Exhaustion;
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
     * Why the Dash would be refused now, or empty. After the creature's own failed terrain check this turn it is
     * refused: the failure ended its movement for the turn (MOVE-DIFFICULT: "si jet loupé = mouvement de 6 cases pour
     * le round"; MOVE-PRONE: a failed crawl check ends the crawl), and a Dash giving it back would make the seed's way
     * up, standing with the action, always the worse choice. At speed 0 it is refused too ({@link #nothingToAdd}).
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
        return nothingToAdd(actor);
    }

    /**
     * ACT-DASH adds the speed the creature has now: at speed 0 (grappled, restrained, exhausted to level 5, or written
     * with none) it would spend the action and add nothing, as the Dodge would be lost at once there, so it is refused
     * with its cause named and the action kept. Its speed could only come back this turn through its own action (an
     * escape), which the Dash would have spent.
     */
    private Optional<Outcome.Refused> nothingToAdd(Creature actor) {
        if (s.movement.effectiveSpeed(actor) > 0) return Optional.empty();
        for (Condition held : new Condition[] {Condition.GRAPPLED, Condition.RESTRAINED}) {
            if (actor.has(held)) {
                return Optional.of(Outcome.Refused.by(List.of("ACT-DASH", held.ruleId()),
                        actor.id() + " is " + held.id() + ": at speed 0 a Dash would give no movement"));
            }
        }
        int level = actor.health.exhaustion;
        if (Exhaustion.speed(level, actor.stats.speed) < actor.stats.speed) {
            return Optional.of(Outcome.Refused.by(List.of("ACT-DASH", "HP-EXHAUSTION"), actor.id()
                    + " has speed 0 from exhaustion (level " + level + "): a Dash would give no movement"));
        }
        return Optional.of(Outcome.Refused.by(List.of("ACT-DASH"), actor.id() + " has speed 0: a Dash would give no movement"));
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
