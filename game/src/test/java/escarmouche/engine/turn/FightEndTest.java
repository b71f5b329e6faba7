package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Logs;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * When a fight ends: a side is beaten when none of its creatures is still in the fight. Dead, knocked out,
 * or unconscious at 0 hit points or below is out; asleep or paralysed above 0 is still in.
 */
class FightEndTest {
    /** Initiative in the order of the combatants; {@code dice} forced from the first turn on. */
    private static List<JsonNode> run(String combatants, String dice, String... commands) {
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile("\"id\": (\"[a-z0-9]+\")").matcher(combatants);
        while (m.find()) ids.add(m.group(1));
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [%s], "initiative": [%s], "dice": [%s]}
                """.formatted(combatants, String.join(", ", ids), dice)), 1, String.join("\n", commands) + "\n");
    }

    private static int seqOf(List<JsonNode> events, String type) {
        List<JsonNode> found = Runs.ofType(events, type);
        return found.isEmpty() ? Integer.MAX_VALUE : found.get(0).get("seq").asInt();
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: a party attacking a sleeping camp does not win at round start")
    void sleepingCampIsStillInTheFight() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1]},
                {"id": "g1", "template": "goblin", "at": [2, 1], "conditions": ["unconscious"]},
                {"id": "g2", "template": "goblin", "at": [5, 2], "conditions": ["unconscious"]}""",
                "15, 8", "attack g1", "end");
        assertTrue(seqOf(events, "attack") < seqOf(events, "end"), "the hero attacks before any end: " + events);
        assertEquals("hero", Runs.ofType(events, "turn").get(0).get("actor").asText());
        assertTrue(Runs.ofType(events, "end").isEmpty(), "g2 still sleeps at 7 hit points: the fight goes on");
    }

    @Test
    @DisplayName("COND-PARALYZED: a paralysed last monster keeps the fight going")
    void paralysedLastMonsterKeepsTheFightGoing() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1]},
                {"id": "gob", "template": "goblin", "at": [5, 2], "conditions": ["paralyzed"]}""",
                "", "end", "end");
        assertTrue(Runs.ofType(events, "end").isEmpty(), events.toString());
        assertEquals(3, Logs.of(events, "turn", "actor", "hero").size(), "the goblin's turns are played for it");
    }

    @Test
    @DisplayName("HP-DYING: a dying character is out of the fight: its side loses at once")
    void dyingCharacterIsOut() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": -3},
                {"id": "gob", "template": "goblin", "at": [5, 2]}""", "");
        JsonNode end = Runs.ofType(events, "end").get(0);
        assertEquals("monsters", end.get("winner").asText());
        assertTrue(Runs.ofType(events, "turn").isEmpty());
    }

    @Test
    @DisplayName("HP-DYING: a stable character is out of the fight too")
    void stableCharacterIsOut() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": -4, "conditions": ["stable"]},
                {"id": "gob", "template": "goblin", "at": [5, 2]}""", "");
        assertEquals("monsters", Runs.ofType(events, "end").get(0).get("winner").asText());
    }

    @Test
    @DisplayName("HP-KO: knocking out the last enemy, an NPC, ends the fight")
    void knockedOutNpcIsOut() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1]},
                {"id": "cap", "template": "bandit-captain", "at": [2, 1], "hp": 3}""",
                "15, 6", "attack cap ko");
        assertTrue(Logs.rules(Logs.of(events, "condition", "target", "cap").get(0)).contains("HP-KO"));
        JsonNode end = Runs.ofType(events, "end").get(0);
        assertEquals("party", end.get("winner").asText());
    }

    @Test
    @DisplayName("HP-DISABLED: a character at exactly 0 is conscious, so still in the fight")
    void disabledCharacterIsIn() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0},
                {"id": "gob", "template": "goblin", "at": [5, 2], "control": "player"}""",
                "", "end", "end");
        assertTrue(Runs.ofType(events, "end").isEmpty(), events.toString());
        assertEquals(2, Logs.of(events, "turn", "actor", "hero").size());
    }
}
