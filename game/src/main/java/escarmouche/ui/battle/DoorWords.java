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

    /** Said when the player walks into a locked door: one line, which fits 80 columns. */
    static String locked(Doors doors, Pos at, Direction d) {
        return "Locked, DC " + doors.dc(at) + ": " + KEY + " then " + d.label + " picks the lock (a Dex check, your"
                + " whole turn).";
    }

    /** Why a lock cannot be picked now, in the player's words, or null when it can. */
    static String cannotPick(Creature me) {
        String why = ObjectUse.whyNoLockpicking(me.turn.moved, me.turn.actionUsed);
        if (why == null) return null;
        return me.turn.moved ? "Not this turn: picking a lock takes the whole turn, and you have moved."
                : "Not this turn: picking a lock takes the whole turn, and you have acted.";
    }

    /** What opening or closing costs now (TURN-OBJECT): free, the action, or not possible. */
    static String cost(Creature me) {
        if (ObjectUse.cost(me.turn.objectUsed) == ObjectUse.Cost.FREE) return "your free object interaction";
        return me.turn.actionUsed ? null : "your action (the free object interaction is spent)";
    }

    /** Said when the planner's path runs into a wall or a closed door. */
    static String blocked(Doors doors, Pos at, Direction d) {
        if (!doors.closed(at)) return "A wall blocks the way " + d.label + ".";
        return (doors.locked(at) ? "A locked door" : "A closed door") + " blocks the way " + d.label + ": open it"
                + " first (walk into it, or " + KEY + " beside it).";
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
