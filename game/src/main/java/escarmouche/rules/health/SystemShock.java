package escarmouche.rules.health;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;

/**
 * HP-SHOCK: a monster or NPC damaged and left below 0 rolls d100 and adds how far below 0 it is; above
 * its system-shock percentage, a monster dies and an NPC is knocked out. An NPC that fails two such rolls
 * in a row dies; a passed roll resets the count (a knocked-out NPC stays out).
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

    /** What a roll does to the creature. */
    public enum Outcome {
        SURVIVES("survives"), OUT("out"), DIES("dies");

        private final String id;

        Outcome(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    /** The outcome and the new count of failures in a row. */
    public record Decision(Outcome outcome, int failuresInARow) {}

    /**
     * @param npc              NPCs are knocked out at the first failure; monsters die
     * @param failuresInARow   failed rolls in a row before this one
     */
    public static Decision decide(boolean failed, boolean npc, int failuresInARow) {
        if (!failed) return new Decision(Outcome.SURVIVES, 0);
        int failures = failuresInARow + 1;
        if (!npc || failures >= 2) return new Decision(Outcome.DIES, failures);
        return new Decision(Outcome.OUT, failures);
    }
}
