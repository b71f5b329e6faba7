package escarmouche.rules.health;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;

/**
 * HP-SHOCK: a monster or NPC damaged and left below 0 rolls d100 and adds how far below 0 it is; above
 * its system-shock percentage, a monster dies and an NPC is knocked out (dies at the second failure
 * in a row).
 */
public final class SystemShock {
    private SystemShock() {}

    public record Result(Roll roll, int below, int total, int threshold, boolean failed) {}

    public static Result roll(int hp, int threshold, Dice dice) {
        Roll r = dice.d100();
        int below = -hp;
        int total = r.value() + below;
        return new Result(r, below, total, threshold, total > threshold);
    }
}
