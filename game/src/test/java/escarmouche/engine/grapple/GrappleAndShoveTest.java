package escarmouche.engine.grapple;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.hasCondition;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Size;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Grappling, escaping, dragging and shoving through the engine, with forced dice. */
class GrappleAndShoveTest {
    static final String[] OPEN = {
        "#######",
        "#.....#",
        "#.....#",
        "#.....#",
        "#.....#",
        "#######"};

    /** A strong hero (Str +3) at 2,2 beside a goblin at 3,2 that acts only when told. */
    static TestScenario heroAndGoblin() {
        return TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 3, 2, c -> c.hp(20).control("player"))
                .initiative("hero", "gob");
    }

    static JsonNode condition(List<JsonNode> ev, String target, String condition, boolean added) {
        for (JsonNode c : of(ev, "condition", "target", target)) {
            if (c.get("condition").asText().equals(condition) && c.get("added").asBoolean() == added) return c;
        }
        throw new AssertionError("no " + condition + (added ? " added to " : " removed from ") + target);
    }

    @Test
    @DisplayName("GRAP-START and COND-GRAPPLED: a won contest grapples; the target's speed is 0; the action is spent")
    void GRAP_START_contestAndSpeedZero() {
        List<JsonNode> ev = events(heroAndGoblin().dice(12, 8).build(), 1, "grapple gob\nattack gob\nend\nmove 4,2\nend\n");
        JsonNode contest = ofType(ev, "contest").get(0);
        assertEquals(List.of("GRAP-START"), rules(contest));
        assertEquals("hero", contest.get("attacker").get("id").asText());
        assertEquals("str", contest.get("attacker").get("ability").asText());
        assertEquals(15, contest.get("attacker").get("total").asInt());
        assertEquals("gob", contest.get("defender").get("id").asText());
        assertEquals(8, contest.get("defender").get("total").asInt());
        assertEquals("hero", contest.get("winner").asText());
        assertEquals(List.of("GRAP-START"), rules(condition(ev, "gob", "grappled", true)));
        List<JsonNode> errors = ofType(ev, "error");
        assertTrue(errors.get(0).get("reason").asText().contains("already used its action"));
        assertEquals(List.of("COND-GRAPPLED"), rules(errors.get(1)));
        assertEquals(0, of(ev, "turn", "actor", "gob").get(0).get("movement").asInt());
        assertEquals("3,2", at(ev, "gob"));
    }

    @Test
    @DisplayName("GRAP-START: automatic success against an incapacitated target, with no dice")
    void GRAP_START_automaticAgainstIncapacitated() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.STUNNED).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "grapple gob\nend\n");
        JsonNode contest = ofType(ev, "contest").get(0);
        assertTrue(rules(contest).containsAll(List.of("GRAP-START", "COND-INCAPACITATED")));
        assertEquals(0, contest.get("attacker").get("rolls").size());
        assertEquals(0, contest.get("defender").get("rolls").size());
        assertTrue(hasCondition(ev, "gob", "grappled"));
    }

    @Test
    @DisplayName("GRAP-START: a target more than one size larger or out of reach is refused, nothing rolled")
    void GRAP_START_refusals() {
        TestScenario huge = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter"))
                .with("giant", "monsters", 3, 1, c -> c.size(Size.HUGE, 3, 3).control("player"))
                .initiative("hero", "giant");
        JsonNode tooBig = ofType(events(huge.build(), 1, "grapple giant\nend\n"), "error").get(0);
        assertEquals(List.of("GRAP-START"), rules(tooBig));
        assertTrue(tooBig.get("reason").asText().contains("more than one size larger"));
        TestScenario far = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter"))
                .with("gob", "monsters", 4, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(far.build(), 1, "grapple gob\nattack gob\nend\n");
        assertTrue(ofType(ev, "error").get(0).get("reason").asText().contains("out of hero's reach"));
        assertTrue(ofType(ev, "contest").isEmpty());
    }

    @Test
    @DisplayName("GRAP-ESCAPE: the grappled creature's action, its check first; free, it gets its speed back at once")
    void GRAP_ESCAPE_freesAndRestoresSpeed() {
        List<JsonNode> ev = events(heroAndGoblin().dice(12, 8, 14, 3).build(), 1,
                "grapple gob\nend\nescape\nmove 3,1\nend\n");
        JsonNode contest = ofType(ev, "contest").get(1);
        assertEquals(List.of("GRAP-ESCAPE"), rules(contest));
        assertEquals("gob", contest.get("attacker").get("id").asText());
        assertEquals(14, contest.get("attacker").get("total").asInt());
        assertEquals(6, contest.get("defender").get("total").asInt());
        assertEquals(List.of("GRAP-ESCAPE"), rules(condition(ev, "gob", "grappled", false)));
        JsonNode move = of(ev, "move", "actor", "gob").get(0);
        assertEquals(5, move.get("left").asInt());
    }

    @Test
    @DisplayName("GRAP-RELEASE: letting go is free and the grappler walks on without dragging")
    void GRAP_RELEASE_free() {
        List<JsonNode> ev = events(heroAndGoblin().dice(12, 8, 2).build(), 1, "grapple gob\nrelease\nmove 2,1\nend\n");
        assertTrue(ofType(ev, "error").isEmpty());
        assertEquals(List.of("GRAP-RELEASE"), rules(condition(ev, "gob", "grappled", false)));
        JsonNode move = of(ev, "move", "actor", "hero").get(0);
        assertEquals(1, move.get("cost").asInt());
        assertFalse(hasCondition(ev, "gob", "grappled"));
    }

    @Test
    @DisplayName("GRAP-DRAG and MOVE-FORCED: the grappler pays double and the target follows, provoking no one")
    void GRAP_DRAG_halfSpeedAndForced() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 3, 2, c -> c.hp(20).control("player"))
                .with("ally", "party", 4, 1, c -> c.pc("fighter"))
                .initiative("hero", "gob", "ally");
        List<JsonNode> ev = events(s.dice(12, 8).build(), 1, "grapple gob\nmove 1,2 1,3\nend\n");
        List<JsonNode> heroMoves = of(ev, "move", "actor", "hero");
        assertEquals(2, heroMoves.get(0).get("cost").asInt());
        assertTrue(rules(heroMoves.get(0)).contains("GRAP-DRAG"));
        assertEquals(2, heroMoves.get(1).get("left").asInt());
        List<JsonNode> dragged = of(ev, "move", "actor", "gob");
        assertEquals("drag", dragged.get(0).get("mode").asText());
        assertEquals(List.of("GRAP-DRAG", "MOVE-FORCED"), rules(dragged.get(0)));
        assertEquals("2,2", at(ev, "gob"));
        assertTrue(ofType(ev, "opportunity").isEmpty());
    }

    @Test
    @DisplayName("GRAP-DRAG: a target two sizes smaller is carried without slowing the grappler")
    void GRAP_DRAG_tinyTargetNoSlowdown() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12))
                .with("rat", "monsters", 3, 2, c -> c.size(Size.TINY, 1, 1).control("player"))
                .initiative("hero", "rat");
        List<JsonNode> ev = events(s.dice(12, 8).build(), 1, "grapple rat\nmove 1,2\nend\n");
        assertEquals(1, of(ev, "move", "actor", "hero").get(0).get("cost").asInt());
        assertEquals("2,2", at(ev, "rat"));
    }

    @Test
    @DisplayName("GRAP-END: the grapple ends when the grappler is knocked unconscious")
    void GRAP_END_grapplerIncapacitated() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12).hp(3))
                .with("gob", "monsters", 3, 2, c -> c.hp(20).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(12, 8, 15, 8).build(), 1, "grapple gob\nend\nattack hero\nend\n");
        assertTrue(hasCondition(ev, "hero", "unconscious"));
        assertEquals(List.of("GRAP-END"), rules(condition(ev, "gob", "grappled", false)));
    }

    @Test
    @DisplayName("GRAP-END: a dead grappler lets go, and its victim moves at full speed in the same turn")
    void GRAP_END_grapplerDies() {
        TestScenario s = TestScenario.map(OPEN)
                .with("gob", "monsters", 3, 2, c -> c.hp(3).control("player"))
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12))
                .with("far", "monsters", 5, 4, c -> c.control("player"))
                .initiative("gob", "hero", "far");
        List<JsonNode> ev = events(s.dice(15, 2, 15, 8, 100).build(), 1, "grapple hero\nend\nattack gob\nmove 1,2\nend\n");
        assertEquals(List.of("GRAP-END"), rules(condition(ev, "hero", "grappled", false)));
        JsonNode move = of(ev, "move", "actor", "hero").get(0);
        assertEquals(5, move.get("left").asInt());
    }

    @Test
    @DisplayName("GRAP-END and SHOVE: pushed out of the grappler's reach, the target is free; the push provokes no one")
    void GRAP_END_pushedOutOfReach() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 3, 2, c -> c.hp(20).control("player"))
                .with("ally", "party", 2, 1, c -> c.pc("fighter"))
                .initiative("hero", "gob", "ally");
        List<JsonNode> ev = events(s.dice(12, 8, 15, 3).build(), 1, "grapple gob\nend\nend\nend\nshove gob push\nend\n");
        JsonNode push = of(ev, "move", "actor", "gob").get(0);
        assertEquals("forced", push.get("mode").asText());
        assertEquals(List.of("SHOVE", "MOVE-FORCED"), rules(push));
        assertEquals(0, push.get("cost").asInt());
        assertEquals("4,2", at(ev, "gob"));
        assertEquals(List.of("GRAP-END"), rules(condition(ev, "gob", "grappled", false)));
        assertTrue(ofType(ev, "opportunity").isEmpty());
    }

    @Test
    @DisplayName("SHOVE: a won Str contest knocks the target prone; a lost one does nothing; it takes the action")
    void SHOVE_prone() {
        List<JsonNode> won = events(heroAndGoblin().dice(15, 3).build(), 1, "shove gob prone\nshove gob prone\nend\n");
        JsonNode contest = ofType(won, "contest").get(0);
        assertEquals(List.of("SHOVE"), rules(contest));
        assertEquals("str", contest.get("attacker").get("ability").asText());
        assertEquals(List.of("SHOVE"), rules(condition(won, "gob", "prone", true)));
        assertTrue(ofType(won, "error").get(0).get("reason").asText().contains("already used its action"));
        List<JsonNode> lost = events(heroAndGoblin().dice(3, 15).build(), 1, "shove gob prone\nend\n");
        assertEquals("gob", ofType(lost, "contest").get(0).get("winner").asText());
        assertFalse(hasCondition(lost, "gob", "prone"));
    }

    @Test
    @DisplayName("SHOVE: a push against a wall leaves the target where it is and says why")
    void SHOVE_pushBlocked() {
        TestScenario s = TestScenario.map(OPEN)
                .with("hero", "party", 4, 2, c -> c.pc("fighter").abilities(16, 12))
                .with("gob", "monsters", 5, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(15, 3).build(), 1, "shove gob push\nend\n");
        JsonNode note = ofType(ev, "note").get(0);
        assertEquals(List.of("SHOVE", "MOVE-ENTER"), rules(note));
        assertTrue(note.get("text").asText().contains("wall"));
        assertEquals("5,2", at(ev, "gob"));
    }
}
