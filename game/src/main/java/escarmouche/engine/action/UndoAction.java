package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;

/**
 * {@code undo}: the creature takes back its last move of the turn, as long as nothing but its steps has
 * happened since the move began (no die rolled, no opportunity attack, nothing noticed or revealed). The
 * command is recorded like any other, so saves and replays take the move back at the same point.
 */
final class UndoAction {
    private final Services s;

    UndoAction(Services services) {
        this.s = services;
    }

    Outcome undo(Creature actor) {
        String why = s.movement.whyNoTakeBack(actor);
        if (why != null) return Outcome.Refused.by("TURN-ECONOMY", why);
        s.movement.takeBack(actor);
        return Outcome.DONE;
    }
}
