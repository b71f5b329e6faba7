package escarmouche.rules.core;

/**
 * A resistance to one damage type ({@code type == null} means all types): a flat reduction in steps of
 * five (DMG-RESIST-FLAT), halving (DMG-RESIST-HALF) or immunity.
 */
public record Resistance(DamageType type, int amount, boolean half, boolean immune) {
    public static Resistance flat(DamageType type, int amount) {
        return new Resistance(type, amount, false, false);
    }

    public static Resistance halving(DamageType type) {
        return new Resistance(type, 0, true, false);
    }

    public static Resistance immunity(DamageType type) {
        return new Resistance(type, 0, false, true);
    }

    public boolean appliesTo(DamageType t) {
        return type == null || type == t;
    }
}
