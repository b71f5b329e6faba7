package escarmouche.behaviour;

/** What a {@code "self"} condition asks of the creature itself. */
public enum SelfState {
    GRAPPLED("grappled", "grappled"),
    /** It holds someone. */
    GRAPPLING("grappling", "holding someone"),
    PRONE("prone", "prone"),
    FRIGHTENED("frightened", "frightened"),
    /** An enemy that could strike it has it in reach (OA-DISENGAGE). */
    ENGAGED("engaged", "engaged"),
    /** It has used its action this turn. */
    ACTED("acted", "has acted"),
    /** One of its weapons lies on the ground (ATK-FUMBLE). */
    DROPPED_WEAPON("dropped-weapon", "its weapon on the ground"),
    /** It is hidden (ACT-HIDE, or it started the fight hidden). */
    HIDDEN("hidden", "hidden"),
    /** A net holds it (COND-RESTRAINED) until a Str check frees it ({@code escape}). */
    NETTED("netted", "caught in a net");

    private final String id;
    private final String words;

    SelfState(String id, String words) {
        this.id = id;
        this.words = words;
    }

    public String id() {
        return id;
    }

    public String words() {
        return words;
    }

    public static SelfState byId(String id) {
        for (SelfState s : values()) if (s.id.equals(id)) return s;
        return null;
    }
}
