package escarmouche.rules.health;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;

/**
 * HP-DISABLED, HP-DYING, HP-DEAD for player characters: 0 is disabled, -1 to -9 unconscious and
 * dying (d100 at the end of each of its turns: 01-10 stable, otherwise -1 HP), -10 dead.
 */
public final class Dying {
    private Dying() {}

    public static final int DEATH_AT = -10;
    /** The highest d100 that makes a dying PC stable. */
    public static final int STABLE_AT_MOST = 10;

    public enum State { HEALTHY, DISABLED, DYING, DEAD }

    public static State stateOf(int hp) {
        if (hp > 0) return State.HEALTHY;
        if (hp == 0) return State.DISABLED;
        if (hp > DEATH_AT) return State.DYING;
        return State.DEAD;
    }

    public record Result(Roll roll, boolean stable) {}

    /** The end-of-turn d100 of a dying PC. */
    public static Result roll(Dice dice) {
        Roll r = dice.d100();
        return new Result(r, r.value() <= STABLE_AT_MOST);
    }
}
