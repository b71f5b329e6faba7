package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-FRIGHTENED (house): a frightened creature may only defend itself. One whose behaviour gives it nothing
 * to do (no way off that provokes nothing, a foe in reach it may not strike, a post it holds with a shot it may
 * not take) takes the Dodge rather than wait, whatever its behaviour: a brute beside the fighter it fears took
 * his blows for rounds while doing nothing at all.
 */
class FrightenedDodgeAiTest {
    private static final String ROOM = "\"################\", \"#..............#\", \"#..............#\","
            + " \"#..............#\", \"#..............#\", \"#..............#\", \"#..............#\","
            + " \"#..............#\", \"#..............#\", \"#..............#\", \"#..............#\","
            + " \"################\"";

    /** Orc o beside the fighter it fears, orc o2 three squares off and as frightened; these dice forced. */
    private static List<JsonNode> orcBesideTheFighter(String dice, String commands) {
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + ROOM + "]}, \"combatants\": ["
                + "{\"id\": \"f\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [7, 5]},"
                + "{\"id\": \"o\", \"template\": \"orc\", \"side\": \"monsters\", \"at\": [8, 5], \"hp\": 60, \"maxHp\": 60,"
                + " \"frightenedBy\": \"f\"},"
                + "{\"id\": \"o2\", \"template\": \"orc\", \"side\": \"monsters\", \"at\": [7, 8], \"hp\": 60, \"maxHp\": 60,"
                + " \"frightenedBy\": \"f\"}],"
                + " \"initiative\": [\"o\", \"o2\", \"f\"], \"dice\": [" + dice + "], \"seed\": 3}";
        return Runs.events(Scripts.scenario(json), 3, commands);
    }

    private static List<JsonNode> of(List<JsonNode> events, String type, String actor) {
        return Runs.ofType(events, type).stream().filter(e -> actor.equals(e.path("actor").asText())).toList();
    }

    /** The Dodges it takes: each lays the dodging condition on it (ACT-DODGE). */
    private static List<JsonNode> dodges(List<JsonNode> events, String id) {
        return Runs.ofType(events, "condition").stream().filter(e -> id.equals(e.path("target").asText())
                && "dodging".equals(e.path("condition").asText()) && e.path("added").asBoolean()).toList();
    }

    private static List<JsonNode> intents(List<JsonNode> events, String actor, String action) {
        return of(events, "note", actor).stream()
                .filter(n -> n.has("intent") && action.equals(n.get("intent").get("action").asText())).toList();
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a brute held in reach of the fighter it fears dodges, and his blow comes at"
            + " disadvantage (15 and 4: 4 +5 = 9 against AC 13, a miss)")
    void COND_FRIGHTENED_brute_inReach_dodges() {
        List<JsonNode> events = orcBesideTheFighter("15, 4", "attack o\n");
        assertEquals(1, dodges(events, "o").size(), events.toString());
        JsonNode why = intents(events, "o", "dodge").get(0);
        assertEquals("default: COND-FRIGHTENED allows only the Dodge -> dodge", why.get("text").asText());
        assertTrue(intents(events, "o", "wait").isEmpty(), "it no longer waits: " + events);
        // The other orc, with a way off, flees as its behaviour says: the Dash spends its action, so no dodge.
        assertEquals(1, intents(events, "o2", "flee").size(), events.toString());
        assertTrue(dodges(events, "o2").isEmpty(), events.toString());
        JsonNode blow = Runs.ofType(events, "attack").get(0);
        assertEquals("f", blow.get("attacker").asText(), blow.toString());
        assertEquals("disadvantage", blow.get("advantage").asText(), blow.toString());
        assertEquals(9, blow.get("total").asInt(), blow.toString());
        assertEquals(false, blow.get("hit").asBoolean(), blow.toString());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a fighter (hero) and two guards beside each other, each frightened of the other"
            + " side, all dodge rather than wait; none may strike, so no blow falls before the round limit")
    void COND_FRIGHTENED_guardsAndHero_standoff_dodge() {
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + ROOM + "]}, \"combatants\": ["
                + "{\"id\": \"f\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [7, 5], \"frightenedBy\": \"b\"},"
                + "{\"id\": \"b\", \"template\": \"bandit-captain\", \"side\": \"monsters\", \"at\": [8, 5],"
                + " \"frightenedBy\": \"f\"},"
                + "{\"id\": \"h\", \"template\": \"hobgoblin\", \"side\": \"monsters\", \"at\": [8, 6], \"frightenedBy\": \"f\"}],"
                + " \"initiative\": [\"b\", \"h\", \"f\"], \"seed\": 3}";
        List<JsonNode> events = Runs.events(Simulation.allAi(Scripts.scenario(json)), 3, "");
        for (String id : List.of("b", "h", "f")) {
            assertEquals(200, dodges(events, id).size(), id + " dodges on each of its 200 turns");
            assertTrue(intents(events, id, "wait").isEmpty(), id + " never waits");
        }
        assertTrue(Runs.ofType(events, "attack").isEmpty(), "fear forbids every blow");
        JsonNode end = Runs.ofType(events, "end").get(0);
        assertEquals("none", end.get("winner").asText(), end.toString());
    }
}
