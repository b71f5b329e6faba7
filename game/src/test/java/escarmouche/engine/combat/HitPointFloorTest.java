package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.DamageEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hit points under blows of a billion: held, never wrapped round to a creature standing again. */
class HitPointFloorTest {
    @Test
    @DisplayName("HP-KO, ATK-CRIT: three knock-out blows of the longest chain on the largest roll leave the goblin at"
            + " minus a billion, still knocked out")
    void HP_KO_blowsOfABillionAreHeld() {
        Fight f = Fight.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> c.hp(20).maxHp(20))
                .initiative("hero", "gob")).start();
        DamageSystem damage = f.game().services().damage;
        Creature gob = f.creature("gob");
        // 100d1000+999999 at its best, times x2097152: held at a billion by the pipeline.
        DamageSystem.Request blow = new DamageSystem.Request("hero", DamageType.BLUDGEONING, List.of(), List.of(),
                1_099_999, 2_097_152, -1, true, List.of("DMG-ROLL"));
        for (int i = 0; i < 3; i++) assertEquals(1_000_000_000, damage.apply(gob, blow));
        // Unheld, the third blow would wrap 20 - 3 x 1000000000 round to 1294967316: the goblin at full health and more.
        assertEquals(-1_000_000_000, gob.hp());
        assertTrue(gob.alive());
        assertTrue(gob.has(Condition.UNCONSCIOUS));
        List<DamageEvent> hits = f.events().stream().filter(DamageEvent.class::isInstance)
                .map(DamageEvent.class::cast).toList();
        assertEquals(3, hits.size(), f.lines());
        assertEquals(-999_999_980, hits.get(0).hp());
        assertEquals(-1_000_000_000, hits.get(1).hp());
        assertEquals(-1_000_000_000, hits.get(2).hp());
    }
}
