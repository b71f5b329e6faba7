package escarmouche.engine.ai;

import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The built-in "default" behaviour, for AI creatures whose content gives none (these test creatures):
 * safe paths, breaking free, standing up.
 */
class FallbackBehaviourTest {
    static final Weapon PIKE = new Weapon("pike", "pike", DiceExpression.parse("1d10"), DamageType.PIERCING,
            WeaponKind.MELEE, 0, 0, WeaponLength.LONG, 3, false, false, false, true, false, 0, 0);

    @Test
    @DisplayName("OA-WITHIN: the AI walks around a guard's reach when a path that provokes nothing exists")
    void OA_WITHIN_aiPrefersSafePaths() {
        TestScenario s = TestScenario.map(
                        "###########",
                        "#.........#",
                        "#.........#",
                        "#.,,,,,,,.#",
                        "#.........#",
                        "#.........#",
                        "#.........#",
                        "#.........#",
                        "###########")
                .with("gob", "monsters", 1, 4, c -> c)
                .with("hero", "party", 6, 4, c -> c.pc("fighter"))
                .with("guard", "party", 6, 7, c -> c.pc("fighter").weapons(PIKE))
                .initiative("gob", "hero", "guard");
        List<JsonNode> ev = events(s.build(), 1, "end\nend\n");
        List<JsonNode> moves = of(ev, "move", "actor", "gob");
        assertTrue(ofType(ev, "opportunity").isEmpty(), "the direct path along row 4 would provoke the guard");
        List<JsonNode> firstTurn = moves.stream().filter(m -> m.get("round").asInt() == 1).toList();
        assertEquals(List.of("2,4", "3,3", "4,4", "5,4"), escarmouche.testing.Logs.squares(firstTurn),
                "a detour through the difficult row enters the pike's reach one step from the goal: 5 movement");
    }

    /** A fighter at 1,1 (hidden with this stealth total, or in plain sight for 0) and a goblin at 5,1 of a corridor. */
    private static TestScenario corridor(int stealth) {
        return TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> stealth > 0 ? c.pc("fighter").hidden(stealth) : c.pc("fighter"))
                .with("gob", "monsters", 5, 1, c -> c)
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ACT-SEARCH: with every foe it knew of hiding where it could see it, the AI spends its action searching; each roll is against the hidden one's stealth")
    void ACT_SEARCH_aiLooksForTheHidden() {
        TestScenario s = corridor(18)
                // The goblin's roll to see the ambush coming (2: surprised, it loses its first turn), then its searches.
                .dice(2, 17, 19);
        List<JsonNode> ev = events(s.build(), 1, "end\nend\nend\n");
        List<JsonNode> checks = of(ev, "check", "actor", "gob").stream()
                .filter(c -> c.get("purpose").asText().startsWith("search")).toList();
        assertEquals(2, checks.size(), ev.toString());
        for (JsonNode c : checks) {
            assertEquals("search for hero", c.get("purpose").asText());
            assertEquals(18, c.get("dc").asInt());
            assertTrue(rules(c).contains("ACT-SEARCH"), c.toString());
        }
        assertFalse(checks.get(0).get("success").asBoolean(), "17 misses 18");
        assertTrue(checks.get(1).get("success").asBoolean(), "19 finds it");
        assertTrue(of(ev, "condition", "target", "hero").stream().anyMatch(c -> "hidden".equals(c.get("condition").asText())
                && !c.get("added").asBoolean() && "found by gob".equals(c.get("reason").asText())), "found: " + ev);
        assertTrue(ofType(ev, "note").stream().anyMatch(n -> n.get("text").asText().endsWith("-> search for hidden foes")),
                "the intent says it: " + ev);
    }

    @Test
    @DisplayName("ACT-SEARCH: with a foe in sight the search rule never fires; the AI fights as before")
    void ACT_SEARCH_notWhileAFoeIsInSight() {
        List<JsonNode> ev = events(corridor(0).build(), 1, "end\nend\n");
        assertTrue(of(ev, "check", "actor", "gob").isEmpty(), ev.toString());
        assertFalse(of(ev, "move", "actor", "gob").isEmpty(), "it closes in: " + ev);
    }

    @Test
    @DisplayName("GRAP-ESCAPE: a grappled monster spends its action breaking free")
    void GRAP_ESCAPE_aiBreaksFree() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("hero", "party", 2, 1, c -> c.pc("fighter").abilities(16, 12).hp(30))
                .with("gob", "monsters", 3, 1, c -> c.hp(30))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(12, 8, 14, 3).build(), 1, "grapple gob\nend\nend\n");
        JsonNode escape = ofType(ev, "contest").get(1);
        assertEquals(List.of("GRAP-ESCAPE"), rules(escape));
        assertEquals("gob", escape.get("winner").asText());
        assertFalse(escarmouche.testing.Logs.hasCondition(ev, "gob", "grappled"));
    }

    @Test
    @DisplayName("MOVE-PRONE: a prone monster stands up before walking to its enemy")
    void MOVE_PRONE_aiStandsUp() {
        TestScenario s = TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("gob", "monsters", 1, 1, c -> c.conditions(Condition.PRONE))
                .with("hero", "party", 8, 1, c -> c.pc("fighter"))
                .initiative("gob", "hero");
        List<JsonNode> ev = events(s.build(), 1, "end\n");
        JsonNode stood = of(ev, "condition", "target", "gob").get(0);
        assertFalse(stood.get("added").asBoolean());
        assertEquals("MOVE-PRONE", rules(stood).get(0));
        List<JsonNode> firstTurn = of(ev, "move", "actor", "gob").stream().filter(m -> m.get("round").asInt() == 1).toList();
        assertTrue(escarmouche.testing.Logs.seq(stood) < escarmouche.testing.Logs.seq(firstTurn.get(0)));
        assertEquals("[4,1]", firstTurn.get(firstTurn.size() - 1).get("to").toString());
    }
}
