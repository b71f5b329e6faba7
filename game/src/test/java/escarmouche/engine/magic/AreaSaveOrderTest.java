package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ShockEvent;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The shared dice order of a spell: its damage dice, then each target's save d20 in the order of the combatants.
 * A burst rolls every save before it deals any damage, so a die the damage calls for (HP-SHOCK's d100) comes
 * after all the saves, never between two of them.
 */
class AreaSaveOrderTest {
    @Test
    @DisplayName("DMG-ROLL, HP-SHOCK: a fireball rolls both goblins' saves before the first one's system shock")
    void DMG_ROLL_everySaveBeforeTheShock() {
        TestScenario s = TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("g1", "monsters", 10, 2, c -> c.hp(10).control("player"))
                .with("g2", "monsters", 11, 2, c -> c.hp(40).control("player"))
                .initiative("mage", "g1", "g2").rules(RuleSet.HOUSE)
                // Cast 15; chain d20 5: no doubling; 8d6 = 32; g1's save 2 (fails), g2's 19 (saves); g1's shock 12.
                .dice(15, 5, 4, 4, 4, 4, 4, 4, 4, 4, 2, 19, 12);
        Fight f = Fight.of(s).start().run("cast fireball 10,2");
        List<CheckEvent> saves = f.all(CheckEvent.class);
        assertEquals(2, saves.size(), f.lines());
        assertEquals("g1", saves.get(0).actor());
        assertFalse(saves.get(0).success());
        assertEquals("g2", saves.get(1).actor());
        assertEquals(19, saves.get(1).rolls().get(0).value());
        assertTrue(saves.get(1).success(), f.lines());
        List<DamageEvent> damage = f.all(DamageEvent.class);
        assertEquals(List.of("g1", "g2"), damage.stream().map(DamageEvent::target).toList());
        assertEquals(32, damage.get(0).final_());
        assertEquals(16, damage.get(1).final_());
        ShockEvent shock = f.first(ShockEvent.class);
        assertEquals("g1", shock.target());
        assertEquals(12, shock.rolls().get(0).value());
        assertEquals(24, f.creature("g2").hp());
    }
}
