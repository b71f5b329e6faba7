package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Logs.seq;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Played;
import escarmouche.testing.TestScenario;
import escarmouche.rules.opportunity.MoveKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** OA-WITHIN counts the steps of the mover's whole turn, however its movement is split into commands. */
class OpportunityTurnTest {
    /** The hero at 1,3 in the reach of a goblin at 2,2 that only acts when told. */
    static TestScenario heroUnderGoblin() {
        return TestScenario.map(OpportunityAttackTest.OPEN)
                .with("hero", "party", 1, 3, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 2, c -> c.hp(30).control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("OA-WITHIN: move 2,3 then move 3,3 beside a goblin provokes, as one move of two steps would")
    void OA_WITHIN_singleStepsAddUp() {
        List<JsonNode> split = events(heroUnderGoblin().dice(5).build(), 1, "move 2,3\nmove 3,3\nend\n");
        List<JsonNode> whole = events(heroUnderGoblin().dice(5).build(), 1, "move 2,3 3,3\nend\n");
        for (List<JsonNode> ev : List.of(split, whole)) {
            List<JsonNode> oas = ofType(ev, "opportunity");
            assertEquals(1, oas.size());
            assertEquals("gob", oas.get(0).get("reactor").asText());
            assertEquals("OA-WITHIN", oas.get(0).get("rule").asText());
            assertEquals("[2,3]", oas.get(0).get("at").toString());
            List<JsonNode> moves = of(ev, "move", "actor", "hero");
            assertTrue(seq(moves.get(0)) < seq(oas.get(0)) && seq(oas.get(0)) < seq(moves.get(1)),
                    "the attack comes before the hero enters 3,3");
            assertTrue(rules(ofType(ev, "attack").get(0)).containsAll(List.of("OA-REACTION", "OA-WITHIN")));
            assertEquals("3,3", at(ev, "hero"));
        }
    }

    @Test
    @DisplayName("OA-WITHIN and MOVE-SPLIT: a step before an attack and one after it count together")
    void OA_WITHIN_stepsAroundAnAttack() {
        // The hero's attack misses (d20 2); the goblin's opportunity attack rolls 5.
        List<JsonNode> ev = events(heroUnderGoblin().dice(2, 5).build(), 1, "move 2,3\nattack gob\nmove 3,3\nend\n");
        List<JsonNode> attacks = ofType(ev, "attack");
        assertEquals("hero", attacks.get(0).get("attacker").asText());
        JsonNode oa = ofType(ev, "opportunity").get(0);
        assertEquals("OA-WITHIN", oa.get("rule").asText());
        assertTrue(seq(attacks.get(0)) < seq(oa));
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertFalse(rules(moves.get(0)).contains("MOVE-SPLIT"));
        assertTrue(rules(moves.get(1)).contains("MOVE-SPLIT"), "the move resumed after the attack is named");
    }

    @Test
    @DisplayName("MOVE-SPLIT: only a move resumed after the action, by a creature that moved before it, is named")
    void MOVE_SPLIT_onlyWhenTheActionSitsBetweenMoves() {
        TestScenario s = TestScenario.map(OpportunityAttackTest.OPEN)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 4, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> after = events(s.build(), 1, "dash\nmove 2,1\nmove 3,1\nend\n");
        for (JsonNode m : of(after, "move", "actor", "hero")) assertFalse(rules(m).contains("MOVE-SPLIT"));
        List<JsonNode> around = events(s.build(), 1, "move 2,1\ndash\nmove 3,1 4,1\nend\n");
        List<JsonNode> moves = of(around, "move", "actor", "hero");
        assertEquals(List.of(false, true, false), moves.stream().map(m -> rules(m).contains("MOVE-SPLIT")).toList());
    }

    @Test
    @DisplayName("OA-WITHIN: the count starts again with each turn of the mover")
    void OA_WITHIN_countsOneTurn() {
        List<JsonNode> ev = events(heroUnderGoblin().build(), 1, "move 2,3\nend\nend\nmove 3,3\nend\n");
        assertTrue(ofType(ev, "opportunity").isEmpty());
        assertEquals("3,3", at(ev, "hero"));
    }

    @Test
    @DisplayName("OA-WITHIN in plain 5e (dd5): steps inside a reach never provoke, however many")
    void OA_WITHIN_notInPlainFiveE() {
        List<JsonNode> ev = events(heroUnderGoblin().rules(RuleSet.DD5).build(), 1, "move 2,3\nmove 3,3\nend\n");
        assertTrue(ofType(ev, "opportunity").isEmpty());
    }

    @Test
    @DisplayName("MOVE-FORCED: being put back by force during its turn counts no step for OA-WITHIN")
    void MOVE_FORCED_doesNotCount() {
        Played p = Played.of(heroUnderGoblin().dice(5).build()).start();
        Creature hero = p.creature("hero");
        // Forced movement inside the goblin's reach (MOVE-OCCUPIED, MOVE-FORCED): 1,3 -> 2,3.
        p.game().services().movement.force(hero, new Pos(2, 3), "forced", List.of("MOVE-OCCUPIED", "MOVE-FORCED"),
                MoveKind.FORCED);
        assertEquals(new Pos(2, 3), hero.at());
        List<JsonNode> one = p.then("move 3,3").events();
        assertTrue(ofType(one, "opportunity").isEmpty(), "the forced step did not count: this is the first");
        List<JsonNode> two = p.then("move 3,2").events();
        assertEquals("OA-WITHIN", ofType(two, "opportunity").get(0).get("rule").asText());
    }
}
