package escarmouche.rules.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ObjectUseTest {
    @Test
    @DisplayName("TURN-OBJECT: the first interaction is free, the second takes the action (ACT-USE)")
    void TURN_OBJECT_cost() {
        assertEquals(ObjectUse.Cost.FREE, ObjectUse.cost(false));
        assertEquals(ObjectUse.Cost.ACTION, ObjectUse.cost(true));
    }

    @Test
    @DisplayName("TURN-OBJECT: picking a lock takes the whole turn, movement and action")
    void TURN_OBJECT_lockpickingTakesTheTurn() {
        assertNull(ObjectUse.whyNoLockpicking(false, false));
        assertNotNull(ObjectUse.whyNoLockpicking(true, false));
        assertNotNull(ObjectUse.whyNoLockpicking(false, true));
    }
}
