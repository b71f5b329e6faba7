package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.health.Exhaustion;
import escarmouche.testing.Fight;
import escarmouche.testing.Seeded;
import escarmouche.testing.TestScenario;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Properties of hit points under random damage, healing, temporary hit points and exhaustion. */
class HitPointPropertiesTest {
    @Test
    @DisplayName("DMG-HEAL property: whatever happens, hit points never exceed the (exhausted) maximum and damage is never negative")
    void DMG_HEAL_hitPointsStayInBounds() {
        List<DamageType> types = Arrays.asList(DamageType.values());
        Seeded.forAll("hit points in bounds", 424242L, 150, g -> {
            Fight f = Fight.of(TestScenario.map("#####", "#...#", "#####")
                    .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                    .with("gob", "monsters", 3, 1, c -> c.hp(g.between(5, 40)).shock(g.between(0, 100)))
                    .initiative("hero", "gob")).start();
            DamageSystem damage = f.game().services().damage;
            for (String id : List.of("hero", "gob")) {
                Creature c = f.creature(id);
                if (g.chance(30)) {
                    c.defence.defence = new DamagePipeline.Defence(List.of(Resistance.flat(g.pick(types), 5)),
                            List.of(g.pick(types)), g.chance(50) ? 5 : 0, 0, false, g.chance(10));
                }
                for (int i = 0; i < 12 && c.alive(); i++) {
                    int roll = g.between(0, 10);
                    if (roll < 5) {
                        int dealt = damage.apply(c, new DamageSystem.Request("test", g.pick(types), List.of(), List.of(),
                                g.between(0, 25), g.pick(List.of(1, 1, 2, 4)), g.between(-1, 2), g.chance(10),
                                List.of()));
                        assertTrue(dealt >= 0, "negative damage");
                    } else if (roll < 8) {
                        damage.heal(c, g.between(0, 30), List.of(), "test", List.of());
                    } else if (roll < 9) {
                        damage.grantTemporary(c, g.between(0, 10), "test");
                    } else {
                        damage.exhaust(c, 1, "test");
                    }
                    int max = Exhaustion.maxHp(c.health.exhaustion, c.health.maxHp);
                    assertTrue(c.hp() <= max, id + " has " + c.hp() + " above its maximum " + max);
                    assertTrue(c.health.tempHp >= 0, "negative temporary hit points");
                }
            }
        });
    }
}
