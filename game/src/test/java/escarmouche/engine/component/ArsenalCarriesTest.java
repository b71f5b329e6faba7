package escarmouche.engine.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** "Does it carry this weapon?" answers as the list's own {@code contains}: by value, the same object first. */
class ArsenalCarriesTest {
    @Test
    @DisplayName("ATK-TWF: a weapon is carried when it is one of the list or equal to one of them, and only then")
    void carriesAsContains() {
        Weapon sword = TestScenario.LONGSWORD;
        Weapon copy = TestScenario.weapon("longsword", "1d8", DamageType.SLASHING, WeaponKind.MELEE, 0, 0);
        assertNotSame(sword, copy);
        ArsenalComponent arsenal = new ArsenalComponent(List.of(TestScenario.SCIMITAR, sword));
        for (Weapon w : List.of(sword, copy, TestScenario.SCIMITAR, TestScenario.SHORTBOW)) {
            assertEquals(arsenal.weapons.contains(w), arsenal.carries(w), w.id());
        }
        assertEquals(true, arsenal.carries(copy));
        assertEquals(false, arsenal.carries(TestScenario.SHORTBOW));
    }
}
