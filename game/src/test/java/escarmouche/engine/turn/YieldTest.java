package escarmouche.engine.turn;

import static escarmouche.testing.Logs.of;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code yield}: a side gives up the fight; a script may make a beaten monster do it. */
class YieldTest {
    private static Scenario duel(String goblinRules) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["########", "#......#", "########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": 30},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "hp": 40, "maxHp": 40,
                    "behavior": {"name": "test", "rules": [%s]}}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [20, 5, 4]}
                """.formatted(goblinRules));
    }

    private static JsonNode end(List<JsonNode> events) {
        List<JsonNode> ends = Runs.ofType(events, "end");
        assertEquals(1, ends.size(), "one end event");
        return ends.get(0);
    }

    @Test
    @DisplayName("TURN-ORDER: a player's yield ends the fight at once, the other side winning, with no die rolled after it")
    void aPlayerConcedes() {
        List<JsonNode> ev = Runs.events(duel("{\"do\": \"attack\"}"), 1, "yield\nattack g1\n");
        JsonNode end = end(ev);
        assertEquals("monsters", end.get("winner").asText());
        assertEquals("aldric yields for the party", end.get("reason").asText());
        assertEquals("aldric yields: the party give up the fight", of(ev, "note", "actor", "aldric").get(0).get("text").asText());
        assertTrue(Runs.ofType(ev, "attack").isEmpty(), "nothing is played after the fight ended");
        assertEquals("state", ev.get(ev.size() - 1).get("type").asText());
    }

    @Test
    @DisplayName("ATK-CRIT: a monster scripted to yield once a critical hit has happened does so on its next turn, and the party wins")
    void aScriptYieldsAfterWhatHappened() {
        String rules = "{\"when\": [{\"happened\": [\"ATK-CRIT\"]}], \"do\": \"yield\", \"why\": \"beaten\"},"
                + " {\"do\": \"attack\"}";
        List<JsonNode> ev = Runs.events(duel(rules), 1, "attack g1\nend\n");
        assertTrue(Runs.ofType(ev, "attack").get(0).get("critical").asBoolean(), "the forced 20 is a critical");
        JsonNode end = end(ev);
        assertEquals("party", end.get("winner").asText());
        assertEquals("g1 yields for the monsters", end.get("reason").asText());
        assertEquals(1, Runs.ofType(ev, "attack").size(), "the goblin yields instead of striking back");
    }

    @Test
    @DisplayName("ATK-ROLL: without the critical the same script fights on: happened holds only once every rule named fired")
    void noCriticalNoYield() {
        String rules = "{\"when\": [{\"happened\": [\"ATK-CRIT\"]}], \"do\": \"yield\"}, {\"do\": \"attack\"}";
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["########", "#......#", "########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": 30},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "hp": 40, "maxHp": 40,
                    "behavior": {"name": "test", "rules": [%s]}}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [12, 4, 11, 3]}
                """.formatted(rules));
        List<JsonNode> ev = Runs.events(s, 1, "attack g1\nend\n");
        assertFalse(Runs.ofType(ev, "attack").get(0).get("critical").asBoolean());
        assertTrue(Runs.ofType(ev, "end").isEmpty(), "the goblin fights on");
        assertEquals(2, Runs.ofType(ev, "attack").size(), "and strikes back");
    }

    @Test
    @DisplayName("a happened condition with no rule, or with something that is not a rule ID, is reported with its path")
    void brokenHappened() {
        for (String bad : List.of("[]", "[\"crit\"]", "[3]")) {
            var loaded = new ScenarioLoader().parse("""
                    {"format": 1, "map": {"rows": ["#####", "#...#", "#####"]},
                     "combatants": [
                       {"id": "a", "template": "fighter", "at": [1, 1]},
                       {"id": "g", "template": "goblin", "at": [3, 1],
                        "behavior": {"name": "t", "rules": [{"when": [{"happened": %s}], "do": "yield"}]}}
                     ]}
                    """.formatted(bad), "bad.json", Scripts.CONTENT);
            assertFalse(loaded.ok(), bad);
            String problems = loaded.problems().toString();
            assertTrue(problems.contains("happened"), problems);
        }
    }
}
