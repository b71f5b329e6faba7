package escarmouche.rules.grapple;

import escarmouche.rules.core.Ability;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.movement.D20Roll;
import java.util.Optional;

/**
 * Opposed checks. Dice order: the acting side's d20 (two with advantage or disadvantage), then the
 * other side's. The actor must beat the other's total: on a tie the situation stays as it was.
 */
public final class Contest {
    private Contest() {}

    public static ContestResult resolve(String rule, ContestSide actor, ContestSide other, Dice dice) {
        D20Roll a = D20Roll.roll(dice, actor.advantage(), actor.modifiers());
        D20Roll o = D20Roll.roll(dice, other.advantage(), other.modifiers());
        return new ContestResult(rule, actor, other, Optional.of(a), Optional.of(o), a.total() > o.total());
    }

    /** The actor wins without rolling (its target is incapacitated). */
    public static ContestResult automatic(String rule, ContestSide actor, ContestSide other) {
        return new ContestResult(rule, actor, other, Optional.empty(), Optional.empty(), true);
    }

    /** The better of Str and Dex for a creature that may choose; Str on a tie. */
    public static Ability better(int strModifier, int dexModifier) {
        return dexModifier > strModifier ? Ability.DEX : Ability.STR;
    }
}
