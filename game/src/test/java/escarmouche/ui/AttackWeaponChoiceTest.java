package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The attack panel opens on the weapon that deals the most on its odds, among those that may strike the
 * target, and gives the two-weapon hint only with a weapon that strikes in melee.
 */
class AttackWeaponChoiceTest {
    private static final Weapon DAGGER = TestScenario.weapon("dagger", "1d4", DamageType.PIERCING, WeaponKind.THROWN, 4, 12);

    @TempDir
    Path data;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** A hero carrying a dagger listed before a shortbow and a longsword, and a goblin on square x, y. */
    private static TestScenario field(int x, int y) {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 14).hp(20).ac(16)
                        .weapons(DAGGER, TestScenario.SHORTBOW, TestScenario.LONGSWORD))
                .with("gob", "monsters", x, y, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ATK-RANGE: at 7 squares the panel offers the bow, not the dagger thrown beyond its normal range")
    void ATK_RANGE_theBowBeforeAThrownDaggerWithDisadvantage() {
        h = Harness.inFight(field(8, 1), data);
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("With shortbow 1d6 piercing"), h.screen());
        assertFalse(h.shows("disadvantage"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With longsword"), "the longsword cannot reach, and says so: " + h.screen());
        h.keys("w");
        assertTrue(h.shows("With dagger 1d4 piercing"), h.screen());
        assertTrue(h.shows("with disadvantage (against: beyond normal range (7 > 4 squares))"), h.screen());
    }

    @Test
    @DisplayName("ATK-TWF: next to a goblin the longsword comes first, and the two-weapon hint shows with it but not with the bow")
    void ATK_TWF_theHeavierBladeInMeleeAndNoPairingHintForABow() {
        h = Harness.inFight(field(2, 2), data);
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("With longsword 1d8 slashing"), "d8 over the dagger's d4: " + h.screen());
        assertTrue(h.shows("f: strike with a second weapon in the off hand too (ATK-TWF)"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With dagger"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With shortbow"), h.screen());
        assertFalse(h.shows("f: strike with a second weapon"), "a bow is no half of a pair: " + h.screen());
    }
}
