package escarmouche.rules.damage;

/**
 * Keeps damage and hit points inside an int. A roll is bounded where the dice are read (a few million at most
 * either way, {@code DiceExpression}), but ATK-CRIT's chain doubles for as long as d20s come up 20 (the code
 * stops at x2^21, {@code CriticalChain}), and a scenario's forced dice can make them all 20s: 1,099,999 x 2^21
 * is past 2^31, where an int wraps and a hit of billions would deal nothing, or leave hit points wrapped round
 * to the top. So a multiplied hit is held at {@link #MAX_DAMAGE}, which DMG-VULN's doubling after it still keeps
 * inside an int, and hit points at {@link #LOWEST_HP}, from which HP-SHOCK's d100 plus how far below 0 still
 * fits. Both are far past any creature's hit points (100,000 at most, as content is read): a hit that reaches
 * them fells whatever it strikes, held or not.
 */
public final class DamageLimits {
    private DamageLimits() {}

    /** The most a multiplied hit comes to (a billion), before the defender's vulnerability doubles it. */
    public static final int MAX_DAMAGE = 1_000_000_000;

    /** The fewest hit points a creature is left at (minus a billion). */
    public static final int LOWEST_HP = -MAX_DAMAGE;

    /**
     * {@code rolled} times a critical's {@code multiplier}, held within -{@link #MAX_DAMAGE}..{@link #MAX_DAMAGE}:
     * exact for any roll a table sees, and never wrapped into the other sign.
     */
    public static int multiplied(int rolled, int multiplier) {
        long product = (long) rolled * multiplier;
        return (int) Math.max(-MAX_DAMAGE, Math.min(MAX_DAMAGE, product));
    }

    /** Hit points after losing {@code lost} (never negative here), held at {@link #LOWEST_HP}. */
    public static int hitPointsAfter(int hp, int lost) {
        return (int) Math.max(LOWEST_HP, (long) hp - lost);
    }
}
