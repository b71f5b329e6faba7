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
        // Compared without building each id: asked for every ability check and save of a fight.
        if (id == null) return null;
        for (Ability a : values()) if (a.name().equalsIgnoreCase(id) && a.id().equals(id)) return a;
        return null;
    }
}
