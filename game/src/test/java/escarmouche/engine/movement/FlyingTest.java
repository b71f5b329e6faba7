package escarmouche.engine.movement;

import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Flight;
import escarmouche.testing.TestScenario;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MOVE-FLY: flyers brought down by being knocked prone or held at speed 0. */
class FlyingTest {
    private static TestScenario heroAndBat(Condition... batConditions) {
        return TestScenario.map(
                        "######",
                        "#....#",
                        "#....#",
                        "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("bat", "monsters", 2, 1, c -> c.hp(20).conditions(batConditions).control("player"))
                .initiative("hero", "bat");
    }

    @Test
    @DisplayName("MOVE-FLY: a flyer shoved prone falls: 1d6 bludgeoning, no longer flying, prone")
    void MOVE_FLY_shovedProneFalls() {
        // shove contest: hero d20 12 (+3 Str = 15) against the bat's 5 (+0); then the fall's d6 = 4
        List<JsonNode> ev = events(heroAndBat(Condition.FLYING).dice(12, 5, 4).build(), 1, "shove bat prone\nend\n");
        JsonNode fall = ofType(ev, "damage").get(0);
        assertEquals("bat", fall.get("target").asText());
        assertEquals("bludgeoning", fall.get("damageType").asText());
        assertEquals(4, fall.get("final").asInt());
        assertEquals(16, fall.get("hp").asInt());
        assertTrue(fall.get("rule").toString().contains("MOVE-FLY"));
        JsonNode state = ev.get(ev.size() - 1).get("combatants").get(1);
        assertEquals("[\"prone\"]", state.get("conditions").toString());
    }

    @Test
    @DisplayName("MOVE-FLY: a hovering flyer knocked prone does not fall")
    void MOVE_FLY_hoveringDoesNotFall() {
        List<JsonNode> ev = events(heroAndBat(Condition.FLYING, Condition.HOVERING).dice(12, 5).build(), 1,
                "shove bat prone\nend\n");
        assertTrue(ofType(ev, "damage").isEmpty());
        JsonNode state = ev.get(ev.size() - 1).get("combatants").get(1);
        assertTrue(state.get("conditions").toString().contains("flying"));
    }

    @Test
    @DisplayName("MOVE-FLY: speed 0 from a grapple brings a flyer down; 3 m up is 1d6, 6 m 2d6")
    void MOVE_FLY_grappledAndFallDice() {
        assertTrue(Flight.falls(EnumSet.of(Condition.FLYING), Condition.GRAPPLED));
        assertTrue(Flight.falls(EnumSet.of(Condition.FLYING), Condition.STUNNED));
        assertTrue(!Flight.falls(EnumSet.of(Condition.FLYING), Condition.POISONED));
        assertTrue(!Flight.falls(EnumSet.noneOf(Condition.class), Condition.PRONE));
        assertEquals("1d6", Flight.fallDamage(Flight.DEFAULT_ALTITUDE).toString());
        assertEquals("2d6", Flight.fallDamage(4).toString());
    }
}
