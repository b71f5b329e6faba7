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
    static String look(Doors doors, Pos at, FightTerms w) {
        if (doors.open(at)) return w.t("door.look.open", KEY);
        if (doors.locked(at)) return w.t("door.look.locked", doors.dc(at), KEY);
        return w.t("door.look.closed", KEY);
    }

    /** Said when the player walks into a locked door: one line, which fits 80 columns. */
    static String locked(Doors doors, Pos at, Direction d, FightTerms w) {
        return w.t("door.locked", doors.dc(at), KEY, w.direction(d));
    }

    /** Why a lock cannot be picked now, in the player's words, or null when it can. */
    static String cannotPick(Creature me, FightTerms w) {
        String why = ObjectUse.whyNoLockpicking(me.turn.moved, me.turn.actionUsed);
        if (why == null) return null;
        return w.t(me.turn.moved ? "door.pick.moved" : "door.pick.acted");
    }

    /** What opening or closing costs now (TURN-OBJECT): free, the action, or not possible. */
    static String cost(Creature me, FightTerms w) {
        if (ObjectUse.cost(me.turn.objectUsed) == ObjectUse.Cost.FREE) return w.t("door.cost.free");
        return me.actionSpent() ? null : w.t("door.cost.action");
    }

    /** Said when the planner's path runs into a wall or a closed door. */
    static String blocked(Doors doors, Pos at, Direction d, FightTerms w) {
        if (!doors.closed(at)) return w.t("door.wall", w.toward(d));
        return w.t(doors.locked(at) ? "door.blocked.locked" : "door.blocked.closed", w.toward(d), KEY);
    }

    static String whichDoor(FightTerms w) {
        return w.t("door.which");
    }

    static String noInteraction(FightTerms w) {
        return w.t("door.spent");
    }
}
