package escarmouche.content.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One side for a whole encounter, and the side a scenario named for the creatures against the party. */
class OneSideTest {
    @Test
    @DisplayName("the one side every combatant names, or null with two or none")
    void ofEveryCombatant() {
        assertEquals("party", OneSide.of(List.of("party", "party")));
        assertNull(OneSide.of(List.of("party", "monsters")));
        assertNull(OneSide.of(List.of()));
    }

    @Test
    @DisplayName("against the party: 'bandits' when every other creature is a bandit; null for plain monsters, two sides, or none")
    void againstTheParty() {
        assertEquals("bandits", OneSide.against(List.of("party", "bandits", "party", "bandits")));
        assertNull(OneSide.against(List.of("party", "monsters")));
        assertNull(OneSide.against(List.of("party", "bandits", "wolves")));
        assertNull(OneSide.against(List.of("party")));
    }
}
