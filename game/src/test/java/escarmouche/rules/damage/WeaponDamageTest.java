package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class WeaponDamageTest {
    private static final List<Modifier> DEX = List.of(new Modifier("Dex", 3));

    private static Weapon weapon(String dice, Condition condition, int magic) {
        return new Weapon("w", "W", DiceExpression.parse(dice), DamageType.BLUDGEONING, WeaponKind.RANGED, 1, 3,
                WeaponLength.MEDIUM, 1, false, false, false, false, false, magic, magic > 0 ? 12 : 0, null, condition);
    }

    @Test
    @DisplayName("DMG-ROLL, DMG-MAGIC-WEAPON: a hit adds the ability's modifiers then the weapon's magic")
    void DMG_ROLL_abilityThenMagic() {
        assertEquals(List.of(new Modifier("Dex", 3), new Modifier("magic +1", 1)),
                WeaponDamage.modifiers(weapon("1d6", null, 1), DEX, false, true));
    }

    @Test
    @DisplayName("ATK-TWF: under plain 5e an off-hand strike keeps only a negative ability modifier; the house keeps both")
    void ATK_TWF_plainFiveEOffhand() {
        assertEquals(List.of(), WeaponDamage.modifiers(weapon("1d6", null, 0), DEX, true, false));
        List<Modifier> minus = List.of(new Modifier("Str", -1));
        assertEquals(minus, WeaponDamage.modifiers(weapon("1d6", null, 0), minus, true, false));
        assertEquals(DEX, WeaponDamage.modifiers(weapon("1d6", null, 0), DEX, true, true));
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: a net (damage 0) adds nothing to its hit, neither Dex nor a +1's magic")
    void ATK_DEXDMG_COND_RESTRAINED_netAddsNothing() {
        assertEquals(List.of(), WeaponDamage.modifiers(weapon("0", Condition.RESTRAINED, 1), DEX, false, true));
        assertEquals(List.of(), WeaponDamage.modifiers(weapon("0", Condition.RESTRAINED, 1), DEX, false, false));
    }
}
