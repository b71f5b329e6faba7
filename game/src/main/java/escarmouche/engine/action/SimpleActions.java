package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.core.Condition;

/** Actions without rolls: Dodge. Dash, standing up and dropping prone are in DashAction and PostureActions. */
final class SimpleActions {
    private final Services s;

    SimpleActions(Services services) {
        this.s = services;
    }

    /** Spends the creature's one action (TURN-ECONOMY); a disabled creature that moved has none (HP-DISABLED). */
    static void useAction(Creature actor) {
        IllegalCommand.requireAble(actor);
        IllegalCommand.require(!(actor.has(Condition.DISABLED) && actor.turn.moved), "HP-DISABLED",
                actor.id() + " is disabled (0 HP) and has already moved: no action this turn");
        IllegalCommand.require(!actor.turn.actionUsed, "TURN-ECONOMY",
                actor.id() + " has already used its action this turn");
        actor.turn.actionUsed = true;
    }

    /**
     * ACT-DODGE: until the start of its next turn, attacks against it have disadvantage (if it sees the
     * attacker), Dex saves advantage and [HOUSE] other saves +1; lost if incapacitated or at speed 0.
     */
    void dodge(Creature actor) {
        useAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE", null,
                ConditionEnd.startOfNextTurn(actor.id()));
    }
}
