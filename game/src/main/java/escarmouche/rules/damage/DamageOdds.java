package escarmouche.rules.damage;

import escarmouche.rules.dice.DiceExpression;

/**
 * The chance that one roll of a damage expression, plus its modifiers and never below 0, reaches a number:
 * how likely a hit is to finish what is left of a net (COND-RESTRAINED). Counted exactly over every face of
 * every die, in whole numbers, so the odds shown are those the dice give.
 */
public final class DamageOdds {
    /** More arithmetic than this (dice no weapon has) and the roll is weighed at its average instead. */
    private static final long WORK_LIMIT = 200_000;

    private DamageOdds() {}

    /** Percent chance (rounded down) that {@code max(0, roll + modifiers) >= needed}. */
    public static int reachesPercent(DiceExpression damage, int modifiers, int needed) {
        if (needed <= 0) return 100;
        long work = 0;
        int span = 1;
        for (DiceExpression.Term t : damage.dice()) {
            for (int d = 0; d < t.count(); d++) {
                work += (long) span * t.sides();
                span += t.sides() - 1;
            }
        }
        if (work > WORK_LIMIT) {
            // Half the doubled average, rounded down, as ExpectedDamage weighs such dice.
            return Math.floorDiv(damage.doubledAverage(), 2) + modifiers >= needed ? 100 : 0;
        }
        // ways[i]: how many of the equally likely outcomes sum to lowest + i.
        long[] ways = {1};
        long outcomes = 1;
        int lowest = damage.flat();
        for (DiceExpression.Term t : damage.dice()) {
            for (int d = 0; d < t.count(); d++) {
                long[] next = new long[ways.length + t.sides() - 1];
                for (int i = 0; i < ways.length; i++) {
                    for (int face = 0; face < t.sides(); face++) next[i + face] += ways[i];
                }
                ways = next;
                outcomes *= t.sides();
                lowest += t.negative() ? -t.sides() : 1;
            }
        }
        long reaching = 0;
        for (int i = 0; i < ways.length; i++) {
            if (Math.max(0, lowest + i + modifiers) >= needed) reaching += ways[i];
        }
        return (int) (reaching * 100 / outcomes);
    }
}
