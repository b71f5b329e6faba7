package escarmouche.rules.damage;

/**
 * DMG-HEAL: healing adds to the current hit points and never raises them above the maximum; a creature
 * below 0 heals from its negative total (the house reading of negative hit points).
 */
public final class Healing {
    private Healing() {}

    /** Hit points after healing; a creature already above its maximum keeps what it has. */
    public static int apply(int hp, int maxHp, int amount) {
        if (amount <= 0) return hp;
        return Math.max(hp, Math.min(maxHp, hp + amount));
    }
}
