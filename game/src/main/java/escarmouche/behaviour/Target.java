package escarmouche.behaviour;

/**
 * How a rule picks its target among the candidates that pass its conditions. Ties go to the nearer
 * creature, then to the one listed first in the scenario, so a choice never depends on hashing.
 */
public enum Target {
    /** The closest enemy (the default). */
    NEAREST("nearest", false),
    /** The enemy with the fewest hit points. */
    WEAKEST("weakest", false),
    /** The enemy with the smallest share of its maximum hit points left. */
    MOST_WOUNDED("most-wounded", false),
    /** The enemy hardest to miss. */
    LOWEST_AC("lowest-ac", false),
    /** The nearest enemy that knows spells. */
    CASTER("caster", false),
    /** The nearest enemy held by one of the creature's allies. */
    GRAPPLED_BY_ALLY("grappled-by-ally", false),
    /** The enemy whose damage it took last. */
    LAST_ATTACKER("last-attacker", false),
    /** The ally, itself included, with the smallest share of its hit points left; only a hurt one. */
    WOUNDED_ALLY("wounded-ally", true),
    /** The creature itself. */
    SELF("self", true);

    private final String id;
    private final boolean friendly;

    Target(String id, boolean friendly) {
        this.id = id;
        this.friendly = friendly;
    }

    public String id() {
        return id;
    }

    /** Whether it picks among the creature's own side rather than its enemies. */
    public boolean friendly() {
        return friendly;
    }

    public static Target byId(String id) {
        for (Target t : values()) if (t.id.equals(id)) return t;
        return null;
    }
}
