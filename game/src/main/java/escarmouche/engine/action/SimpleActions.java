package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.core.Condition;
import java.util.Optional;

/** Actions without rolls: Dodge. Dash, standing up and dropping prone are in DashAction and PostureActions. */
final class SimpleActions {
    private final Services s;

    SimpleActions(Services services) {
        this.s = services;
    }

    /**
     * Why the creature has no action to spend, or empty: it must be able to act, and a disabled creature that
     * moved has none (HP-DISABLED), nor one that used it (TURN-ECONOMY).
     */
    static Optional<Outcome.Refused> noAction(Creature actor) {
        return Outcome.Refused.unable(actor)
                .or(() -> Outcome.Refused.unless(!(actor.has(Condition.DISABLED) && actor.turn.moved), "HP-DISABLED",
                        () -> actor.id() + " is disabled (0 HP) and has already moved: no action this turn"))
                .or(() -> Outcome.Refused.unless(!actor.turn.actionUsed, "TURN-ECONOMY",
                        () -> actor.id() + " has already used its action this turn"));
    }

    /** Spends the creature's one action (TURN-ECONOMY), once {@link #noAction} allowed it. */
    static void spendAction(Creature actor) {
        actor.turn.actionUsed = true;
    }


    /**
     * ACT-DODGE: until the start of its next turn, attacks against it have disadvantage (if it sees the
     * attacker), Dex saves advantage and [HOUSE] other saves +1; lost if incapacitated or at speed 0.
     */
    Outcome dodge(Creature actor) {
        Optional<Outcome.Refused> no = noAction(actor);
        if (no.isPresent()) return no.get();
        spendAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE", null,
                ConditionEnd.startOfNextTurn(actor.id()));
        return Outcome.DONE;
    }
}
