package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.testing.Logs;
import escarmouche.testing.RealContent;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * HP-DISABLED through scenarios and command scripts: a character at exactly 0 hit points is disabled when it
 * came down to it (the scenario, a hit, a state written back into a scenario); healed up to it from below 0 it
 * stays unconscious and stable (HP-DYING).
 * The fighter has AC 18, longsword +5 to hit, 1d8+3; the goblin AC 15, scimitar +4, 1d6 (no Dex to damage).
 */
class DisabledAtZeroTest {
    private static List<JsonNode> run(String combatants, String initiative, String dice, String... commands) {
        return Runs.events(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [%s], "initiative": [%s], "dice": [%s]}
                """.formatted(combatants, initiative, dice)), 1, String.join("\n", commands) + "\n");
    }

    /** "+disabled", "-unconscious" ... for one creature, in log order. */
    private static List<String> changes(List<JsonNode> events, String who) {
        List<String> out = new ArrayList<>();
        for (JsonNode e : Logs.of(events, "condition", "target", who)) {
            out.add((e.get("added").asBoolean() ? "+" : "-") + e.get("condition").asText());
        }
        return out;
    }

    private static List<String> conditions(List<JsonNode> events, String who) {
        List<String> out = new ArrayList<>();
        for (JsonNode c : Logs.state(events, who).get("conditions")) out.add(c.asText());
        return out;
    }

    private static JsonNode condition(List<JsonNode> events, String who, String name, boolean added) {
        for (JsonNode e : Logs.of(events, "condition", "target", who)) {
            if (e.get("condition").asText().equals(name) && e.get("added").asBoolean() == added) return e;
        }
        throw new AssertionError("no condition event " + name + " " + added + " for " + who);
    }

    @Test
    @DisplayName("HP-DISABLED: a scenario that starts a character at 0 makes it disabled: after a move, no action")
    void HP_DISABLED_startsAtZero() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0},
                {"id": "gob", "template": "goblin", "at": [3, 1], "control": "player"}""",
                "\"hero\", \"gob\"", "", "move 1,2", "attack gob", "end");
        assertEquals(List.of("HP-DISABLED"), Logs.rules(condition(events, "hero", "disabled", true)));
        assertEquals(3, Logs.of(events, "turn", "actor", "hero").get(0).get("movement").asInt(),
                "MOVE-WOUNDED: half speed at 0 hit points");
        JsonNode refused = Runs.ofType(events, "error").get(0);
        assertEquals("attack gob", refused.get("command").asText());
        assertTrue(Logs.rules(refused).contains("HP-DISABLED"), refused.toString());
        assertTrue(Runs.ofType(events, "attack").isEmpty());
    }

    @Test
    @DisplayName("HP-DISABLED: a character the scenario starts at 0 that attacks drops to -1 and is dying (HP-DYING)")
    void HP_DISABLED_startsAtZeroAndStrains() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0},
                {"id": "ally", "template": "cleric", "at": [5, 2]},
                {"id": "gob", "template": "goblin", "at": [2, 1], "control": "player"}""",
                "\"hero\", \"ally\", \"gob\"", "15, 4, 50", "attack gob", "end");
        // At its turn's start its halved speed is named (MOVE-WOUNDED), then the attack's strain.
        assertEquals(List.of("MOVE-WOUNDED"), Logs.rules(Logs.of(events, "note", "actor", "hero").get(0)));
        JsonNode strain = Logs.of(events, "note", "actor", "hero").get(1);
        assertEquals(List.of("HP-DISABLED"), Logs.rules(strain));
        assertEquals(List.of("+disabled", "-disabled", "+unconscious", "+prone"), changes(events, "hero"));
        assertEquals(List.of("HP-DYING"), Logs.rules(condition(events, "hero", "unconscious", true)));
        assertEquals(-2, Logs.of(events, "dying", "target", "hero").get(0).get("hp").asInt(), "d100 50: loses 1");
        assertEquals(-2, Logs.state(events, "hero").get("hp").asInt());
    }

    @Test
    @DisplayName("HP-DISABLED: an opportunity attack made at 0 is strenuous: after it, the character drops to -1 and is dying")
    void HP_DISABLED_opportunityAttackStrains() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0},
                {"id": "ally", "template": "cleric", "at": [5, 2]},
                {"id": "gob", "template": "goblin", "at": [2, 1], "control": "player"}""",
                "\"gob\", \"hero\", \"ally\"", "5, 50", "move 3,1 4,1", "end");
        JsonNode attack = Runs.ofType(events, "attack").get(0);
        assertEquals("hero", attack.get("attacker").asText());
        assertEquals(10, attack.get("total").asInt(), "d20 5 + Str 3 + prof 2: a miss, the strain all the same");
        assertTrue(Logs.rules(attack).contains("OA-REACTION"));
        JsonNode strain = Logs.of(events, "note", "actor", "hero").get(0);
        assertEquals(List.of("HP-DISABLED"), Logs.rules(strain));
        assertTrue(strain.get("seq").asInt() > attack.get("seq").asInt(), "the attack happens, then the drop");
        assertEquals(List.of("+disabled", "-disabled", "+unconscious", "+prone"), changes(events, "hero"));
        assertEquals("4,1", Logs.at(events, "gob"), "the goblin's move goes on");
        assertEquals(-2, Logs.of(events, "dying", "target", "hero").get(0).get("hp").asInt(), "d100 50: loses 1");
        assertEquals(-2, Logs.state(events, "hero").get("hp").asInt());
    }

    @Test
    @DisplayName("HP-DISABLED: a readied attack going off at 0 is strenuous: after it, the character drops to -1 and is dying")
    void HP_DISABLED_readiedAttackStrains() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0},
                {"id": "gob", "template": "goblin", "at": [4, 1], "control": "player"}""",
                "\"hero\", \"gob\"", "15, 2", "ready gob", "end", "move 3,1 2,1", "end");
        assertTrue(Logs.of(events, "note", "actor", "hero").stream().noneMatch(n -> Logs.rules(n).contains("HP-DISABLED")
                && n.get("seq").asInt() < Runs.ofType(events, "attack").get(0).get("seq").asInt()),
                "readying is not strenuous: the blow is");
        JsonNode attack = Runs.ofType(events, "attack").get(0);
        assertTrue(Logs.rules(attack).contains("ACT-READY"));
        assertEquals(20, attack.get("total").asInt(), "d20 15 + Str 3 + prof 2 against AC 15: a hit");
        assertEquals(5, Runs.ofType(events, "damage").get(0).get("final").asInt(), "1d8 2 + Str 3");
        assertEquals(2, Logs.state(events, "gob").get("hp").asInt());
        assertEquals(List.of("+disabled", "-disabled", "+unconscious", "+prone"), changes(events, "hero"));
        assertEquals(-1, Logs.state(events, "hero").get("hp").asInt());
        assertEquals("monsters", Runs.ofType(events, "end").get(0).get("winner").asText(), "no hero left standing");
    }

    @Test
    @DisplayName("HP-DYING: healing a dying character from -5 to exactly 0 leaves it unconscious, stable; healing above 0 wakes it")
    void HP_DYING_healedToZeroStaysDown() {
        List<JsonNode> events = run("""
                {"id": "mathis", "template": "cleric", "at": [1, 2]},
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": -5},
                {"id": "gob", "template": "goblin", "at": [4, 1], "control": "player"}""",
                "\"mathis\", \"hero\", \"gob\"", "15, 2, 15, 1", "cast cure-wounds hero", "end", "end",
                "cast cure-wounds hero", "end");
        List<JsonNode> heals = Runs.ofType(events, "heal");
        assertEquals(0, heals.get(0).get("hp").asInt(), "1d8 2 + Wis 3 = 5");
        JsonNode stable = condition(events, "hero", "stable", true);
        assertEquals(List.of("HP-DYING"), Logs.rules(stable));
        assertEquals("healed to exactly 0 hit points", stable.get("reason").asText());
        assertTrue(Logs.of(events, "turn", "actor", "hero").size() >= 1);
        assertTrue(Runs.ofType(events, "dying").isEmpty(), "stable at 0: no d100 at the end of its turn");
        assertEquals(4, heals.get(1).get("hp").asInt(), "1d8 1 + Wis 3 = 4: above 0 at last");
        assertEquals(List.of("+unconscious", "+prone", "+stable", "-unconscious", "-stable"), changes(events, "hero"));
        assertEquals(List.of("DMG-HEAL"), Logs.rules(condition(events, "hero", "unconscious", false)));
        assertEquals(List.of("prone"), conditions(events, "hero"));
    }

    @Test
    @DisplayName("HP-DYING: a scenario's stable character at 0 stays unconscious; one listed only unconscious is disabled (HP-DISABLED)")
    void HP_DYING_stableAtZero() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0, "conditions": ["stable"]},
                {"id": "other", "template": "fighter", "at": [1, 2], "hp": 0, "conditions": ["unconscious"]},
                {"id": "gob", "template": "goblin", "at": [4, 1], "control": "player"}""",
                "\"hero\", \"other\", \"gob\"", "", "end", "end", "end");
        assertTrue(conditions(events, "hero").containsAll(List.of("unconscious", "stable")), conditions(events, "hero").toString());
        assertEquals("stable", condition(events, "hero", "unconscious", true).get("reason").asText(),
                "listed stable, it is not said to be dying");
        assertFalse(conditions(events, "hero").contains("disabled"));
        assertEquals(List.of("disabled"), conditions(events, "other"));
    }

    @Test
    @DisplayName("HP-DISABLED: a hit that lands on exactly 0 disables; the next turn, a move leaves no action")
    void HP_DISABLED_hitToZero() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 5},
                {"id": "gob", "template": "goblin", "at": [2, 1], "control": "player"}""",
                "\"gob\", \"hero\"", "18, 5", "attack hero", "end", "move 1,2", "attack gob");
        assertEquals(0, Runs.ofType(events, "damage").get(0).get("hp").asInt());
        assertEquals(List.of("HP-DISABLED"), Logs.rules(condition(events, "hero", "disabled", true)));
        assertTrue(Logs.rules(Runs.ofType(events, "error").get(0)).contains("HP-DISABLED"));
    }

    @Test
    @DisplayName("HP-DYING: a restored state at 0 listed unconscious and stable stays so: it cannot crawl")
    void HP_DYING_restoredState() {
        List<JsonNode> events = run("""
                {"id": "hero", "template": "fighter", "at": [1, 1], "hp": 0,
                 "conditions": ["prone", "unconscious", "stable"]},
                {"id": "gob", "template": "goblin", "at": [4, 1], "control": "player"}""",
                "\"hero\", \"gob\"", "", "end");
        assertEquals(List.of(), changes(events, "hero"));
        assertEquals("1,1", Logs.at(events, "hero"));
        assertEquals(List.of("prone", "unconscious", "stable"), conditions(events, "hero"));
        assertTrue(Runs.ofType(events, "dying").isEmpty(), "stable: no d100");
    }

    @Test
    @DisplayName("HP-DISABLED: a character above 0 listed disabled by a scenario is refused: it never fights as disabled")
    void HP_DISABLED_onlyAtZero() {
        // The game used to take it away before initiative as "healed above 0", though nothing healed it.
        Loaded<Scenario> s = new ScenarioLoader().parse("""
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#.....#", "#######"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1], "hp": 4, "conditions": ["disabled"]},
                                {"id": "gob", "template": "goblin", "at": [4, 1], "control": "player"}]}
                """, "test.json", RealContent.content());
        assertEquals(List.of("test.json:2:93: $.combatants[0].conditions[0]: \"disabled\" is for a creature at exactly 0"
                + " hit points (HP-DISABLED), and its hit points start at 4: give it an \"hp\" of 0, or take \"disabled\" out"),
                s.problems().stream().map(Object::toString).toList());
    }

    @Test
    @DisplayName("dd5: the damage event and the final state agree on a character dropped below 0: both say 0")
    void dd5DamageEventAgreesWithState() {
        List<JsonNode> events = Runs.events(Scripts.scenario("""
                {"format": 1, "rules": "dd5", "map": {"rows": ["#######", "#.....#", "#######"]},
                 "combatants": [{"id": "hero", "template": "fighter", "at": [1, 1], "hp": 3},
                                {"id": "gob", "template": "goblin", "at": [2, 1], "control": "player"}],
                 "initiative": ["gob", "hero"], "dice": [18, 4, 12]}
                """), 1, "attack hero\nend\n");
        JsonNode damage = Runs.ofType(events, "damage").get(0);
        assertEquals(6, damage.get("final").asInt());
        assertEquals(0, damage.get("hp").asInt(), "plain 5e has no negative hit points");
        assertEquals(0, Logs.state(events, "hero").get("hp").asInt());
        assertTrue(conditions(events, "hero").contains("unconscious"));
    }

    @Test
    @DisplayName("HP-DISABLED: a cleric at 0 who casts cure wounds on itself is healed 0 -> 8, then the strain costs"
            + " 1 HP after the cast: 7, conscious and no longer disabled; one at 0 who casts at a foe drops to -1")
    void HP_DISABLED_healingItselfAtZeroStillCostsOneAfter() {
        List<JsonNode> events = run("""
                {"id": "c", "template": "cleric", "at": [1, 2], "hp": 0},
                {"id": "c2", "template": "cleric", "at": [1, 1], "hp": 0},
                {"id": "g", "template": "goblin", "at": [5, 2], "hp": 50, "control": "player"}""",
                "\"c\", \"c2\", \"g\"", "12, 5, 12, 3", "cast cure-wounds c", "end", "cast hold-person g", "end");
        JsonNode heal = Runs.ofType(events, "heal").get(0);
        assertEquals(8, heal.get("hp").asInt(), "1d8 5 +3 Wis from 0: " + heal);
        // Its turn's first note is MOVE-WOUNDED's halved movement; the strain's is the one of HP-DISABLED.
        List<JsonNode> notes = Logs.of(events, "note", "actor", "c").stream()
                .filter(n -> Logs.rules(n).contains("HP-DISABLED")).toList();
        assertEquals(1, notes.size(), notes.toString());
        assertEquals("c acted at 0 HP: the strain costs 1 HP after it (HP 7)", notes.get(0).get("text").asText());
        assertEquals(List.of("HP-DISABLED"), Logs.rules(notes.get(0)));
        assertEquals(7, Logs.state(events, "c").get("hp").asInt());
        assertEquals(List.of("+disabled", "-disabled"), changes(events, "c"), "not dying: above 0");
        assertEquals("c a fait un effort à 0\u00a0PV\u00a0: il lui coûte 1\u00a0PV juste après (PV 7)",
                escarmouche.ui.lang.EngineSentences.of(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR))
                        .say("c acted at 0 HP: the strain costs 1 HP after it (HP 7)", java.util.function.UnaryOperator.identity()));
        assertEquals(List.of("c2 strains at 0 HP and drops to -1"), Logs.of(events, "note", "actor", "c2").stream()
                .filter(n -> Logs.rules(n).contains("HP-DISABLED")).map(n -> n.get("text").asText()).toList());
    }
}
