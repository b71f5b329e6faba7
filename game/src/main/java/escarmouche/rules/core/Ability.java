package escarmouche.rules.core;

/** The six ability scores. */
public enum Ability {
    STR, DEX, CON, INT, WIS, CHA;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Display label, as in roll breakdowns ("+3 Str"). */
    public String label() {
        return name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);
    }

    public static Ability byId(String id) {
        for (Ability a : values()) if (a.id().equals(id)) return a;
        return null;
    }
}
