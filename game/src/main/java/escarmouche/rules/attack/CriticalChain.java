package escarmouche.rules.attack;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-CRIT: a critical doubles the damage, then another d20 is rolled: each further 20 doubles it
 * again (x4, x8 ...) until a d20 is not a 20. The damage itself is rolled once.
 *
 * @param rolls      the chain d20s after the one that made the critical
 * @param multiplier 2, 4, 8 ...
 */
public record CriticalChain(List<Roll> rolls, int multiplier) {
    /** Safety cap on forced or endless 20s: 2^21 at most; {@code DamageLimits} holds the product of it and a roll. */
    private static final int MAX_DOUBLINGS = 20;

    public CriticalChain {
        rolls = List.copyOf(rolls);
    }

    /** Rolls the chain for a critical that has already happened (multiplier starts at x2). */
    public static CriticalChain roll(Dice dice) {
        return rollFrom(2, dice);
    }

    /**
     * For a damaging spell without attack roll: one d20 starts the chain (a 20 doubles and chains, any
     * other result, a 1 included, does nothing).
     */
    public static CriticalChain rollForSpell(Dice dice) {
        return rollFrom(1, dice);
    }

    private static CriticalChain rollFrom(int start, Dice dice) {
        List<Roll> rolls = new ArrayList<>();
        int multiplier = start;
        int doublings = 0;
        while (true) {
            Roll r = dice.d20();
            rolls.add(r);
            if (r.value() != 20 || doublings >= MAX_DOUBLINGS) break;
            multiplier *= 2;
            doublings++;
        }
        return new CriticalChain(rolls, multiplier);
    }

    public static CriticalChain none() {
        return new CriticalChain(List.of(), 1);
    }
}
