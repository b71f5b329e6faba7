package escarmouche.behaviour;

/** What a {@code "target"} condition asks of a candidate. */
public enum TargetState {
    GRAPPLED("grappled", "grappled"),
    GRAPPLED_BY_ALLY("grappled-by-ally", "grappled by an ally"),
    GRAPPLED_BY_ME("grappled-by-me", "held by it"),
    PRONE("prone", "prone"),
    /** Down: unconscious or knocked out; such candidates are only considered by rules that ask for them. */
    UNCONSCIOUS("unconscious", "down"),
    CASTER("caster", "a caster"),
    /** The fewest hit points of all the enemies. */
    WEAKEST("weakest", "the weakest"),
    /** The smallest share of its hit points of all the enemies. */
    MOST_WOUNDED("most-wounded", "the most wounded"),
    /** Below half its maximum hit points. */
    BLOODIED("bloodied", "bloodied"),
    /** One of the creature's allies stands next to it: a chance to flank (ATK-FLANK). */
    ALLY_ADJACENT("ally-adjacent", "next to an ally"),
    IN_REACH("in-reach", "in reach"),
    IN_RANGE("in-range", "in range"),
    /** In the creature's line of sight (not hidden, invisible or behind walls). */
    VISIBLE("visible", "in sight"),
    /**
     * No cover between the creature, where it stands, and the candidate (ATK-COVER): no wall, no creature in
     * the way. Says nothing of sight: an invisible candidate in the open is exposed too.
     */
    EXPOSED("exposed", "in the open"),
    /** The last enemy that hurt the creature. */
    LAST_ATTACKER("last-attacker", "the last to hurt it");

    private final String id;
    private final String words;

    TargetState(String id, String words) {
        this.id = id;
        this.words = words;
    }

    public String id() {
        return id;
    }

    /** How intents say it: "target prone". */
    public String words() {
        return words;
    }

    public static TargetState byId(String id) {
        for (TargetState s : values()) if (s.id.equals(id)) return s;
        return null;
    }
}
