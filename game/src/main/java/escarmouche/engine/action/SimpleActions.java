package escarmouche.engine.action;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.AttackSituation;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.core.Condition;
import escarmouche.rules.health.Exhaustion;
import java.util.List;
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
        // Asked before every attack, spell and action: plain tests, words made only for a refusal.
        Optional<Outcome.Refused> unable = Outcome.Refused.unable(actor);
        if (unable.isPresent()) return unable;
        if (actor.has(Condition.DISABLED) && actor.turn.moved) {
            return Optional.of(Outcome.Refused.by("HP-DISABLED",
                    actor.id() + " is disabled (0 HP) and has already moved: no action this turn"));
        }
        if (actor.turn.actionUsed) {
            return Optional.of(Outcome.Refused.by("TURN-ECONOMY", actor.id() + " has already used its action this turn"));
        }
        return Optional.empty();
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
        Optional<Outcome.Refused> no = noAction(actor).or(() -> lostAtOnce(actor));
        if (no.isPresent()) return no.get();
        spendAction(actor);
        s.conditions.add(actor, Condition.DODGING, "takes the Dodge action", "ACT-DODGE", null,
                ConditionEnd.startOfNextTurn(actor.id()));
        return Outcome.DONE;
    }

    /**
     * ACT-DODGE: why a Dodge taken now would be lost as soon as it is taken, or empty. The dodge is lost at speed 0
     * (grappled, restrained, exhausted to level 5, or a creature that has no speed): taken there, it would spend the
     * action, show the creature dodging and give it nothing, so it is refused and the action kept. An
     * incapacitated creature has no action to take it with ({@link #noAction} says so first).
     */
    static Optional<Outcome.Refused> lostAtOnce(Creature actor) {
        if (AttackSituation.wouldDodge(actor)) return Optional.empty();
        for (Condition held : new Condition[] {Condition.GRAPPLED, Condition.RESTRAINED}) {
            if (actor.has(held)) {
                return Optional.of(Outcome.Refused.by(List.of("ACT-DODGE", held.ruleId()),
                        actor.id() + " is " + held.id() + ": at speed 0 a dodge would be lost at once"));
            }
        }
        // Exhaustion's level 5 brings the speed to 0; a creature written with no speed has none to lose.
        List<String> rules = Exhaustion.speed(actor.health.exhaustion, actor.stats.speed) < actor.stats.speed
                ? List.of("ACT-DODGE", "HP-EXHAUSTION") : List.of("ACT-DODGE");
        return Optional.of(Outcome.Refused.by(rules, actor.id() + " has speed 0: a dodge would be lost at once"));
    }
}
