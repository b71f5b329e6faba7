package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.objects.Doors;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.objects.ObjectUse;
import java.util.List;
import java.util.Optional;

/**
 * {@code open X,Y}, {@code close X,Y} and {@code pick X,Y} (TURN-OBJECT). A door must be next to the
 * creature; a square with no such door (a wall, a floor, a square off the map) is said to have none, near or
 * far, rather than called a door out of reach. The first object interaction of a turn is free, a second one takes the action (ACT-USE).
 * A locked door must be picked first: a Dex check against its DC that takes the whole turn, movement and
 * action; on a success the door is unlocked and may be opened with the turn's free interaction.
 */
final class DoorActions {
    private final Services s;

    DoorActions(Services services) {
        this.s = services;
    }

    Outcome door(Creature actor, Command.Door d) {
        Pos at = d.at();
        Optional<Outcome.Refused> no = Outcome.Refused.unable(actor).or(() -> noDoor(d))
                .or(() -> nextTo(actor, at)).or(() -> cannotSwing(d));
        if (no.isPresent()) return no.get();
        boolean free = ObjectUse.cost(actor.turn.objectUsed) == ObjectUse.Cost.FREE;
        if (!free && actor.turn.actionUsed) {
            return Outcome.Refused.by(List.of("TURN-OBJECT", "TURN-ECONOMY"), actor.id() + " has used its free"
                    + " object interaction, and a second one takes the action, which it has already used this turn");
        }
        if (!free) {
            Optional<Outcome.Refused> noAction = SimpleActions.noAction(actor);
            if (noAction.isPresent()) return noAction.get();
        }
        Doors doors = s.doors;
        if (free) actor.turn.objectUsed = true;
        else SimpleActions.spendAction(actor);
        doors.set(at, d.open());
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + (d.open() ? " opens" : " closes") + " the door at " + at
                + (free ? " (its free object interaction)" : " (a second interaction: it takes the action)"),
                free ? List.of("TURN-OBJECT") : List.of("TURN-OBJECT", "ACT-USE")));
        return Outcome.DONE;
    }

    /** Beside the door (TURN-OBJECT); asked once the square is known to hold one. */
    private static Optional<Outcome.Refused> nextTo(Creature actor, Pos at) {
        return Outcome.Refused.unless(actor.distanceTo(at) == 1, "TURN-OBJECT",
                () -> "the door at " + at + " is not next to " + actor.id());
    }

    /** A closed door to open, an open one to close: a command about any other square names no door (no rule). */
    private Optional<Outcome.Refused> noDoor(Command.Door d) {
        Pos at = d.at();
        return d.open() ? Outcome.Refused.unlessWellFormed(s.doors.closed(at), () -> "there is no closed door at " + at)
                : Outcome.Refused.unlessWellFormed(s.doors.open(at), () -> "there is no open door at " + at);
    }

    /** An unlocked door to open; no one in the doorway of a door to close. */
    private Optional<Outcome.Refused> cannotSwing(Command.Door d) {
        Doors doors = s.doors;
        Pos at = d.at();
        if (d.open()) {
            if (!doors.locked(at)) return Optional.empty();
            return Optional.of(Outcome.Refused.by("TURN-OBJECT",
                    "the door at " + at + " is locked (DC " + doors.dc(at) + "): pick it first"));
        }
        Creature inside = s.battle.occupant(at);
        return Outcome.Refused.unless(inside == null, "TURN-OBJECT",
                () -> inside == null ? "" : inside.id() + " stands in the doorway at " + at);
    }

    Outcome pick(Creature actor, Command.Pick p) {
        Doors doors = s.doors;
        Pos at = p.at();
        String why = ObjectUse.whyNoLockpicking(actor.turn.moved, actor.turn.actionUsed);
        Optional<Outcome.Refused> no = Outcome.Refused.unable(actor)
                .or(() -> Outcome.Refused.unlessWellFormed(doors.closed(at) && doors.locked(at),
                        () -> "there is no locked door at " + at))
                .or(() -> nextTo(actor, at))
                .or(() -> why == null ? Optional.empty() : Optional.of(Outcome.Refused.by("TURN-OBJECT", why)))
                .or(() -> SimpleActions.noAction(actor));
        if (no.isPresent()) return no.get();
        SimpleActions.spendAction(actor);
        actor.turn.movementLeft = 0;
        actor.turn.moved = true;
        AbilityCheck.Input in = s.checks.input(actor, Ability.DEX, doors.dc(at));
        if (s.checks.check(actor, in, "pick the lock at " + at, List.of("TURN-OBJECT", "ACT-LOCKPICK")).success()) {
            doors.unlock(at);
            s.battle.emit(new NoteEvent(actor.id(), "the door at " + at + " is unlocked", List.of("TURN-OBJECT")));
        }
        return Outcome.DONE;
    }
}
