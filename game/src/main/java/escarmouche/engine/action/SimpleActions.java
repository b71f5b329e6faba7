package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.core.Condition;

/** Actions without rolls: Dodge. Dash, standing up and dropping prone are in DashAction and PostureActions. */
final class SimpleActions {
    private final Services s;

    SimpleActions(Services services) {
        this.s = services;
    }

    private void useAction(Creature actor) {
        IllegalCommand.require(actor.canAct(), actor.id() + " cannot act");
        IllegalCommand.require(!actor.turn.actionUsed, actor.id() + " has already used its action this turn");
        actor.turn.actionUsed = true;
    }

    /** ACT-DODGE: until its next turn, attacks against it have disadvantage. */
    void dodge(Creature actor) {
        useAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE");
    }
}
