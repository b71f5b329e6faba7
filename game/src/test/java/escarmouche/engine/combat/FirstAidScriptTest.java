package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Logs;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code aid} command of a command script: first aid on a dying character (HP-DYING). */
class FirstAidScriptTest {
    private static List<JsonNode> run(String dice, String... commands) {
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [{"id": "mathis", "template": "cleric", "at": [1, 2]},
                                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": -3},
                                {"id": "gob", "template": "goblin", "at": [5, 1], "control": "player"}],
                 "initiative": ["mathis", "hero", "gob"], "dice": [%s]}
                """.formatted(dice)), 1, String.join("\n", commands) + "\n");
    }

    @Test
    @DisplayName("HP-DYING: `aid hero` is a Wis check DC 10 (7 + 3 = 10): stable, so no d100 at the end of its turn")
    void HP_DYING_aidStabilises() {
        List<JsonNode> events = run("7", "aid hero", "end", "end");
        JsonNode check = Logs.of(events, "check", "actor", "mathis").get(0);
        assertEquals("wis", check.get("ability").asText());
        assertEquals(10, check.get("dc").asInt());
        assertEquals(10, check.get("total").asInt());
        assertTrue(check.get("success").asBoolean());
        assertTrue(Logs.rules(check).contains("HP-DYING"));
        JsonNode stable = Logs.of(events, "condition", "condition", "stable").get(0);
        assertEquals("hero", stable.get("target").asText());
        assertTrue(Runs.ofType(events, "dying").isEmpty());
        assertEquals(-3, Logs.state(events, "hero").get("hp").asInt());
    }

    @Test
    @DisplayName("HP-DYING: a failed first aid (6 + 3) leaves the character dying; a second aid needs a new turn")
    void HP_DYING_aidFails() {
        List<JsonNode> events = run("6, 50", "aid hero", "aid hero", "end");
        assertTrue(!Logs.of(events, "check", "actor", "mathis").get(0).get("success").asBoolean());
        JsonNode refused = Runs.ofType(events, "error").get(0);
        assertTrue(refused.get("reason").asText().contains("already used its action"), refused.toString());
        JsonNode dying = Runs.ofType(events, "dying").get(0);
        assertEquals("loses-hp", dying.get("outcome").asText());
        assertEquals(-4, dying.get("hp").asInt());
    }
}
