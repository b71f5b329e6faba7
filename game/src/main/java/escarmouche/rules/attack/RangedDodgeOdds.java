package escarmouche.rules.attack;

import escarmouche.rules.checks.D20Test;
import escarmouche.rules.checks.D20Weights;
import escarmouche.rules.core.Modifier;

/**
 * CLASS-SAMURAI, CLASS-MONK: the odds of a ranged attack at a target that may still dodge it. Every hit, a
 * natural 20's included, is followed by the dodger's Dex check against the attack's total; the check reaching
 * that total (a tie dodges: the total is its DC) turns the hit into a miss, a critical with it. Worked out
 * over every pair of kept d20s in whole numbers, so that the odds shown are those the dice give, advantage or
 * disadvantage on either roll included.
 */
public final class RangedDodgeOdds {
    private RangedDodgeOdds() {}

    /**
     * @param hitPercent    the chance the attack hits and the hit stands, rounded to the nearest percent
     * @param critPercent   the chance it is a critical that stands, rounded likewise
     * @param dodgedPercent of the attack's hits, how many the dodge turns into misses, rounded likewise
     */
    public record Chances(int hitPercent, int critPercent, int dodgedPercent) {}

    /**
     * The attack {@code attack} at a target whose dodge is {@code dodge}: its Dex check's modifiers and
     * advantage as the engine would declare them now (a check failed outright never dodges).
     */
    public static Chances of(AttackRoll.Setup attack, D20Test.Setup dodge) {
        int toHit = Modifier.sum(attack.modifiers());
        int dodgeBonus = Modifier.sum(dodge.modifiers());
        int dodgeTotal = D20Weights.total(dodge.advantage());
        long hits = 0;
        long standing = 0;
        long criticals = 0;
        for (int k = 1; k <= 20; k++) {
            // The same test as AttackRoll.roll: a natural 20 always hits, a natural 1 never does.
            boolean hit = k == 20 || (k != 1 && k + toHit >= attack.ac());
            if (!hit) continue;
            long weight = D20Weights.weight(attack.advantage(), k);
            long stands = weight * (dodgeTotal - dodges(dodge, dodgeBonus, k + toHit));
            hits += weight * dodgeTotal;
            standing += stands;
            if (attack.canCritical() && attack.damages() && (k == 20 || attack.autoCritical())) criticals += stands;
        }
        long all = (long) D20Weights.total(attack.advantage()) * dodgeTotal;
        return new Chances(percent(standing, all), percent(criticals, all),
                hits == 0 ? 0 : percent(hits - standing, hits));
    }

    /** Out of the check's weights, how many of its d20s reach {@code attackTotal}. */
    private static int dodges(D20Test.Setup dodge, int bonus, int attackTotal) {
        if (dodge.autoFail() != null) return 0;
        int reach = 0;
        for (int j = 1; j <= 20; j++) if (j + bonus >= attackTotal) reach += D20Weights.weight(dodge.advantage(), j);
        return reach;
    }

    /** {@code part} out of {@code whole} in percent, rounded to the nearest (a half up), as hitChancePercent rounds. */
    private static int percent(long part, long whole) {
        return (int) ((part * 200 + whole) / (whole * 2));
    }
}
