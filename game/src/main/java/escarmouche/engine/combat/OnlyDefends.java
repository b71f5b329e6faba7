package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import java.util.Optional;

/**
 * COND-FRIGHTENED [HOUSE]: a frightened creature may only defend itself, so every action that goes at a foe
 * (attack, grapple, shove, help against it, ready an attack, a harmful spell) is refused with this one
 * sentence; getting free (an escape from a grapple or a net), dodging and running stay allowed. Plain 5e
 * only gives disadvantage while the source is in sight, which the rolls apply.
 */
public final class OnlyDefends {
    private OnlyDefends() {}

    /** Why {@code actor} may not go at a foe now, or empty: frightened under the house rules. */
    public static Optional<Outcome.Refused> refusal(Battle battle, Creature actor) {
        if (!(battle.house(RulePart.CONDITIONS) && actor.has(Condition.FRIGHTENED))) return Optional.empty();
        // A hero is "they" in English (engine.refuse.frightened.they): the error event says what run's error stream does.
        String defends = actor.isPc() ? "they may only defend themselves" : "it may only defend itself";
        return Optional.of(Outcome.Refused.by("COND-FRIGHTENED",
                actor.id() + " is frightened: " + defends + " (COND-FRIGHTENED)"));
    }
}
