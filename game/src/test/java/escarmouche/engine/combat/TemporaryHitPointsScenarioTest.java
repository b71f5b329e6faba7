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

/** DMG-TEMP from a scenario's {@code tempHp} and from a spell that grants them (false life). */
class TemporaryHitPointsScenarioTest {
    private static List<JsonNode> run(String hero, String dice, String... commands) {
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#######"]},
                 "combatants": [%s, {"id": "gob", "template": "goblin", "at": [2, 1], "control": "player"}],
                 "initiative": ["hero", "gob"], "dice": [%s]}
                """.formatted(hero, dice)), 1, String.join("\n", commands) + "\n");
    }

    @Test
    @DisplayName("DMG-TEMP: a scenario's tempHp absorbs a hit first: 4 of 4, then 1 of 3 and 2 come off the 28")
    void DMG_TEMP_fromTheScenario() {
        List<JsonNode> events = run("{\"id\": \"hero\", \"template\": \"fighter\", \"at\": [1, 1], \"tempHp\": 5}",
                "18, 4, 18, 3", "end", "attack hero", "end", "end", "attack hero", "end");
        List<JsonNode> hits = Runs.ofType(events, "damage");
        assertEquals(4, hits.get(0).get("tempAbsorbed").asInt());
        assertEquals(28, hits.get(0).get("hp").asInt());
        assertTrue(Logs.rules(hits.get(0)).contains("DMG-TEMP"));
        assertEquals(1, hits.get(1).get("tempAbsorbed").asInt());
        assertEquals(26, hits.get(1).get("hp").asInt());
        assertTrue(Logs.rules(hits.get(1)).contains("DMG-TEMP"));
    }

    @Test
    @DisplayName("DMG-TEMP: false life grants 6 temporary hit points, which take the goblin's 4 first")
    void DMG_TEMP_fromASpell() {
        List<JsonNode> events = run("{\"id\": \"hero\", \"template\": \"wizard\", \"at\": [1, 1], \"spells\": [\"false-life\"]}",
                "15, 18, 4", "cast false-life", "end", "attack hero", "end");
        JsonNode granted = Logs.of(events, "note", "actor", "hero").get(0);
        assertEquals(List.of("DMG-TEMP"), Logs.rules(granted));
        assertTrue(granted.get("text").asText().contains("6 temporary hit points"), granted.toString());
        JsonNode hit = Runs.ofType(events, "damage").get(0);
        assertEquals(4, hit.get("tempAbsorbed").asInt());
        assertEquals(Logs.state(events, "hero").get("hp").asInt(), hit.get("hp").asInt());
        assertTrue(Logs.rules(hit).contains("DMG-TEMP"));
    }

    @Test
    @DisplayName("DMG-TEMP: they do not stack: false life on 10 temporary hit points keeps the 10")
    void DMG_TEMP_doNotStack() {
        List<JsonNode> events = run("{\"id\": \"hero\", \"template\": \"wizard\", \"at\": [1, 1],"
                + " \"spells\": [\"false-life\"], \"tempHp\": 10}", "15, 18, 6", "cast false-life", "end", "attack hero");
        assertTrue(Logs.of(events, "note", "actor", "hero").get(0).get("text").asText().contains("keeps 10"));
        assertEquals(6, Runs.ofType(events, "damage").get(0).get("tempAbsorbed").asInt());
    }
}
