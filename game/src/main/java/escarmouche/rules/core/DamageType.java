package escarmouche.rules.core;

/** DMG-TYPES. */
public enum DamageType {
    ACID, BLUDGEONING, COLD, FIRE, FORCE, LIGHTNING, NECROTIC, PIERCING, POISON, PSYCHIC, RADIANT,
    THUNDER, SLASHING;

    /** Made once: every damage event names its type, and lower-casing the name each time showed in profiles. */
    private final String id = name().toLowerCase(java.util.Locale.ROOT);

    public String id() {
        return id;
    }

    public static DamageType byId(String id) {
        for (DamageType t : values()) if (t.id().equals(id)) return t;
        return null;
    }
}
