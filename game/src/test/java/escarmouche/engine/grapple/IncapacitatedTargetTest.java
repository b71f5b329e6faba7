package escarmouche.engine.grapple;

import static escarmouche.testing.Logs.hasCondition;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.engine.preview.ContestPreview;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Played;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The house rules' automatic win of a grapple or a shove against an incapacitated target (GRAP-START, SHOVE) is
 * theirs alone: plain 5e, and the grappling part played as in 5e, roll the contest, and the odds say so.
 */
class IncapacitatedTargetTest {
    /** A strong hero (Str +3) beside a stunned goblin (no modifiers) that acts only when told. */
    private static TestScenario stunnedGoblin(RuleSet rules) {
        return TestScenario.map(GrappleAndShoveTest.OPEN)
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12))
                .with("gob", "monsters", 3, 2, c -> c.conditions(Condition.STUNNED).control("player"))
                .initiative("hero", "gob").rules(rules);
    }

    @Test
    @DisplayName("GRAP-START: under plain 5e a stunned target is no automatic win; the contest is rolled")
    void GRAP_START_dd5RollsAgainstIncapacitated() {
        List<JsonNode> ev = events(stunnedGoblin(RuleSet.DD5).dice(12, 8).build(), 1, "grapple gob\nend\n");
        JsonNode contest = ofType(ev, "contest").get(0);
        assertEquals(List.of("GRAP-START"), rules(contest));
        assertEquals(1, contest.get("attacker").get("rolls").size());
        assertEquals(15, contest.get("attacker").get("total").asInt());
        assertEquals(1, contest.get("defender").get("rolls").size());
        assertEquals(8, contest.get("defender").get("total").asInt());
        assertEquals("hero", contest.get("winner").asText());
        assertTrue(hasCondition(ev, "gob", "grappled"));
    }

    @Test
    @DisplayName("GRAP-START: with only the grappling part as in 5e (house-5e-grappling) the contest is rolled and can"
            + " be lost")
    void GRAP_START_grapplingPartAsIn5e() {
        RuleSet mix = RuleSet.HOUSE.asIn5e(RulePart.GRAPPLING);
        assertEquals("house-5e-grappling", mix.id());
        List<JsonNode> ev = events(stunnedGoblin(mix).dice(2, 19).build(), 1, "grapple gob\nend\n");
        JsonNode contest = ofType(ev, "contest").get(0);
        assertEquals(List.of("GRAP-START"), rules(contest));
        assertEquals(5, contest.get("attacker").get("total").asInt());
        assertEquals(19, contest.get("defender").get("total").asInt());
        assertEquals("gob", contest.get("winner").asText());
        assertFalse(hasCondition(ev, "gob", "grappled"));
    }

    @Test
    @DisplayName("SHOVE: under plain 5e a stunned target resists the shove with its own roll")
    void SHOVE_dd5RollsAgainstIncapacitated() {
        List<JsonNode> ev = events(stunnedGoblin(RuleSet.DD5).dice(3, 17).build(), 1, "shove gob push\nend\n");
        JsonNode contest = ofType(ev, "contest").get(0);
        assertEquals(List.of("SHOVE"), rules(contest));
        assertEquals(6, contest.get("attacker").get("total").asInt());
        assertEquals(17, contest.get("defender").get("total").asInt());
        assertEquals("gob", contest.get("winner").asText());
    }

    @Test
    @DisplayName("GRAP-START and SHOVE odds: 100% and automatic under the house rules, the contest's odds under 5e")
    void GRAP_START_andShoveOddsFollowTheRules() {
        Played house = Played.of(stunnedGoblin(RuleSet.HOUSE).build()).start();
        ContestPreview houseGrapple = house.game().previews().grapple(house.creature("hero"), house.creature("gob"), null);
        assertEquals(100, houseGrapple.percent());
        assertTrue(houseGrapple.automatic());
        Played plain = Played.of(stunnedGoblin(RuleSet.DD5).build()).start();
        ContestPreview grapple = plain.game().previews().grapple(plain.creature("hero"), plain.creature("gob"), null);
        ContestPreview shove = plain.game().previews().shove(plain.creature("hero"), plain.creature("gob"));
        // Str +3 against +0, ties to the defender: the 61% of an awake goblin.
        assertEquals(61, grapple.percent());
        assertFalse(grapple.automatic());
        assertEquals(61, shove.percent());
        assertFalse(shove.automatic());
    }
}
