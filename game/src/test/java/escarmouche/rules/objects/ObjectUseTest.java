package escarmouche.rules.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
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

    private static Weapon weapon(String id, WeaponKind kind) {
        return new Weapon(id, id, DiceExpression.parse("1d4"), DamageType.PIERCING, kind, 4, 12, WeaponLength.VERY_SHORT, 1,
                false, false, true, false, false, 0, 0);
    }

    @Test
    @DisplayName("TURN-OBJECT: a pair (ATK-TWF) draws each weapon no hand holds; each hand's weapon serves one blow")
    void TURN_OBJECT_pairDraws() {
        Weapon sword = weapon("shortsword", WeaponKind.MELEE);
        Weapon dagger = weapon("dagger", WeaponKind.THROWN);
        assertEquals(1, ObjectUse.pairDraws(sword, dagger, sword, null, false), "the dagger is drawn");
        assertEquals(2, ObjectUse.pairDraws(dagger, dagger, sword, null, false), "neither dagger is in hand");
        assertEquals(1, ObjectUse.pairDraws(dagger, dagger, dagger, null, false), "one dagger in hand, the second drawn");
        assertEquals(0, ObjectUse.pairDraws(dagger, dagger, dagger, dagger, false));
        assertEquals(0, ObjectUse.pairDraws(dagger, sword, sword, dagger, false), "the hands change places for free");
        assertEquals(0, ObjectUse.pairDraws(sword, dagger, sword, null, true), "thrown at another target: drawn by the throw");
        assertEquals(false, ObjectUse.draws(dagger, sword, dagger, false), "the dagger of the other hand is held");
    }
}
