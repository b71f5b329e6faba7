package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.objects.Doors;
import escarmouche.events.NoteEvent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.objects.ObjectUse;
import java.util.List;

/**
 * {@code open X,Y}, {@code close X,Y} and {@code pick X,Y} (TURN-OBJECT). A door must be next to the
 * creature. The first object interaction of a turn is free, a second one takes the action (ACT-USE).
 * A locked door must be picked first: a Dex check against its DC that takes the whole turn, movement and
 * action; on a success the door is unlocked and may be opened with the turn's free interaction.
 */
final class DoorActions {
    private final Services s;

    DoorActions(Services services) {
        this.s = services;
    }

    void door(Creature actor, Command.Door d) {
        Doors doors = s.doors;
        Pos at = d.at();
        IllegalCommand.requireAble(actor);
        IllegalCommand.require(actor.distanceTo(at) == 1, "TURN-OBJECT",
                "the door at " + at + " is not next to " + actor.id());
        if (d.open()) {
            IllegalCommand.requireWellFormed(doors.closed(at), "there is no closed door at " + at);
            if (doors.locked(at)) {
                throw new IllegalCommand("the door at " + at + " is locked (DC " + doors.dc(at) + "): pick it first",
                        List.of("TURN-OBJECT"));
            }
        } else {
            IllegalCommand.requireWellFormed(doors.open(at), "there is no open door at " + at);
            Creature inside = s.battle.occupant(at);
            IllegalCommand.require(inside == null, "TURN-OBJECT",
                    inside == null ? "" : inside.id() + " stands in the doorway at " + at);
        }
        boolean free = ObjectUse.cost(actor.turn.objectUsed) == ObjectUse.Cost.FREE;
        if (!free && actor.turn.actionUsed) {
            throw new IllegalCommand(actor.id() + " has used its free object interaction, and a second one takes the"
                    + " action, which it has already used this turn", List.of("TURN-OBJECT", "TURN-ECONOMY"));
        }
        if (free) actor.turn.objectUsed = true;
        else SimpleActions.useAction(actor);
        doors.set(at, d.open());
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + (d.open() ? " opens" : " closes") + " the door at " + at
                + (free ? " (its free object interaction)" : " (a second interaction: it takes the action)"),
                free ? List.of("TURN-OBJECT") : List.of("TURN-OBJECT", "ACT-USE")));
    }

    void pick(Creature actor, Command.Pick p) {
        Doors doors = s.doors;
        Pos at = p.at();
        IllegalCommand.requireAble(actor);
        IllegalCommand.require(actor.distanceTo(at) == 1, "TURN-OBJECT",
                "the door at " + at + " is not next to " + actor.id());
        IllegalCommand.requireWellFormed(doors.closed(at) && doors.locked(at), "there is no locked door at " + at);
        String why = ObjectUse.whyNoLockpicking(actor.turn.moved, actor.turn.actionUsed);
        if (why != null) throw new IllegalCommand(why, List.of("TURN-OBJECT"));
        SimpleActions.useAction(actor);
        actor.turn.movementLeft = 0;
        actor.turn.moved = true;
        AbilityCheck.Input in = s.checks.input(actor, Ability.DEX, doors.dc(at));
        if (s.checks.check(actor, in, "pick the lock at " + at, List.of("TURN-OBJECT", "ACT-LOCKPICK")).success()) {
            doors.unlock(at);
            s.battle.emit(new NoteEvent(actor.id(), "the door at " + at + " is unlocked", List.of("TURN-OBJECT")));
        }
    }
}
