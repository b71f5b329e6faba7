package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * {@code pickup [ITEM]}: takes a weapon lying in the creature's space back in hand (ATK-FUMBLE). It costs
 * the whole movement when the creature has not moved yet this turn, otherwise its action. A disabled
 * creature (HP-DISABLED) spends both, as it has either one or the other.
 */
final class PickupAction {
    private final Services s;

    PickupAction(Services services) {
        this.s = services;
    }

    void pickup(Creature actor, Command.Pickup p) {
        IllegalCommand.requireAble(actor);
        GroundItems.Item item = find(actor, p.item());
        boolean wholeMove = !actor.turn.moved && actor.turn.movementBudget > 0
                && actor.turn.movementLeft == actor.turn.movementBudget;
        if (!wholeMove && actor.turn.actionUsed) {
            throw new IllegalCommand("picking up the " + item.weapon().id() + " takes the whole movement or the"
                    + " action: " + actor.id() + " has neither left", List.of(item.rule(), "TURN-ECONOMY"));
        }
        IllegalCommand.require(!(actor.has(Condition.DISABLED) && (actor.turn.moved || actor.turn.actionUsed)),
                "HP-DISABLED", actor.id() + " is disabled (0 HP) and has already moved or acted this turn");
        String cost;
        if (wholeMove) {
            actor.turn.movementLeft = 0;
            actor.turn.moved = true;
            cost = "its whole movement";
        } else {
            actor.turn.actionUsed = true;
            cost = "its action";
        }
        if (actor.has(Condition.DISABLED)) actor.turn.actionUsed = true;
        s.battle.ground().take(item);
        actor.arsenal.weapons.add(0, item.weapon());
        actor.arsenal.inHand = item.weapon().id();
        s.battle.emit(new NoteEvent(actor.id(), actor.id() + " picks up the " + item.weapon().id() + " at " + item.at()
                + ", using " + cost, List.of(item.rule())));
    }

    private GroundItems.Item find(Creature actor, String id) {
        for (Pos p : actor.squares()) {
            for (GroundItems.Item i : s.battle.ground().at(p)) {
                if (id == null || i.weapon().id().equals(id)) return i;
            }
        }
        throw IllegalCommand.malformed(id == null ? "nothing to pick up in " + actor.id() + "'s space"
                : "no " + id + " lying in " + actor.id() + "'s space");
    }
}
