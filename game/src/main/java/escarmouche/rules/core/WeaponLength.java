package escarmouche.rules.core;

/** Weapon length, used by two-weapon fighting penalties (ATK-TWF). */
public enum WeaponLength {
    VERY_SHORT("very-short"), SHORT("short"), MEDIUM("medium"), LONG("long");

    private final String id;

    WeaponLength(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static WeaponLength byId(String id) {
        for (WeaponLength l : values()) if (l.id.equals(id)) return l;
        return null;
    }
}
