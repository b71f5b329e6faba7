package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The w key of the attack and ready panels, and f's off hand: each carried weapon once, as the party screen lists
 * them ("longsword, javelin (×5), unarmed"), not each copy: five javelins are one choice, shown with their count,
 * and the one chosen is the copy the engine throws.
 */
class WeaponCycleScreenTest extends ScreenTest {
    private static final Weapon JAVELIN = TestScenario.weapon("javelin", "1d6", DamageType.PIERCING, WeaponKind.THROWN, 6, 24);
    private static final Weapon DAGGER = TestScenario.weapon("dagger", "1d4", DamageType.PIERCING, WeaponKind.THROWN, 4, 12);

    /** A hero armed as Brunhild is (a longsword, five javelins, her fists) and a goblin {@code away} squares off. */
    private static TestScenario brunhild(int gobX, Weapon... gobWeapons) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16)
                        .weapons(TestScenario.LONGSWORD, JAVELIN, JAVELIN, JAVELIN, JAVELIN, JAVELIN, Unarmed.STRIKE))
                .with("gob", "monsters", gobX, 1, c -> c.hp(30).ac(13).control("player").weapons(gobWeapons));
    }

    /** The whole row that starts with {@code start}, without the spaces that fill it. */
    private String row(String start) {
        for (String row : h.screen().split("\n")) if (row.startsWith(start)) return row.stripTrailing();
        return "no row " + start + " in\n" + h.screen();
    }

    @Test
    @DisplayName("ACT-ATTACK: w goes through the longsword, the five javelins as one (×5) and the fists: 3 choices, not 7")
    void ACT_ATTACK_eachWeaponOnceWithItsCount() {
        h = Harness.inFight(brunhild(5, TestScenario.SCIMITAR).initiative("hero", "gob").dice(15, 3), data, 120, 40);
        h.keys("a");
        // Out of the longsword's reach, the javelin is the best weapon: the panel starts on it.
        assertEquals("With javelin 1d6 piercing, range 6/24 (×5) (w: next weapon, 2 of 3)", row("With "), h.screen());
        h.keys("w");
        assertEquals("With unarmed strike 1 bludgeoning (w: next weapon, 3 of 3)", row("With "), h.screen());
        h.keys("w");
        assertEquals("With longsword 1d8 slashing (w: next weapon, 1 of 3)", row("With "), h.screen());
        h.keys("w");
        assertEquals("With javelin 1d6 piercing, range 6/24 (×5) (w: next weapon, 2 of 3)", row("With "), h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks gob with javelin: d20 15"), h.screen());
        // Four left, still one choice (the action spent, the panel starts on the first weapon).
        h.keys("a").keys("w");
        assertEquals("With javelin 1d6 piercing, range 6/24 (×4) (w: next weapon, 2 of 3)", row("With "), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: a javelin picked up joins its copies: (×6), still 2 of 3, no second javelin entry")
    void TURN_OBJECT_aJavelinPickedUpJoinsItsCopies() {
        // The goblin (played here) throws its javelin at the hero: it lands in the hero's space.
        h = Harness.inFight(brunhild(4, TestScenario.SCIMITAR, JAVELIN).initiative("gob", "hero").dice(15, 3), data, 120, 40);
        h.keys("a").enter().keys("e");
        assertTrue(h.shows("The thrown javelin lands at 1,1, in hero's space"), h.screen());
        h.keys(",");
        assertTrue(h.shows("Hero picks up the javelin at 1,1, using their free object interaction"), h.screen());
        h.keys("a");
        assertEquals("With javelin 1d6 piercing, range 6/24 (×6) (w: next weapon, 2 of 3)", row("With "), h.screen());
        h.keys("w").keys("w").keys("w");
        assertEquals("With javelin 1d6 piercing, range 6/24 (×6) (w: next weapon, 2 of 3)", row("With "), h.screen());
    }

    /** A hero with three daggers and a longsword, a goblin beside it. */
    private static TestScenario daggers() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16)
                        .weapons(DAGGER, DAGGER, DAGGER, TestScenario.LONGSWORD))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ACT-READY: w goes from the daggers, one choice, to the longsword and back")
    void ACT_READY_eachMeleeWeaponOnce() {
        h = Harness.inFight(daggers(), data, 120, 40);
        h.keys("A");
        assertEquals("With dagger 1d4 piercing, range 4/12", row("With "), h.screen());
        h.keys("w");
        assertEquals("With longsword 1d8 slashing", row("With "), h.screen());
        h.keys("w");
        assertEquals("With dagger 1d4 piercing, range 4/12", row("With "), h.screen());
    }

    @Test
    @DisplayName("ATK-TWF: f offers each weapon once in the off hand, the second of three daggers beside the first, not each of them")
    void ATK_TWF_eachOffhandWeaponOnce() {
        h = Harness.inFight(daggers(), data, 120, 40);
        h.keys("a");
        assertEquals("With longsword 1d8 slashing (w: next weapon, 2 of 2)", row("With "), h.screen());
        h.keys("f");
        assertEquals("Off hand: dagger 1d4; both attacks at -5 (ATK-TWF, f: next)", row("Off hand"), h.screen());
        h.keys("f");
        assertEquals("f: strike with a second weapon in the off hand too (ATK-TWF)", row("f: strike"), h.screen());
        // The daggers in the main hand: the second of them is offered beside the first, once, then the longsword.
        h.keys("w");
        assertEquals("With dagger 1d4 piercing, range 4/12 (×3) (w: next weapon, 1 of 2)", row("With "), h.screen());
        h.keys("f");
        assertEquals("Off hand: dagger 1d4; both attacks at -5 (ATK-TWF, f: next)", row("Off hand"), h.screen());
        h.keys("f");
        assertEquals("Off hand: longsword 1d8; both attacks at -5 (ATK-TWF, f: next)", row("Off hand"), h.screen());
        h.keys("f");
        assertEquals("f: strike with a second weapon in the off hand too (ATK-TWF)", row("f: strike"), h.screen());
    }
}
