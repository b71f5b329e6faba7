package escarmouche.rules.core;

/** DMG-TYPES. */
public enum DamageType {
    ACID, BLUDGEONING, COLD, FIRE, FORCE, LIGHTNING, NECROTIC, PIERCING, POISON, PSYCHIC, RADIANT,
    THUNDER, SLASHING;

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static DamageType byId(String id) {
        for (DamageType t : values()) if (t.id().equals(id)) return t;
        return null;
    }
}
