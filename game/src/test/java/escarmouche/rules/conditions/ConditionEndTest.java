package escarmouche.rules.conditions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ConditionEndTest {
    @Test
    @DisplayName("COND durations: until the start of X's next turn ends when X's turn starts, not before")
    void COND_INCAPACITATED_startOfTurn() {
        ConditionEnd end = ConditionEnd.startOfNextTurn("hero");
        assertFalse(end.endsAtStartOf("gob"));
        assertTrue(end.endsAtStartOf("hero"));
        assertEquals("until the start of hero's next turn", end.describe());
    }

    @Test
    @DisplayName("COND durations: until the end of X's next turn skips the turn under way")
    void COND_RESTRAINED_endOfNextTurn() {
        ConditionEnd end = ConditionEnd.endOfNextTurn("hero");
        assertFalse(end.endsAtEndOf("hero"));
        ConditionEnd armed = end.afterStartOf("hero");
        assertTrue(armed.endsAtEndOf("hero"));
        assertFalse(armed.endsAtEndOf("gob"));
    }

    @Test
    @DisplayName("COND durations: 2 rounds end at the start of the anchor's second turn from now")
    void COND_PARALYZED_rounds() {
        ConditionEnd end = ConditionEnd.rounds(2, "mage");
        assertFalse(end.endsAtStartOf("mage"));
        ConditionEnd one = end.afterStartOf("mage");
        assertEquals(1, one.rounds());
        assertTrue(one.endsAtStartOf("mage"));
    }

    @Test
    @DisplayName("COND effects: paralyzed, stunned, unconscious, petrified fail Str and Dex saves only")
    void COND_STUNNED_autoFail() {
        assertEquals(Condition.STUNNED, ConditionEffects.autoFailsSave(Set.of(Condition.STUNNED),
                escarmouche.rules.core.Ability.DEX));
        assertEquals(null, ConditionEffects.autoFailsSave(Set.of(Condition.STUNNED),
                escarmouche.rules.core.Ability.WIS));
        assertEquals(Condition.PETRIFIED, ConditionEffects.autoFailsSave(Set.of(Condition.PETRIFIED),
                escarmouche.rules.core.Ability.STR));
    }

    @Test
    @DisplayName("COND-FRIGHTENED: no step closer to the source of fear, and [HOUSE] no opportunity attack")
    void COND_FRIGHTENED_movementAndReactions() {
        escarmouche.rules.attack.Footprint ogre = escarmouche.rules.attack.Footprint.of(5, 5, 2, 2);
        assertTrue(ConditionEffects.movesCloser(escarmouche.rules.attack.Footprint.of(1, 5, 1, 1),
                escarmouche.rules.attack.Footprint.of(2, 5, 1, 1), ogre));
        assertFalse(ConditionEffects.movesCloser(escarmouche.rules.attack.Footprint.of(2, 5, 1, 1),
                escarmouche.rules.attack.Footprint.of(2, 4, 1, 1), ogre));
        assertFalse(ConditionEffects.mayReact(Set.of(Condition.FRIGHTENED), true));
        assertTrue(ConditionEffects.mayReact(Set.of(Condition.FRIGHTENED), false));
        assertFalse(ConditionEffects.mayReact(Set.of(Condition.UNCONSCIOUS), false));
    }

    @Test
    @DisplayName("ACT-DODGE: lost while incapacitated, grappled, restrained or at speed 0")
    void ACT_DODGE_whenItHolds() {
        assertTrue(ConditionEffects.dodgeActive(Set.of(Condition.DODGING), 6));
        assertFalse(ConditionEffects.dodgeActive(Set.of(Condition.DODGING, Condition.STUNNED), 6));
        assertFalse(ConditionEffects.dodgeActive(Set.of(Condition.DODGING, Condition.GRAPPLED), 6));
        assertFalse(ConditionEffects.dodgeActive(Set.of(Condition.DODGING), 0));
    }
}
