package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-CHARMED, COND-FRIGHTENED and a dwarf's ATK-TWF limit, set up the way a GM writes them: {@code charmedBy},
 * {@code frightenedBy} and {@code race} in a scenario file, played headless with a command script.
 */
class CharmFearRaceScenarioTest {
    /** A scenario on a small room; {@code rows} and {@code combatants} are JSON fragments. */
    private static List<JsonNode> play(String rules, String rows, String combatants, String dice, String commands) {
        String json = "{\"format\": 1, \"rules\": \"" + rules + "\", \"map\": {\"rows\": [" + rows + "]},"
                + " \"combatants\": [" + combatants + "], \"initiative\": [" + order(combatants) + "],"
                + " \"dice\": [" + dice + "], \"seed\": 1}";
        return Runs.events(Scripts.scenario(json), 1, commands);
    }

    /** The combatants' ids in the order written: the turn order, so that no initiative die is rolled. */
    private static String order(String combatants) {
        List<String> ids = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"id\": (\"[^\"]+\")").matcher(combatants);
        while (m.find()) ids.add(m.group(1));
        return String.join(", ", ids);
    }

    private static final String ROOM = "\"#########\", \"#.......#\", \"#.......#\", \"#########\"";

    private static List<JsonNode> errors(List<JsonNode> events) {
        return Runs.ofType(events, "error");
    }

    private static String rules(JsonNode e) {
        return e.get("rule").toString();
    }

    @Test
    @DisplayName("COND-CHARMED: a creature charmed by another cannot attack it, grapple it or aim a harmful spell at it")
    void charmedCannotHarmItsCharmer() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "mage", "template": "wizard", "at": [2, 1], "charmedBy": "hag", "spells": ["fire-bolt"]},
                {"id": "hag", "template": "goblin", "at": [3, 1], "control": "player"},
                {"id": "g2", "template": "goblin", "at": [2, 2], "control": "player"}
                """, "", "attack hag\ngrapple hag\ncast fire-bolt hag\n");
        List<JsonNode> errors = errors(events);
        assertEquals(3, errors.size(), events.toString());
        for (JsonNode e : errors) {
            assertEquals("\"COND-CHARMED\"", rules(e), e.toString());
            assertTrue(e.get("reason").asText().startsWith("mage is charmed by hag and cannot "), e.toString());
        }
        assertTrue(Runs.ofType(events, "attack").isEmpty());
        assertTrue(Runs.ofType(events, "cast").isEmpty());
    }

    @Test
    @DisplayName("COND-CHARMED: no opportunity attack on its charmer, and the AI does not make a foe of it")
    void COND_CHARMED_noOpportunityAttackOnTheCharmer() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "hero", "template": "fighter", "at": [2, 1]},
                {"id": "o", "template": "orc", "at": [3, 1], "charmedBy": "hero"}
                """, "15, 3", "move 1,1\nend\n");
        assertTrue(Runs.ofType(events, "opportunity").isEmpty(), events.toString());
        assertTrue(Runs.ofType(events, "attack").isEmpty(), events.toString());
        // The orc's own turn: its one enemy is its charmer, so it tries no attack that would be refused.
        assertTrue(errors(events).isEmpty(), events.toString());
        assertTrue(events.stream().anyMatch(e -> "note".equals(e.path("type").asText())
                && e.toString().contains("COND-CHARMED") && e.toString().contains("o is charmed by the mover")),
                events.toString());
    }

    @Test
    @DisplayName("COND-CHARMED: no readied attack against its charmer, named or as the first enemy to come")
    void COND_CHARMED_noReadiedAttackOnTheCharmer() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "o", "template": "orc", "at": [3, 1], "charmedBy": "hero", "control": "player"},
                {"id": "hero", "template": "fighter", "at": [6, 1], "control": "player"}
                """, "15, 3", "ready hero\nready\nend\nmove 5,1 4,1\nend\n");
        List<JsonNode> errors = errors(events);
        assertEquals(1, errors.size(), events.toString());
        assertEquals("\"COND-CHARMED\"", rules(errors.get(0)));
        assertEquals("o is charmed by hero and cannot attack it (COND-CHARMED)", errors.get(0).get("reason").asText());
        assertEquals(2, Runs.ofType(events, "move").size(), events.toString());
        assertTrue(Runs.ofType(events, "attack").isEmpty(), events.toString());
    }

    @Test
    @DisplayName("COND-CHARMED: the charmed creature may still attack anyone else")
    void charmedAttacksOthers() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "hero", "template": "fighter", "at": [2, 1], "charmedBy": "hag"},
                {"id": "hag", "template": "goblin", "at": [3, 1], "control": "player"},
                {"id": "g2", "template": "goblin", "at": [2, 2], "control": "player"}
                """, "15, 4", "attack g2\n");
        assertTrue(errors(events).isEmpty(), events.toString());
        JsonNode attack = Runs.ofType(events, "attack").get(0);
        assertEquals("g2", attack.get("target").asText());
        assertEquals(20, attack.get("total").asInt());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a frightened creature may neither grapple nor shove, the creature it fears or"
            + " another (house: it may only defend itself); it may still escape a grapple")
    void COND_FRIGHTENED_noGrappleNoShoveButEscape() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "hero", "template": "fighter", "at": [3, 1], "frightenedBy": "orc"},
                {"id": "orc", "template": "orc", "at": [4, 1], "control": "player"},
                {"id": "g1", "template": "goblin", "at": [2, 1], "control": "player"}
                """, "5, 18, 2, 10, 10, 4", """
                grapple orc
                shove orc push
                shove orc prone
                grapple g1
                shove g1 push
                end
                grapple hero
                end
                end
                escape
                """);
        List<JsonNode> errors = errors(events);
        assertEquals(5, errors.size(), events.toString());
        for (JsonNode e : errors) {
            assertEquals("\"COND-FRIGHTENED\"", rules(e), e.toString());
            assertEquals("hero is frightened: they may only defend themselves (COND-FRIGHTENED)", e.get("reason").asText());
        }
        assertEquals(List.of("grapple orc", "shove orc push", "shove orc prone", "grapple g1", "shove g1 push"),
                errors.stream().map(e -> e.get("command").asText()).toList());
        // Nothing was rolled nor dropped for the refused ones: the only contests are the orc's grapple and
        // the hero's escape, at disadvantage with its fear in sight (10 and 10, +3 Str, against 4 +3).
        assertTrue(Runs.ofType(events, "note").stream().noneMatch(n -> n.toString().contains("lets go of its")),
                events.toString());
        List<JsonNode> contests = Runs.ofType(events, "contest");
        assertEquals(2, contests.size(), events.toString());
        assertEquals("grapple", contests.get(0).get("purpose").asText());
        assertEquals("orc", contests.get(0).get("attacker").get("id").asText());
        JsonNode escape = contests.get(1);
        assertEquals("escape", escape.get("purpose").asText());
        assertEquals("hero", escape.get("attacker").get("id").asText());
        assertEquals(13, escape.get("attacker").get("total").asInt());
        assertEquals(7, escape.get("defender").get("total").asInt());
        assertEquals("hero", escape.get("winner").asText());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: under plain 5e a frightened creature may grapple, at disadvantage with its fear in sight")
    void COND_FRIGHTENED_plainRulesGrappleAtDisadvantage() {
        List<JsonNode> events = play("dd5", ROOM, """
                {"id": "hero", "template": "fighter", "at": [3, 1], "frightenedBy": "orc"},
                {"id": "orc", "template": "orc", "at": [4, 1], "control": "player"}
                """, "15, 4, 5", "grapple orc\n");
        assertTrue(errors(events).isEmpty(), events.toString());
        JsonNode contest = Runs.ofType(events, "contest").get(0);
        assertEquals("disadvantage", contest.get("attacker").get("advantage").asText());
        assertEquals(7, contest.get("attacker").get("total").asInt());
        assertEquals(8, contest.get("defender").get("total").asInt());
        assertEquals("orc", contest.get("winner").asText());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: it may not step closer to the creature it fears, nor attack (house), but may back off")
    void frightenedKeepsAway() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "hero", "template": "fighter", "at": [3, 1], "frightenedBy": "orc"},
                {"id": "orc", "template": "orc", "at": [6, 1], "control": "player"}
                """, "", "move 4,1\nattack orc weapon=javelin\nmove 2,1\n");
        List<JsonNode> errors = errors(events);
        assertEquals(2, errors.size(), events.toString());
        assertEquals("\"COND-FRIGHTENED\"", rules(errors.get(0)));
        assertTrue(errors.get(0).get("reason").asText().contains("cannot move closer"));
        assertEquals("\"COND-FRIGHTENED\"", rules(errors.get(1)));
        JsonNode move = Runs.ofType(events, "move").get(0);
        assertEquals("[2,1]", move.get("to").toString());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: disadvantage on attacks while the feared creature is in sight (plain 5e), none once out of sight")
    void frightenedAttacksAtDisadvantageInSight() {
        // Two rooms with no opening between them: the orc is seen from the left room only when it stands there.
        String rows = "\"#########\", \"#...#...#\", \"#...#...#\", \"#########\"";
        String seen = """
                {"id": "hero", "template": "fighter", "at": [1, 1], "frightenedBy": "orc"},
                {"id": "g1", "template": "goblin", "at": [2, 1], "control": "player"},
                {"id": "orc", "template": "orc", "at": [3, 2], "control": "player"}
                """;
        JsonNode inSight = Runs.ofType(play("dd5", rows, seen, "15, 4", "attack g1\n"), "attack").get(0);
        assertEquals("disadvantage", inSight.get("advantage").asText());
        assertEquals(2, inSight.get("rolls").size());
        assertEquals(9, inSight.get("total").asInt());
        assertTrue(rules(inSight).contains("COND-FRIGHTENED"), inSight.toString());

        String hidden = seen.replace("\"at\": [3, 2]", "\"at\": [6, 2]");
        JsonNode outOfSight = Runs.ofType(play("dd5", rows, hidden, "15, 4", "attack g1\n"), "attack").get(0);
        assertEquals("none", outOfSight.get("advantage").asText());
        assertEquals(20, outOfSight.get("total").asInt());
        assertFalse(rules(outOfSight).contains("COND-FRIGHTENED"), outOfSight.toString());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: under the house rules too, a check has disadvantage only while the feared creature"
            + " is in sight")
    void frightenedChecksAtDisadvantageInSight() {
        String rows = "\"#########\", \"#...#...#\", \"#...#...#\", \"#########\"";
        String seen = """
                {"id": "hero", "template": "fighter", "at": [1, 1], "frightenedBy": "orc"},
                {"id": "orc", "template": "orc", "at": [3, 2], "control": "player"}
                """;
        JsonNode inSight = Runs.ofType(play("house", rows, seen, "15, 4", "hide\n"), "check").get(0);
        assertEquals("disadvantage", inSight.get("advantage").asText());
        assertEquals(0, inSight.get("total").asInt(), "4 + 1 Dex - 5 for chain mail and shield");
        assertTrue(rules(inSight).contains("COND-FRIGHTENED"), inSight.toString());
        String hidden = seen.replace("\"at\": [3, 2]", "\"at\": [6, 2]");
        JsonNode outOfSight = Runs.ofType(play("house", rows, hidden, "15, 4", "hide\n"), "check").get(0);
        assertEquals("none", outOfSight.get("advantage").asText());
        assertEquals(11, outOfSight.get("total").asInt());
        assertFalse(rules(outOfSight).contains("COND-FRIGHTENED"), outOfSight.toString());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a frightened creature makes no opportunity attack against an enemy leaving its reach (house)")
    void frightenedMakesNoOpportunityAttack() {
        List<JsonNode> events = play("house", ROOM, """
                {"id": "hero", "template": "fighter", "at": [4, 1]},
                {"id": "g1", "template": "goblin", "at": [3, 1], "control": "player", "frightenedBy": "hero"}
                """, "", "move 5,1 6,1\nend\n");
        assertEquals(2, Runs.ofType(events, "move").size(), events.toString());
        assertTrue(Runs.ofType(events, "opportunity").isEmpty(), events.toString());
    }

    @Test
    @DisplayName("ATK-TWF: a dwarf fights with two weapons only if each is at most short; race comes from the scenario")
    void dwarfTwoWeaponLimit() {
        String dwarf = """
                {"id": "bruni", "template": "fighter", "at": [2, 1], "race": "dwarf",
                 "weapons": ["longsword", "shortsword", "dagger"], "armor": ["chain-mail"]},
                {"id": "g1", "template": "goblin", "at": [3, 1], "control": "player", "hp": 30}
                """;
        List<JsonNode> refused = play("house", ROOM, dwarf, "", "attack g1 weapon=longsword offhand=dagger\n");
        JsonNode error = errors(refused).get(0);
        assertEquals("\"ATK-TWF\"", rules(error));
        assertTrue(error.get("reason").asText().contains("for a dwarf"), error.toString());
        assertTrue(Runs.ofType(refused, "attack").isEmpty());

        // The shortsword first, in hand: a pair neither of which is held would draw two (TURN-OBJECT).
        List<JsonNode> shortPair = play("house", ROOM, dwarf.replace("\"longsword\", \"shortsword\"",
                "\"shortsword\", \"longsword\""), "15, 2, 14, 3", "attack g1 weapon=shortsword offhand=dagger\n");
        assertEquals(2, Runs.ofType(shortPair, "attack").size(), shortPair.toString());
        assertTrue(errors(shortPair).isEmpty());

        List<JsonNode> human = play("house", ROOM, dwarf.replace("\"race\": \"dwarf\",", ""), "15, 2, 14, 3",
                "attack g1 weapon=longsword offhand=dagger\n");
        assertEquals(2, Runs.ofType(human, "attack").size(), human.toString());
    }
}
