package escarmouche.rules.core;

/** Which rules a fight plays: the group's house rules, or plain 5e for comparison. */
public enum RuleSet {
    HOUSE("house"), DD5("dd5");

    private final String id;

    RuleSet(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public boolean house() {
        return this == HOUSE;
    }

    public static RuleSet byId(String id) {
        for (RuleSet r : values()) if (r.id.equals(id)) return r;
        return null;
    }
}
