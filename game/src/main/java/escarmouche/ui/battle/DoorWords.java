package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.objects.Doors;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.objects.ObjectUse;
import escarmouche.ui.term.Direction;

/**
 * Doors in the player's words (TURN-OBJECT): what the look cursor says of one, and what the screen says
 * when the player bumps into one or asks to open, close or pick it. Every sentence names the key to use.
 */
final class DoorWords {
    /** The key that opens, closes or picks an adjacent door (the help and the look text name it). */
    static final char KEY = 'O';

    private DoorWords() {}

    /** The look text of a door square. */
    static String look(Doors doors, Pos at) {
        if (doors.open(at)) {
            return "open door: passable; press " + KEY + " beside it to close it (it blocks movement and sight again)";
        }
        if (doors.locked(at)) {
            return "locked door (DC " + doors.dc(at) + " to pick): blocks movement and sight; beside it, press " + KEY
                    + " to pick the lock, a Dex check that takes your whole turn";
        }
        return "closed door: blocks movement and sight; walk into it, or press " + KEY
                + " beside it, to open it (the turn's free object interaction)";
    }

    /** Said when the player walks into a locked door, or asks to open one. */
    static String locked(Doors doors, Pos at, Direction d) {
        return "The door " + d.label + " (" + at + ") is locked, DC " + doors.dc(at) + ". To unlock it, press " + KEY
                + " then " + d.label + " at the start of a turn: a Dex check against DC " + doors.dc(at)
                + " that takes the whole turn (movement and action); then walk into it to open it.";
    }

    /** Why a lock cannot be picked now, in the player's words, or null when it can. */
    static String cannotPick(Creature me) {
        String why = ObjectUse.whyNoLockpicking(me.turn.moved, me.turn.actionUsed);
        return why == null ? null : "Not this turn: " + why + ". Try again at the start of your next turn.";
    }

    /** What opening or closing costs now (TURN-OBJECT): free, the action, or not possible. */
    static String cost(Creature me) {
        if (ObjectUse.cost(me.turn.objectUsed) == ObjectUse.Cost.FREE) return "your free object interaction";
        return me.turn.actionUsed ? null : "your action (the free object interaction is spent)";
    }

    static String noDoor() {
        return "No door next to you: stand beside a door (+ closed, ' open), then press " + KEY + ".";
    }

    static String whichDoor() {
        return "Which door? Press the direction of the door (arrows or h j k l y u b n); Esc to cancel.";
    }

    static String noInteraction() {
        return "Your free object interaction and your action are both spent this turn: the door waits until your"
                + " next turn.";
    }
}
