package escarmouche.rules.core;

/** The six ability scores. */
public enum Ability {
    STR, DEX, CON, INT, WIS, CHA;

    /** Every ability, for {@link #byId} ({@code values()} copies its array at each call). Never written. */
    private static final Ability[] ALL = values();
    private final String id = name().toLowerCase(java.util.Locale.ROOT);
    private final String label = name().charAt(0) + name().substring(1).toLowerCase(java.util.Locale.ROOT);

    public String id() {
        return id;
    }

    /** Display label, as in roll breakdowns ("+3 Str"). */
    public String label() {
        return label;
    }

    public static Ability byId(String id) {
        // Compared without building each id: asked for every ability check and save of a fight.
        if (id == null) return null;
        for (Ability a : ALL) if (a.id.equals(id)) return a;
        return null;
    }
}
