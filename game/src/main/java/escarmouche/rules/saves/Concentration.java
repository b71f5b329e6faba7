package escarmouche.rules.saves;

/**
 * 5e's concentration (SRD 2014), which the house rules keep (no catalogue rule changes it, and the seed
 * speaks of it as a thing the group plays): a caster that takes damage while it concentrates makes a Con
 * saving throw against DC 10 or half the damage taken, whichever is higher, one save per source of damage;
 * failing it ends the spell.
 */
public final class Concentration {
    /** The DC no damage goes below. */
    public static final int LEAST_DC = 10;

    private Concentration() {}

    /** The Con save's DC after {@code damage} points from one source: 25 damage asks for 12, 4 for 10. */
    public static int dc(int damage) {
        return Math.max(LEAST_DC, damage / 2);
    }
}
