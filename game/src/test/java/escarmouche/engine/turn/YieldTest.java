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

    /** Aldric beside the awake g1, whose script is {@code goblinRules}, and the unconscious g2. */
    private static Scenario camp(String goblinRules, String dice) {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": 30},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "hp": 40, "maxHp": 40,
                    "behavior": {"name": "test", "rules": [%s]}},
                   {"id": "g2", "template": "goblin", "at": [2, 2], "conditions": ["unconscious"]}
                 ],
                 "initiative": ["aldric", "g1", "g2"], "dice": [%s]}
                """.formatted(goblinRules, dice));
    }

    @Test
    @DisplayName("GRAP-START, COND-INCAPACITATED: a script yielding once a grapple was contested fights on after a grapple"
            + " won without a roll on an unconscious goblin, where happened would have yielded")
    void GRAP_START_aGrappleWonWithoutARollIsNoContest() {
        String grapple = "grapple g2\nend\n";
        List<JsonNode> ev = Runs.events(camp("{\"when\": [{\"contested\": [\"GRAP-START\"]}], \"do\": \"yield\"},"
                + " {\"do\": \"dodge\"}", ""), 1, grapple);
        JsonNode contest = Runs.ofType(ev, "contest").get(0);
        assertEquals("[\"GRAP-START\",\"COND-INCAPACITATED\"]", contest.get("rule").toString());
        assertTrue(Runs.ofType(ev, "end").isEmpty(), "no contest was fought: g1 fights on");
        assertEquals(1, Runs.ofType(ev, "turn").stream().filter(t -> t.get("actor").asText().equals("g1")).count(),
                "g1 had its turn, and did not yield in it: " + ev);
        List<JsonNode> after = Runs.events(camp("{\"when\": [{\"happened\": [\"GRAP-START\"]}], \"do\": \"yield\"},"
                + " {\"do\": \"dodge\"}", ""), 1, grapple);
        assertEquals("g1 yields for the monsters", end(after).get("reason").asText(), "happened cannot tell the two apart");
    }

    @Test
    @DisplayName("GRAP-START: the same script yields on its turn after a grapple its goblin could resist, even one it won")
    void GRAP_START_aFoughtGrappleIsAContest() {
        // Aldric's Str check 2 + 3 against the goblin's Dex check 15 + 2: the goblin wins, and the contest was fought.
        List<JsonNode> ev = Runs.events(camp("{\"when\": [{\"contested\": [\"GRAP-START\"]}], \"do\": \"yield\"},"
                + " {\"do\": \"dodge\"}", "2, 15"), 1, "grapple g1\nend\n");
        JsonNode contest = Runs.ofType(ev, "contest").get(0);
        assertEquals("GRAP-START", contest.get("rule").asText());
        assertEquals("g1", contest.get("winner").asText());
        assertEquals("g1 yields for the monsters", end(ev).get("reason").asText());
        assertEquals("party", end(ev).get("winner").asText());
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
