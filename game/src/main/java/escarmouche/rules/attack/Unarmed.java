package escarmouche.rules.attack;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;

/**
 * ATK-UNARMED: every creature can punch or kick. The strike deals 1 bludgeoning plus the damage ability
 * modifier chosen by ATK-ABILITY and ATK-DEXDMG: Str, or Dex when the attacker puts Dex on damage. It is
 * not a weapon: it cannot be dropped or broken (ATK-FUMBLE treats it like a natural weapon).
 */
public final class Unarmed {
    private Unarmed() {}

    public static final String ID = "unarmed";

    public static final Weapon STRIKE = new Weapon(ID, "unarmed strike", DiceExpression.parse("1"),
            DamageType.BLUDGEONING, WeaponKind.MELEE, 0, 0, WeaponLength.VERY_SHORT, 1, false, false, false,
            false, false, 0, 0);

    public static boolean is(Weapon w) {
        return ID.equals(w.id());
    }
}
