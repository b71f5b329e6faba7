package escarmouche.rules.core;

import escarmouche.rules.dice.DiceExpression;
import java.util.Objects;

/**
 * A weapon as the rules see it: its content definition plus the magic level of this copy.
 *
 * @param normalRange normal range in squares (0 for melee-only weapons)
 * @param longRange   long range in squares (0 for melee-only weapons)
 * @param reach       melee reach in squares (1, or 2 for reach weapons)
 * @param magic       magic bonus (+N to hit and damage, DMG-MAGIC-WEAPON); 0 for mundane
 * @param magicLevel  item level for fumble breakage (ATK-FUMBLE): 0 mundane, 12+ magic
 * @param poison      the poison a hit gives (COND-POISONED, content's {@code "poison"}), or null
 */
public record Weapon(String id, String name, DiceExpression damage, DamageType damageType, WeaponKind kind,
                     int normalRange, int longRange, WeaponLength length, int reach, boolean natural,
                     boolean finesse, boolean light, boolean twoHanded, boolean strengthBow,
                     int magic, int magicLevel, WeaponPoison poison) {

    /** A weapon that carries no poison. */
    public Weapon(String id, String name, DiceExpression damage, DamageType damageType, WeaponKind kind,
                  int normalRange, int longRange, WeaponLength length, int reach, boolean natural,
                  boolean finesse, boolean light, boolean twoHanded, boolean strengthBow,
                  int magic, int magicLevel) {
        this(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural, finesse, light,
                twoHanded, strengthBow, magic, magicLevel, null);
    }

    /**
     * The record's equality (every component), written out: a weapon is nearly always compared with itself
     * (its place in a creature's list) or with one of another kind, which the identity and the cheap
     * components settle before the names, dice and poison are read. The generated one compared all the components
     * through method handles, a percent of a big fight. The hash code stays the record's own.
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Weapon w && normalRange == w.normalRange && longRange == w.longRange && reach == w.reach
                && natural == w.natural && finesse == w.finesse && light == w.light && twoHanded == w.twoHanded
                && strengthBow == w.strengthBow && magic == w.magic && magicLevel == w.magicLevel
                && damageType == w.damageType && kind == w.kind && length == w.length && Objects.equals(id, w.id)
                && Objects.equals(name, w.name) && Objects.equals(damage, w.damage) && Objects.equals(poison, w.poison);
    }

    public Weapon withMagic(int bonus, int level) {
        return new Weapon(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural,
                finesse, light, twoHanded, strengthBow, bonus, level, poison);
    }

    /** This weapon carrying {@code p} (null: no poison). */
    public Weapon withPoison(WeaponPoison p) {
        return new Weapon(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural,
                finesse, light, twoHanded, strengthBow, magic, magicLevel, p);
    }

    public boolean canMelee() {
        return kind.melee();
    }

    public boolean canShoot() {
        return kind.hasRange() && longRange > 0;
    }
}
