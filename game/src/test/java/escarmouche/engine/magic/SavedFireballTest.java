package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.DamageEvent;
import escarmouche.events.explain.Explain;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A fireball saved against by a goblin with a flat fire resistance, played by the engine: the save's half
 * comes after the resistance under the house rules (DMG-VULN's halving, as ATK-CRIT names it), before it in
 * plain 5e, and the log line says it in that order.
 */
class SavedFireballTest {
    private static TestScenario scene(RuleSet rules, Integer... dice) {
        return TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("mage", "party", 1, 2, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 10, 2, c -> c.hp(40).control("player")
                        .resists(Resistance.flat(DamageType.FIRE, 10)))
                .initiative("mage", "gob").rules(rules).dice(dice);
    }

    @Test
    @DisplayName("DMG-VULN: 33 fire, resistance 10, saved: 33 - 10 = 23, halved to 11, the save taking 12, as the line says")
    void DMG_VULN_savedFireballAfterResistance() {
        // Cast 15; chain d20 5: no doubling; 8d6 = 4x7 + 5 = 33; the goblin saves (19).
        Fight f = Fight.of(scene(RuleSet.HOUSE, 15, 5, 4, 4, 4, 4, 4, 4, 4, 5, 19)).start().run("cast fireball 10,2");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(33, d.rolled());
        assertEquals(12, d.saveHalf());
        assertEquals(11, d.final_());
        assertEquals(29, f.creature("gob").hp());
        assertEquals("d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 5: 33 fire - 10 resistance"
                + " - 12 half on a save = 11; HP 29", Explain.line(d));
    }

    @Test
    @DisplayName("ATK-CRIT: a chained fireball, saved against a resistance of 10: 9 ×2 = 18 - 10 = 8, halved to 4")
    void ATK_CRIT_chainedFireballSavedAfterResistance() {
        // Cast 15; chain 20 then 5: x2; 8d6 = 9; the goblin saves (19).
        Fight f = Fight.of(scene(RuleSet.HOUSE, 15, 20, 5, 2, 1, 1, 1, 1, 1, 1, 1, 19)).start()
                .run("cast fireball 10,2");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(2, d.multiplier());
        assertEquals(4, d.saveHalf());
        assertEquals(4, d.final_());
        assertEquals("d6 2 + d6 1 + d6 1 + d6 1 + d6 1 + d6 1 + d6 1 + d6 1: 9 fire ×2 = 18 - 10 resistance"
                + " - 4 half on a save = 4; HP 36", Explain.line(d));
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: plain 5e halves for the save first, then for the resistance: 33 saved 16, halved 8")
    void DMG_RESIST_HALF_plainFiveSavedFireball() {
        // Plain 5e rolls no casting d20 nor chain: 8d6 = 33, then the goblin's save (19).
        Fight f = Fight.of(scene(RuleSet.DD5, 4, 4, 4, 4, 4, 4, 4, 5, 19)).start().run("cast fireball 10,2");
        DamageEvent d = f.first(DamageEvent.class);
        assertEquals(17, d.saveHalf());
        assertEquals(8, d.final_());
        assertEquals("d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 4 + d6 5: 33 fire - 17 half on a save"
                + " - 8 halved = 8; HP 32", Explain.line(d));
    }
}
