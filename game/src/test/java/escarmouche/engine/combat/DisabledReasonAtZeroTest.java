package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.ConditionEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The reason a character at exactly 0 is no longer disabled when it is unconscious there: not "below 0". */
class DisabledReasonAtZeroTest {
    @Test
    @DisplayName("HP-DYING, HP-DISABLED: stable and disabled at 0 (no loader between) ends disabled as 'unconscious at 0 hit points'")
    void HP_DYING_disabledEndsAtZeroNotBelow() {
        // The loader refuses this scenario now (HitPointConditions); the engine's reason must still be true.
        Fight f = Fight.of(TestScenario.map("######", "#....#", "######")
                .with("b", "party", 1, 1, c -> c.pc("fighter").hp(0).conditions(Condition.STABLE, Condition.DISABLED))
                .with("gob", "monsters", 3, 1, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("b", "gob")).start();
        List<ConditionEvent> disabled = f.all(ConditionEvent.class).stream()
                .filter(e -> e.target().equals("b") && e.condition().equals("disabled") && !e.added()).toList();
        assertEquals(1, disabled.size(), f.all(ConditionEvent.class).toString());
        assertEquals("unconscious at 0 hit points", disabled.get(0).reason());
        assertEquals(List.of("HP-DYING"), disabled.get(0).rule());
    }
}
