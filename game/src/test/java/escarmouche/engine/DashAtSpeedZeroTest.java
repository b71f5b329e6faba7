package escarmouche.engine;

import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Played;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DASH at speed 0: the Dash adds the speed the creature has, so held (COND-GRAPPLED, COND-RESTRAINED) or
 * exhausted to level 5 (HP-EXHAUSTION) it could only add 0: it is refused with its cause named, the action kept.
 */
class DashAtSpeedZeroTest {
    @Test
    @DisplayName("ACT-DASH / COND-GRAPPLED: a grappled creature's Dash is refused, naming the grapple, and its action is kept")
    void ACT_DASH_COND_GRAPPLED_refusedActionKept() {
        Played p = Played.of(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("gob", "monsters", 2, 1, c -> c.control("player").conditions(Condition.GRAPPLED))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .initiative("gob", "hero").build()).start();
        List<JsonNode> errors = ofType(p.then("dash").events(), "error");
        assertEquals(1, errors.size());
        assertEquals("gob is grappled: at speed 0 a Dash would give no movement", errors.get(0).get("reason").asText());
        assertEquals(List.of("ACT-DASH", "COND-GRAPPLED"), rules(errors.get(0)));
        assertFalse(p.creature("gob").turn.actionUsed, "the action is kept");
        assertTrue(ofType(p.events(), "note").stream().noneMatch(n -> n.get("text").asText().contains("dashes")));
    }

    @Test
    @DisplayName("ACT-DASH / HP-EXHAUSTION: exhausted to level 5 (speed 0), the Dash is refused naming the exhaustion")
    void ACT_DASH_HP_EXHAUSTION_levelFiveRefused() {
        Played p = Played.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [
                   {"id": "a", "template": "fighter", "at": [1, 1], "exhaustion": 5},
                   {"id": "z", "template": "goblin", "at": [5, 2], "control": "player"}
                 ],
                 "initiative": ["a", "z"]}
                """)).start();
        List<JsonNode> errors = ofType(p.then("dash").events(), "error");
        assertEquals(1, errors.size());
        assertEquals("a has speed 0 from exhaustion (level 5): a Dash would give no movement",
                errors.get(0).get("reason").asText());
        assertEquals(List.of("ACT-DASH", "HP-EXHAUSTION"), rules(errors.get(0)));
        assertFalse(p.creature("a").turn.actionUsed, "the action is kept");
    }

    @Test
    @DisplayName("ACT-DASH: a creature written with speed 0 is refused the Dash too; at its speed it dashes as before")
    void ACT_DASH_noSpeedRefusedAndSpeedDashes() {
        TestScenario at = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("gob", "monsters", 2, 1, c -> c.control("player").speed(0))
                .with("hero", "party", 5, 2, c -> c.pc("fighter").hp(20))
                .initiative("gob", "hero");
        List<JsonNode> errors = ofType(Played.of(at.build()).start().then("dash").events(), "error");
        assertEquals("gob has speed 0: a Dash would give no movement", errors.get(0).get("reason").asText());
        assertEquals(List.of("ACT-DASH"), rules(errors.get(0)));
        Played free = Played.of(TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .with("hero", "party", 5, 2, c -> c.pc("fighter").hp(20))
                .initiative("gob", "hero").build()).start().then("dash");
        assertTrue(ofType(free.events(), "error").isEmpty());
        assertTrue(free.creature("gob").turn.dashed);
    }
}
