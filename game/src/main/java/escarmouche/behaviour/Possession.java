package escarmouche.behaviour;

/** What a {@code "has"} condition looks for. */
public enum Possession {
    /** A weapon that shoots or can be thrown. */
    RANGED_WEAPON("ranged-weapon"),
    MELEE_WEAPON("melee-weapon"),
    /** At least one spell slot left, of any level. */
    SPELL_SLOT("spell-slot"),
    /** At least one potion. */
    POTION("potion");

    private final String id;

    Possession(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Possession byId(String id) {
        for (Possession p : values()) if (p.id.equals(id)) return p;
        return null;
    }
}
