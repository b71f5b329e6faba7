package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TwoWeaponsTest {
    static Weapon weapon(String id, WeaponLength length, boolean light) {
        return new Weapon(id, id, DiceExpression.parse("1d6"), DamageType.SLASHING, WeaponKind.MELEE, 0, 0, length, 1,
                false, false, light, false, false, 0, 0);
    }

    @Test
    @DisplayName("ATK-TWF: the length pairs give 0, -2, -3, -3, -4, -5, in either hand")
    void ATK_TWF_penaltyTable() {
        WeaponLength vs = WeaponLength.VERY_SHORT;
        WeaponLength s = WeaponLength.SHORT;
        WeaponLength m = WeaponLength.MEDIUM;
        assertEquals(0, TwoWeapons.penalty(vs, vs));
        assertEquals(-2, TwoWeapons.penalty(s, vs));
        assertEquals(-2, TwoWeapons.penalty(vs, s));
        assertEquals(-3, TwoWeapons.penalty(s, s));
        assertEquals(-3, TwoWeapons.penalty(m, vs));
        assertEquals(-4, TwoWeapons.penalty(s, m));
        assertEquals(-5, TwoWeapons.penalty(m, m));
        assertThrows(IllegalArgumentException.class, () -> TwoWeapons.penalty(WeaponLength.LONG, vs));
    }

    @Test
    @DisplayName("ATK-TWF: each weapon at most medium, a dwarf's at most short; plain 5e needs two light ones")
    void ATK_TWF_whichPairs() {
        Weapon longsword = weapon("longsword", WeaponLength.MEDIUM, false);
        Weapon shortsword = weapon("shortsword", WeaponLength.SHORT, true);
        Weapon dagger = weapon("dagger", WeaponLength.VERY_SHORT, true);
        Weapon pike = weapon("pike", WeaponLength.LONG, false);
        assertNull(TwoWeapons.problem(longsword, shortsword, false, false, RuleSet.HOUSE));
        assertNotNull(TwoWeapons.problem(pike, dagger, false, false, RuleSet.HOUSE));
        assertNotNull(TwoWeapons.problem(longsword, dagger, true, false, RuleSet.HOUSE));
        assertNull(TwoWeapons.problem(shortsword, dagger, true, false, RuleSet.HOUSE));
        assertNotNull(TwoWeapons.problem(longsword, dagger, false, false, RuleSet.DD5));
        assertNull(TwoWeapons.problem(shortsword, dagger, false, false, RuleSet.DD5));
    }
}
