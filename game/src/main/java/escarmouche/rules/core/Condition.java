package escarmouche.rules.core;

/** Conditions of the rules catalogue (COND-*), plus the engine's own states named alike. */
public enum Condition {
    PRONE, GRAPPLED, RESTRAINED, BLINDED, DEAFENED, FRIGHTENED, POISONED, STUNNED, INCAPACITATED,
    UNCONSCIOUS, INVISIBLE, PARALYZED, PETRIFIED, CHARMED,
    /** HP-DISABLED: a PC at exactly 0 HP. */
    DISABLED,
    /** HP-DYING: stable, no more dying rolls. */
    STABLE,
    /** Surprised: loses its first turn and its reaction until that turn ends. */
    SURPRISED,
    /** Hidden from its enemies (ACT-HIDE). */
    HIDDEN,
    /** Dodging until the start of its next turn (ACT-DODGE). */
    DODGING,
    /** Airborne: falls when knocked prone or held at speed 0 (MOVE-FLY). */
    FLYING,
    /** Airborne and able to hover: does not fall (MOVE-FLY). */
    HOVERING;

    /** Every condition, for lookups by id ({@code values()} copies its array at each call). Never written. */
    private static final Condition[] ALL = values();
    /** Worked out once: ids are asked for on every change of condition and every event that names one. */
    private final String id = name().toLowerCase(java.util.Locale.ROOT);

    public String id() {
        return id;
    }

    /** The rule ID that describes this condition. */
    public String ruleId() {
        return switch (this) {
            case DISABLED -> "HP-DISABLED";
            case STABLE -> "HP-DYING";
            case SURPRISED -> "TURN-SURPRISED";
            case HIDDEN -> "ACT-HIDE";
            case DODGING -> "ACT-DODGE";
            case FLYING, HOVERING -> "MOVE-FLY";
            default -> "COND-" + name();
        };
    }

    /** Whether this condition stops actions and reactions (COND-INCAPACITATED and the ones that imply it). */
    public boolean incapacitates() {
        return this == INCAPACITATED || this == STUNNED || this == UNCONSCIOUS || this == PARALYZED
                || this == PETRIFIED;
    }

    public static Condition byId(String id) {
        for (Condition c : ALL) if (c.id.equals(id)) return c;
        return null;
    }
}
