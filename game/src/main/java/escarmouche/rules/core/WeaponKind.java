package escarmouche.rules.core;

/** How a weapon is used, which decides the abilities it may use (ATK-ABILITY). */
public enum WeaponKind {
    /** Melee only. */
    MELEE("melee", false),
    /** A melee weapon that can also be thrown (Str or Dex at range). */
    THROWN("thrown", true),
    /** A bow: Dex, or Str when the bow is built for it. */
    BOW("bow", true),
    LIGHT_CROSSBOW("light-crossbow", true),
    HEAVY_CROSSBOW("heavy-crossbow", true),
    HAND_CROSSBOW("hand-crossbow", true),
    /** Other ranged weapons (sling, blowgun): Dex only. */
    RANGED("ranged", true);

    private final String id;
    private final boolean hasRange;

    WeaponKind(String id, boolean hasRange) {
        this.id = id;
        this.hasRange = hasRange;
    }

    public String id() {
        return id;
    }

    /** Whether the weapon can attack at range (it then has a {@code range}). */
    public boolean hasRange() {
        return hasRange;
    }

    /** Whether the weapon can strike in melee. */
    public boolean melee() {
        return this == MELEE || this == THROWN;
    }

    public static WeaponKind byId(String id) {
        for (WeaponKind k : values()) if (k.id.equals(id)) return k;
        return null;
    }
}
