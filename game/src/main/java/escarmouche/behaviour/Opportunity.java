package escarmouche.behaviour;

/** Whether a scripted creature takes the opportunity attacks that enemies offer it (OA-REACTION). */
public enum Opportunity {
    /** Every one, as players do. */
    ALWAYS("always"),
    /** None: it keeps out of trouble. */
    NEVER("never"),
    /** Only while it has at least half its hit points. */
    HEALTHY("healthy");

    private final String id;

    Opportunity(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Opportunity byId(String id) {
        for (Opportunity o : values()) if (o.id.equals(id)) return o;
        return null;
    }
}
