package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.events.NoteEvent;
import java.util.List;

/**
 * {@code yield}: the creature gives up the fight for its side. It costs nothing and needs nothing (a held or
 * prone creature can yield too); the fight then ends at the end-of-fight check that follows every command,
 * before any end-of-turn effect could roll a die, with the other side the winner.
 */
final class YieldAction {
    private final Services s;

    YieldAction(Services services) {
        this.s = services;
    }

    Outcome yieldFight(Creature actor) {
        String side = actor.side.side;
        s.battle.yieldSide(side, actor.id());
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " yields: the " + side + " give up the fight", List.of()));
        return Outcome.DONE;
    }
}
