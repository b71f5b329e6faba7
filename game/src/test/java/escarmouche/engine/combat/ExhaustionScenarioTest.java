package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Logs;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * HP-EXHAUSTION set by a scenario's {@code exhaustion} field, each level's effect seen in the event log
 * with the rule named. The fighter has 28 hit points, speed 6, Dex +1 and -5 to stealth from its armour.
 */
class ExhaustionScenarioTest {
    private static List<JsonNode> run(int level, String heroAt, String dice, String... commands) {
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#########", "#.......#", "#...O...#", "#.......#", "#########"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": %s, "exhaustion": %d},
                                {"id": "gob", "template": "goblin", "at": [7, 3], "control": "player"}],
                 "initiative": ["hero", "gob"], "dice": [%s]}
                """.formatted(heroAt, level, dice)), 1, String.join("\n", commands) + "\n");
    }

    @Test
    @DisplayName("HP-EXHAUSTION: the scenario's level is announced as the fight starts")
    void HP_EXHAUSTION_announced() {
        JsonNode c = Runs.ofType(run(1, "[1, 1]", ""), "condition").get(0);
        assertEquals("exhaustion", c.get("condition").asText());
        assertEquals(1, c.get("level").asInt());
        assertEquals(List.of("HP-EXHAUSTION"), Logs.rules(c));
        assertEquals(1, c.get("seq").asInt(), "before initiative");
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 1 from a scenario: an ability check (hide) is rolled at disadvantage")
    void HP_EXHAUSTION_checkAtDisadvantage() {
        JsonNode check = Runs.ofType(run(1, "[1, 1]", "12, 5", "hide"), "check").get(0);
        assertEquals("disadvantage", check.get("advantage").asText());
        assertEquals(5 + 1 - 5, check.get("total").asInt(), "the lower d20, 5, + Dex 1 - armour 5");
        assertTrue(Logs.rules(check).contains("HP-EXHAUSTION"), check.toString());
    }

    /** The exhausted hero at 1,1 with difficult ground east of it, a goblin of the player's two squares away. */
    private static List<JsonNode> rough(int level, String dice, String... commands) {
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#########", "#.,,....#", "#.......#", "#########"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1], "exhaustion": %d},
                                {"id": "gob", "template": "goblin", "at": [2, 2], "control": "player"}],
                 "initiative": ["hero", "gob"], "dice": [%s]}
                """.formatted(level, dice)), 1, String.join("\n", commands) + "\n");
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 1 puts a risky move's terrain check at disadvantage, as any ability check (MOVE-DIFFICULT)")
    void HP_EXHAUSTION_riskyTerrainCheckAtDisadvantage() {
        JsonNode check = Runs.ofType(rough(1, "15, 4", "move 2,1 3,1 risky=str"), "check").get(0);
        assertEquals("risky move", check.get("purpose").asText());
        assertEquals("disadvantage", check.get("advantage").asText());
        assertEquals(4 + 3, check.get("total").asInt(), "the lower d20, 4, + Str 3");
        assertFalse(check.get("success").asBoolean(), "7 against DC 10");
        assertTrue(Logs.rules(check).contains("HP-EXHAUSTION"), check.toString());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 1 puts the exhausted side of a grapple contest at disadvantage (GRAP-START)")
    void HP_EXHAUSTION_contestAtDisadvantage() {
        JsonNode contest = Runs.ofType(rough(1, "15, 4, 9", "grapple gob"), "contest").get(0);
        JsonNode hero = contest.get("attacker");
        assertEquals("hero", hero.get("id").asText());
        assertEquals("disadvantage", hero.get("advantage").asText());
        assertEquals(4 + 3, hero.get("total").asInt(), "the lower d20, 4, + Str 3");
        assertEquals("none", contest.get("defender").get("advantage").asText());
        assertEquals("gob", contest.get("winner").asText(), "the goblin's 9 + Dex 2 beats 7");
        assertTrue(Logs.rules(contest).contains("HP-EXHAUSTION"), contest.toString());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 0 leaves the terrain check and the contest as they were: a single d20, no advantage")
    void HP_EXHAUSTION_noneWithoutExhaustion() {
        JsonNode check = Runs.ofType(rough(0, "15", "move 2,1 3,1 risky=str"), "check").get(0);
        assertEquals("none", check.get("advantage").asText());
        assertEquals(15 + 3, check.get("total").asInt());
        JsonNode contest = Runs.ofType(rough(0, "15, 9", "grapple gob"), "contest").get(0);
        assertEquals("none", contest.get("attacker").get("advantage").asText());
        assertEquals(15 + 3, contest.get("attacker").get("total").asInt());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 2 from a scenario halves the speed: 3 squares, and each step names the rule")
    void HP_EXHAUSTION_halvedSpeedOnAMove() {
        List<JsonNode> events = run(2, "[1, 1]", "", "move 2,1 3,1 4,1 5,1", "move 2,1 3,1", "end");
        assertEquals(3, Logs.of(events, "turn", "actor", "hero").get(0).get("movement").asInt());
        assertTrue(Logs.rules(Logs.of(events, "note", "actor", "hero").get(0)).contains("HP-EXHAUSTION"));
        assertEquals(1, Runs.ofType(events, "error").size(), "four squares are refused");
        List<JsonNode> moves = Logs.of(events, "move", "actor", "hero");
        assertEquals(2, moves.size());
        for (JsonNode m : moves) assertTrue(Logs.rules(m).contains("HP-EXHAUSTION"), m.toString());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 3 from a scenario puts attacks at disadvantage")
    void HP_EXHAUSTION_attackAtDisadvantage() {
        List<JsonNode> events = run(3, "[6, 3]", "18, 2, 1", "attack gob");
        JsonNode attack = Runs.ofType(events, "attack").get(0);
        assertEquals("disadvantage", attack.get("advantage").asText());
        assertFalse(attack.get("hit").asBoolean(), "2 + 5 against AC 15");
        assertTrue(Logs.rules(attack).contains("HP-EXHAUSTION"), attack.toString());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 4 from a scenario halves the hit point maximum: 28 becomes 14")
    void HP_EXHAUSTION_halvedMaximum() {
        List<JsonNode> events = run(4, "[1, 1]", "", "end");
        JsonNode note = Runs.ofType(events, "note").get(0);
        assertEquals(List.of("HP-EXHAUSTION"), Logs.rules(note));
        assertEquals(14, Logs.state(events, "hero").get("hp").asInt());
    }

    @Test
    @DisplayName("HP-EXHAUSTION: level 6 from a scenario is death, before the first turn")
    void HP_EXHAUSTION_deathAtSix() {
        List<JsonNode> events = run(6, "[1, 1]", "");
        JsonNode death = Runs.ofType(events, "death").get(0);
        assertEquals("hero", death.get("target").asText());
        assertEquals(List.of("HP-EXHAUSTION"), Logs.rules(death));
        assertFalse(Logs.state(events, "hero").get("alive").asBoolean());
        assertEquals("monsters", Runs.ofType(events, "end").get(0).get("winner").asText());
    }
}
