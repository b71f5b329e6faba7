package escarmouche.engine.combat;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;

/** Weapons for the combat tests, with the lengths and flags the rules look at. */
final class Arms {
    private Arms() {}

    static Weapon weapon(String id, String dice, DamageType type, WeaponKind kind, int normal, int longRange,
                         WeaponLength length, boolean natural, boolean light, int magic, int magicLevel) {
        return new Weapon(id, id, DiceExpression.parse(dice), type, kind, normal, longRange, length, 1, natural, false,
                light, false, false, magic, magicLevel);
    }

    static final Weapon DAGGER = weapon("dagger", "1d4", DamageType.PIERCING, WeaponKind.THROWN, 4, 12,
            WeaponLength.VERY_SHORT, false, true, 0, 0);
    static final Weapon SHORTSWORD = weapon("shortsword", "1d6", DamageType.PIERCING, WeaponKind.MELEE, 0, 0,
            WeaponLength.SHORT, false, true, 0, 0);
    static final Weapon LONGSWORD = weapon("longsword", "1d8", DamageType.SLASHING, WeaponKind.MELEE, 0, 0,
            WeaponLength.MEDIUM, false, false, 0, 0);
    static final Weapon PIKE = weapon("pike", "1d10", DamageType.PIERCING, WeaponKind.MELEE, 0, 0,
            WeaponLength.LONG, false, false, 0, 0);
    static final Weapon CLAWS = weapon("claws", "1d6", DamageType.SLASHING, WeaponKind.MELEE, 0, 0,
            WeaponLength.VERY_SHORT, true, false, 0, 0);
    static final Weapon SLING = weapon("sling", "1d4", DamageType.BLUDGEONING, WeaponKind.RANGED, 3, 6,
            WeaponLength.SHORT, false, false, 0, 0);
    static final Weapon SHORTBOW = weapon("shortbow", "1d6", DamageType.PIERCING, WeaponKind.BOW, 16, 64,
            WeaponLength.MEDIUM, false, false, 0, 0);
    /** A +1 longsword of magic level 12 (ATK-FUMBLE: 18% to break). */
    static final Weapon FLAMETONGUE = weapon("longsword", "1d8", DamageType.SLASHING, WeaponKind.MELEE, 0, 0,
            WeaponLength.MEDIUM, false, false, 1, 12);
}
