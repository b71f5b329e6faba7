package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.DamageEvent;
import escarmouche.events.Event;
import escarmouche.events.HealEvent;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The damage system's queue: what is posted waits for the engine's update, then applies in order. */
class DamageQueueTest {
    /** gob at 20 of 20 hit points; the forced dice are the damage rolls of the test. */
    private static Fight fight(Integer... dice) {
        return Fight.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 3, 1, c -> c.hp(20).maxHp(20))
                .initiative("hero", "gob").dice(dice)).start();
    }

    private static DamageSystem.Request hit(Battle battle, String dice, DamageType type, int multiplier) {
        DiceExpression.Rolled r = DiceExpression.parse(dice).roll(battle.dice());
        return new DamageSystem.Request("hero", type, r.rolls(), List.of(), r.total(), multiplier, -1, false,
                List.of("DMG-ROLL"));
    }

    private static List<Event> eventsSince(Fight f, int from) {
        List<Event> all = f.events();
        return all.subList(from, all.size());
    }

    @Test
    @DisplayName("DMG-ROLL: two hits posted change nothing until the engine updates; then both apply, in order")
    void twoHitsApplyInOrderOnUpdate() {
        Fight f = fight(4, 5, 3);
        Battle battle = f.game().battle();
        DamageSystem damage = f.game().services().damage;
        assertSame(damage, battle.ecs().getSystem(DamageSystem.class), "registered in the game's engine");
        assertEquals(DamageSystem.PRIORITY, damage.priority);
        Creature gob = f.creature("gob");
        int before = f.events().size();

        damage.post(gob, hit(battle, "1d6", DamageType.SLASHING, 1));      // 4
        damage.post(gob, hit(battle, "2d6", DamageType.FIRE, 2));          // (5 + 3) x 2 = 16
        assertTrue(damage.hasWork());
        assertEquals(20, gob.hp());
        assertTrue(eventsSince(f, before).isEmpty(), "nothing happens before the update");

        battle.ecs().update(0);

        assertFalse(damage.hasWork());
        List<DamageEvent> hits = eventsSince(f, before).stream()
                .filter(DamageEvent.class::isInstance).map(DamageEvent.class::cast).toList();
        assertEquals(2, hits.size(), f.lines());
        assertEquals("slashing", hits.get(0).damageType());
        assertEquals(4, hits.get(0).final_());
        assertEquals(16, hits.get(0).hp());
        assertEquals("fire", hits.get(1).damageType());
        assertEquals(8, hits.get(1).rolled());
        assertEquals(16, hits.get(1).final_());
        assertEquals(0, hits.get(1).hp());
        assertEquals(0, gob.hp());
    }

    @Test
    @DisplayName("DMG-HEAL: a hit then a healing posted apply in the order posted (healing first would be capped)")
    void hitThenHealingKeepTheirOrder() {
        Fight f = fight(6);
        Battle battle = f.game().battle();
        DamageSystem damage = f.game().services().damage;
        Creature gob = f.creature("gob");
        int before = f.events().size();

        damage.post(gob, hit(battle, "1d6", DamageType.PIERCING, 1));
        damage.postHealing(gob, 3, List.of(), "potion", List.of());
        battle.ecs().update(0);

        List<Event> events = eventsSince(f, before);
        assertEquals(2, events.size(), f.lines());
        DamageEvent hit = (DamageEvent) events.get(0);
        HealEvent heal = (HealEvent) events.get(1);
        assertEquals(14, hit.hp());
        assertEquals(3, heal.amount());
        assertEquals(17, heal.hp());
        assertEquals(17, gob.hp());
        assertFalse(damage.hasWork());
    }
}
