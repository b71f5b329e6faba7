package escarmouche.engine.ai;

import static escarmouche.testing.Logs.of;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Whole fights under the scripted controller: to the end, repeatable, explained, and readable by the interface. */
class ScriptedFightTest {
    @Test
    @DisplayName("every combatant on AI: the fight is played to its end event, then the state")
    void allAiToTheEnd() {
        List<JsonNode> ev = Runs.events(Simulation.allAi(Scripts.encounter("goblins-at-the-ford"), true), 11, "");
        assertEquals("end", ev.get(ev.size() - 2).get("type").asText());
        assertEquals("state", ev.get(ev.size() - 1).get("type").asText());
        assertTrue(of(ev, "note", "actor", "brunhild").stream().anyMatch(n -> n.has("intent")));
    }

    @Test
    @DisplayName("determinism: the same seed gives the same events, another seed another fight")
    void sameSeedSameEvents() {
        Scenario s = Simulation.allAi(Scripts.encounter("wolf-pack"), false);
        assertEquals(Runs.log(s, 21, ""), Runs.log(s, 21, ""));
        assertNotEquals(Runs.log(s, 21, ""), Runs.log(s, 22, ""));
    }

    @Test
    @DisplayName("intents: the last rule that made each creature act, as the log and the interface see it")
    void intentsForTheInterface() {
        Game game = Game.of(Simulation.allAi(Scripts.encounter("ogre-and-grapplers"), true), 13);
        game.start();
        Creature ogre = game.battle().find("ogre");
        assertNull(game.intents().lastIntent(ogre), "nothing chosen before its first turn");
        game.advance();
        assertEquals("brute", game.intents().behaviourName(ogre));
        assertEquals("grappler", game.intents().behaviourName(game.battle().find("g1")));
        String last = null;
        for (var e : game.battle().log().events()) {
            if (e.event() instanceof escarmouche.events.NoteEvent n && n.intent() != null && n.actor().equals("ogre")) {
                last = n.text();
            }
        }
        assertEquals(last, game.intents().lastIntent(ogre));
        assertTrue(last.startsWith("brute: "), last);
        assertTrue(last.contains(" -> "), last);
    }

    @Test
    @DisplayName("intents in the log: a note with the behaviour, the rule's origin and number, the action and the target")
    void intentNotes() {
        List<JsonNode> ev = Runs.events(Simulation.allAi(Scripts.encounter("ogre-and-grapplers"), true), 13, "");
        JsonNode note = of(ev, "note", "actor", "g1").stream().filter(n -> n.has("intent")).findFirst().orElseThrow();
        JsonNode intent = note.get("intent");
        assertEquals("grappler", intent.get("behavior").asText());
        assertTrue(intent.get("index").asInt() >= 1);
        assertTrue(note.get("text").asText().startsWith(intent.get("origin").asText() + ": "));
        assertTrue(!note.has("rule"), "an intent names no house rule");
    }

    /** A fighter walks away from a goblin with the given behaviour. */
    private static List<JsonNode> walkAway(String behaviour) {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "behavior": "%s", "at": [1, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [20, 20, 1]}
                """.formatted(behaviour));
        return Runs.events(s, 1, "move 3,1 4,1\nend\n");
    }

    @Test
    @DisplayName("OA-REACTION: the behaviour decides whether a monster strikes a foe that walks away")
    void reactionsFollowTheBehaviour() {
        assertEquals(1, Runs.ofType(walkAway("guard"), "opportunity").size());
        List<JsonNode> coward = walkAway("coward");
        assertEquals(0, Runs.ofType(coward, "opportunity").size());
        assertTrue(of(coward, "note", "actor", "g1").stream()
                .anyMatch(n -> n.get("text").asText().contains("without striking")));
    }
    /** A fighter on the AI at {@code hp}, a guard that strikes whatever provokes it, as a goblin walks away first. */
    private static List<JsonNode> heroOnAiProvoked(int hp) {
        Scenario s = Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "##########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1], "hp": %d, "control": "ai", "behavior": "guard"},
                   {"id": "g1", "template": "goblin", "at": [3, 1], "control": "player"}
                 ],
                 "initiative": ["g1", "aldric"], "dice": [20, 1]}
                """.formatted(hp));
        return Runs.events(s, 1, "move 4,1 5,1\nend\n");
    }

    @Test
    @DisplayName("HP-DISABLED, OA-REACTION: a hero on the AI at exactly 0 HP lets a provoking foe go, as the blow would"
            + " drop it to -1 and dying; with hit points left the same guard strikes")
    void HP_DISABLED_aiHeroAtZeroLetsTheMoverGo() {
        List<JsonNode> atZero = heroOnAiProvoked(0);
        assertEquals(0, Runs.ofType(atZero, "opportunity").size());
        JsonNode letGo = of(atZero, "note", "actor", "aldric").stream()
                .filter(n -> n.get("text").asText().contains("without striking")).findFirst().orElseThrow();
        assertEquals("aldric lets g1 go without striking", letGo.get("text").asText());
        assertEquals("OA-REACTION", letGo.get("rule").asText());
        assertTrue(of(atZero, "note", "actor", "aldric").stream()
                .noneMatch(n -> n.get("text").asText().contains("strains")), "it stays at 0, disabled");
        List<JsonNode> hurt = heroOnAiProvoked(10);
        assertEquals(1, Runs.ofType(hurt, "opportunity").size());
        assertEquals("aldric", Runs.ofType(hurt, "opportunity").get(0).get("reactor").asText());
    }
}
