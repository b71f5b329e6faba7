package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.core.Condition;
import java.util.List;

/**
 * The one action of a turn (TURN-ECONOMY) for the movement, grapple and disengage handlers: check it is
 * still there before anything is rolled, spend it once the command is known to be legal.
 */
final class ActionEconomy {
    private final Services s;

    ActionEconomy(Services services) {
        this.s = services;
    }

    /** Refuses the command if the creature cannot take an action now. */
    void require(Creature actor) {
        IllegalCommand.requireAble(actor);
        IllegalCommand.require(!actor.turn.actionUsed, "TURN-ECONOMY",
                actor.id() + " has already used its action this turn");
        if (actor.has(Condition.DISABLED) && actor.turn.moved) {
            throw new IllegalCommand(actor.id() + " is disabled (0 HP) and has already moved: no action this turn",
                    List.of("HP-DISABLED"));
        }
    }

    void spend(Creature actor) {
        actor.turn.actionUsed = true;
    }

    /** HP-DISABLED: a strenuous action (an attack, or a grapple or shove in its place) at 0 HP drops to -1. */
    void strain(Creature actor) {
        AttackAction.strenuous(s, actor);
    }
}
