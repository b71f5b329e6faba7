package escarmouche.rules.classes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ClassFeaturesTest {
    @Test
    @DisplayName("CLASS-SAMURAI: sneaks and resists surprise with advantage, dodges missiles, Dex to hit and damage")
    void CLASS_SAMURAI() {
        assertTrue(ClassFeatures.sneakAdvantage("samurai"));
        assertTrue(ClassFeatures.rangedDodge("samurai"));
        assertTrue(ClassFeatures.dexToHitAndDamage("samurai", true));
        assertFalse(ClassFeatures.hideAdvantage("samurai"));
        assertFalse(ClassFeatures.disengageAdvantage("samurai"));
        assertEquals(java.util.Optional.empty(), ClassFeatures.disengageAdvantageRule("samurai"));
        assertEquals("CLASS-SAMURAI", ClassFeatures.rule("samurai"));
    }

    @Test
    @DisplayName("CLASS-MONK: as the samurai, plus disengage advantage and a holy symbol as focus")
    void CLASS_MONK() {
        assertTrue(ClassFeatures.sneakAdvantage("monk"));
        assertTrue(ClassFeatures.rangedDodge("monk"));
        assertTrue(ClassFeatures.disengageAdvantage("monk"));
        assertEquals(java.util.Optional.of("CLASS-MONK"), ClassFeatures.disengageAdvantageRule("monk"));
        assertTrue(ClassFeatures.dexToHitAndDamage("monk", false));
        assertEquals(List.of("holy-symbol"), ClassFeatures.focusKinds("monk"));
    }

    @Test
    @DisplayName("CLASS-INFILTRATOR: advantage to sneak, resist surprise, hide and disengage; Dex both in melee only")
    void CLASS_INFILTRATOR() {
        assertTrue(ClassFeatures.sneakAdvantage("infiltrator"));
        assertTrue(ClassFeatures.hideAdvantage("infiltrator"));
        assertTrue(ClassFeatures.disengageAdvantage("infiltrator"));
        assertTrue(ClassFeatures.dexToHitAndDamage("infiltrator", false));
        assertFalse(ClassFeatures.dexToHitAndDamage("infiltrator", true));
        assertFalse(ClassFeatures.rangedDodge("infiltrator"));
    }

    @Test
    @DisplayName("CLASS-ARCHER, CLASS-WIZARD, CLASS-CLERIC, CLASS-NECROMANCER: Dex at range; the casters' foci")
    void CLASS_others() {
        assertTrue(ClassFeatures.dexToHitAndDamage("archer", true));
        assertFalse(ClassFeatures.dexToHitAndDamage("archer", false));
        assertEquals(List.of("staff", "wand"), ClassFeatures.focusKinds("wizard"));
        assertEquals(List.of("holy-symbol"), ClassFeatures.focusKinds("cleric"));
        assertEquals(List.of("holy-symbol"), ClassFeatures.focusKinds("necromancer"));
        assertEquals(List.of(), ClassFeatures.focusKinds("fighter"));
        assertFalse(ClassFeatures.sneakAdvantage(null));
        assertNull(ClassFeatures.rule(null));
    }
}
