package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.ashley.core.Engine;
import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.engine.grapple.GrappleSystem;
import escarmouche.events.ConditionEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The condition and grapple systems are Ashley systems of the game's engine, and conditions have one writer. */
class ConditionSystemTest {
    private static Fight duel() {
        return Fight.of(TestScenario.map("######", "#....#", "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
    }

    @Test
    @DisplayName("ConditionSystem and GrappleSystem run in the battle's engine at priorities 60 and 40, over every creature")
    void registeredInTheEngine() {
        Fight f = duel().start();
        Services s = f.game().services();
        Engine ecs = f.game().battle().ecs();
        assertSame(s.conditions, ecs.getSystem(ConditionSystem.class));
        assertSame(s.grapples, ecs.getSystem(GrappleSystem.class));
        assertEquals(60, s.conditions.priority);
        assertEquals(40, s.grapples.priority);
        assertEquals(2, s.conditions.tracked());
        assertEquals(2, s.grapples.tracked());
    }

    @Test
    @DisplayName("COND-PRONE: a condition is written through ConditionSystem, which logs it; the component's collections refuse direct writes")
    void oneWriter() {
        Fight f = duel().start();
        Creature gob = f.creature("gob");
        f.game().services().conditions.add(gob, Condition.PRONE, "knocked down", "COND-PRONE", "hero");
        assertTrue(gob.has(Condition.PRONE));
        assertEquals("hero", gob.conditions.sources.get(Condition.PRONE));
        List<ConditionEvent> logged = f.all(ConditionEvent.class);
        assertEquals("COND-PRONE", logged.get(logged.size() - 1).rule().get(0));
        ConditionsComponent cc = gob.conditions;
        assertThrows(UnsupportedOperationException.class, () -> cc.set.add(Condition.BLINDED));
        assertThrows(UnsupportedOperationException.class, () -> cc.sources.put(Condition.BLINDED, "hero"));
        assertThrows(UnsupportedOperationException.class, () -> cc.fromHitPoints.add(Condition.BLINDED));
        assertThrows(UnsupportedOperationException.class, () -> cc.helps.clear());
        assertThrows(UnsupportedOperationException.class, () -> cc.saveEnds.clear());
        assertThrows(UnsupportedOperationException.class, () -> cc.ends.clear());
    }
}
