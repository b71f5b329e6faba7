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
 * @param condition   the condition a hit gives (content's {@code "condition"}: the net restrains,
 *                    COND-RESTRAINED), or null
 */
public record Weapon(String id, String name, DiceExpression damage, DamageType damageType, WeaponKind kind,
                     int normalRange, int longRange, WeaponLength length, int reach, boolean natural,
                     boolean finesse, boolean light, boolean twoHanded, boolean strengthBow,
                     int magic, int magicLevel, WeaponPoison poison, Condition condition) {

    /** A weapon that carries no poison. */
    public Weapon(String id, String name, DiceExpression damage, DamageType damageType, WeaponKind kind,
                  int normalRange, int longRange, WeaponLength length, int reach, boolean natural,
                  boolean finesse, boolean light, boolean twoHanded, boolean strengthBow,
                  int magic, int magicLevel) {
        this(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural, finesse, light,
                twoHanded, strengthBow, magic, magicLevel, null, null);
    }

    /** A weapon whose hit gives no condition. */
    public Weapon(String id, String name, DiceExpression damage, DamageType damageType, WeaponKind kind,
                  int normalRange, int longRange, WeaponLength length, int reach, boolean natural,
                  boolean finesse, boolean light, boolean twoHanded, boolean strengthBow,
                  int magic, int magicLevel, WeaponPoison poison) {
        this(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural, finesse, light,
                twoHanded, strengthBow, magic, magicLevel, poison, null);
    }

    /**
     * The record's equality (every component), written out: a weapon is nearly always compared with itself
     * (its place in a creature's list) or with one of another kind, which the identity and the cheap
     * components settle before the names, dice, poison and condition are read. The generated one compared all the components
     * through method handles, a percent of a big fight. The hash code stays the record's own.
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof Weapon w && normalRange == w.normalRange && longRange == w.longRange && reach == w.reach
                && natural == w.natural && finesse == w.finesse && light == w.light && twoHanded == w.twoHanded
                && strengthBow == w.strengthBow && magic == w.magic && magicLevel == w.magicLevel
                && damageType == w.damageType && kind == w.kind && length == w.length && Objects.equals(id, w.id)
                && condition == w.condition && Objects.equals(name, w.name) && Objects.equals(damage, w.damage)
                && Objects.equals(poison, w.poison);
    }

    /**
     * Whether a hit of this weapon deals no damage of its own (the net, which only lays its condition): nothing for
     * an ability's modifier to go to, so {@code dex=damage} is refused with it (ATK-DEXDMG).
     */
    public boolean dealsNoDamage() {
        return damage.maximum() <= 0;
    }

    public Weapon withMagic(int bonus, int level) {
        return new Weapon(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural,
                finesse, light, twoHanded, strengthBow, bonus, level, poison, condition);
    }

    /** This weapon carrying {@code p} (null: no poison). */
    public Weapon withPoison(WeaponPoison p) {
        return new Weapon(id, name, damage, damageType, kind, normalRange, longRange, length, reach, natural,
                finesse, light, twoHanded, strengthBow, magic, magicLevel, p, condition);
    }

    public boolean canMelee() {
        return kind.melee();
    }

    /**
     * Whether using it at range sends the weapon itself, used up until picked up again: a thrown weapon, or a
     * ranged one whose hit gives a condition (5e's net has the thrown property), unlike a sling or a blowgun,
     * whose ammunition is not counted.
     */
    public boolean missile() {
        return kind == WeaponKind.THROWN || (kind == WeaponKind.RANGED && condition != null);
    }

    public boolean canShoot() {
        return kind.hasRange() && longRange > 0;
    }
}
