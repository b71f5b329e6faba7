package escarmouche.engine.grapple;

import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Logs;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GRAP-START's free hand: a weapon in hand fills one (a two-handed one too: it is carried in one hand),
 * a shield one, each creature held one. A grappler with none free lets go of its weapon when that frees
 * one; while it holds someone, a weapon needs its own hands.
 */
class FreeHandTest {
    private static final String ROOM = "\"#########\", \"#.......#\", \"#.......#\", \"#########\"";

    /** hero (player) at 2,1 with the given weapons and armour, goblins g1 at 3,1 and g2 at 2,2, in that order. */
    private static List<JsonNode> play(String weapons, String armor, String dice, String commands) {
        return play("", weapons, armor, dice, commands);
    }

    /** {@link #play(String, String, String, String)}, the hero's entry given {@code heroFields} too ("hp": 1,). */
    private static List<JsonNode> play(String heroFields, String weapons, String armor, String dice, String commands) {
        String json = "{\"format\": 1, \"map\": {\"rows\": [" + ROOM + "]}, \"combatants\": ["
                + "{\"id\": \"hero\", \"template\": \"fighter\", \"at\": [2, 1], \"abilities\": {\"str\": 16}, " + heroFields
                + " \"weapons\": [" + weapons + "], \"armor\": [" + armor + "]},"
                + "{\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1], \"hp\": 30, \"control\": \"player\"},"
                + "{\"id\": \"g2\", \"template\": \"goblin\", \"at\": [2, 2], \"hp\": 30, \"control\": \"player\"}],"
                + " \"initiative\": [\"hero\", \"g1\", \"g2\"], \"dice\": [" + dice + "]}";
        return Runs.events(Scripts.scenario(json), 1, commands);
    }

    private static List<String> notes(List<JsonNode> ev) {
        return ofType(ev, "note").stream().map(n -> n.get("text").asText()).toList();
    }

    private static List<String> errors(List<JsonNode> ev) {
        return ofType(ev, "error").stream().map(n -> n.get("reason").asText()).toList();
    }

    @Test
    @DisplayName("GRAP-START: sword and shield leave no hand free: the grappler lets go of the sword, which falls at its feet")
    void GRAP_START_letsGoOfTheSword() {
        // Str 16: d20 15 +3 = 18 against the goblin's Dex d20 5 +2 = 7.
        List<JsonNode> ev = play("\"longsword\"", "\"chain-mail\", \"shield\"", "15, 5",
                "grapple g1\nend\nend\nend\npickup\n");
        assertTrue(notes(ev).contains("hero lets go of its longsword at 2,1 to grapple with a free hand"), ev.toString());
        assertEquals("hero", ofType(ev, "contest").get(0).get("winner").asText());
        // Holding the goblin with one hand and the shield on the other arm, it has none to take the sword up.
        assertEquals(List.of("hero has no hand free to pick up the longsword: the creature it holds takes one (GRAP-START)"),
                errors(ev));
    }

    @Test
    @DisplayName("GRAP-START, TURN-OBJECT: the sword let go of to grapple is an object on the ground: released, the"
            + " grappler takes it up with its free object interaction, not its whole movement")
    void GRAP_START_TURN_OBJECT_swordLetGoOfIsTheFreeInteraction() {
        // Str 16: d20 15 +3 = 18 against the goblin's Dex d20 5 +2 = 7.
        List<JsonNode> ev = play("\"longsword\"", "\"chain-mail\", \"shield\"", "15, 5",
                "grapple g1\nrelease\npickup\n");
        assertEquals(List.of("hero lets go of its longsword at 2,1 to grapple with a free hand",
                "hero picks up the longsword at 2,1, using its free object interaction"), notes(ev));
        JsonNode picked = ofType(ev, "note").get(1);
        assertEquals(List.of("TURN-OBJECT"), Logs.rules(picked));
        assertEquals(List.of(), errors(ev));
    }

    @Test
    @DisplayName("GRAP-START: a greataxe is carried in one hand, so its bearer grapples with the other, but cannot swing it while it holds someone")
    void GRAP_START_greataxeInOneHand() {
        List<JsonNode> ev = play("\"greataxe\"", "\"hide\"", "15, 5", "grapple g1\nend\nend\nend\nattack g1 weapon=greataxe\n");
        assertTrue(notes(ev).stream().noneMatch(n -> n.contains("lets go")), ev.toString());
        assertEquals("hero", ofType(ev, "contest").get(0).get("winner").asText());
        assertEquals(List.of("hero has no hand free for the greataxe (two-handed): the creature it holds takes one (GRAP-START)"),
                errors(ev));
        assertTrue(ofType(ev, "attack").isEmpty());
    }

    @Test
    @DisplayName("GRAP-START: a shield and one creature held fill both hands: no second grapple")
    void GRAP_START_noHandForASecondHold() {
        List<JsonNode> ev = play("\"longsword\"", "\"shield\"", "15, 5", "grapple g1\nend\nend\nend\ngrapple g2\n");
        assertEquals(List.of("hero needs a free hand"), errors(ev));
        assertEquals(1, ofType(ev, "contest").size());
    }

    @Test
    @DisplayName("GRAP-START: with a one-handed weapon and no shield, one hand holds and the other still strikes")
    void GRAP_START_swordStillStrikes() {
        List<JsonNode> ev = play("\"longsword\"", "\"hide\"", "15, 5, 12, 4", "grapple g1\nend\nend\nend\nattack g1\n");
        assertTrue(errors(ev).isEmpty(), ev.toString());
        assertEquals("longsword", ofType(ev, "attack").get(0).get("weapon").asText());
    }

    @Test
    @DisplayName("GRAP-START: a grappler whose hand was emptied (its sword let go of) grapples again with that hand,"
            + " letting go of nothing: the javelin it never drew stays carried, and it strikes with it next")
    void GRAP_START_emptyHandLetsGoOfNothing() {
        // Each grapple: d20 15 +3 Str = 18 against the goblin's Dex d20 2 +2 = 4. Then the javelin, drawn for
        // the attack: d20 15 +3 Str +2 prof = 20 against AC 15, d6 2 +3 = 5.
        List<JsonNode> ev = play("\"longsword\", \"javelin\"", "\"chain-mail\", \"shield\"", "15, 2, 15, 2, 15, 2",
                "grapple g1\nrelease\nend\nend\nend\ngrapple g1\nrelease\nend\nend\nend\nattack g1\n");
        assertEquals(List.of("hero lets go of its longsword at 2,1 to grapple with a free hand"), notes(ev));
        assertEquals(List.of(), errors(ev));
        assertEquals(List.of("hero", "hero"), ofType(ev, "contest").stream().map(c -> c.get("winner").asText()).toList());
        JsonNode attack = ofType(ev, "attack").get(0);
        assertEquals("javelin", attack.get("weapon").asText());
        assertEquals(20, attack.get("total").asInt());
        assertEquals(5, ofType(ev, "damage").get(0).get("final").asInt());
        assertEquals(25, ofType(ev, "damage").get(0).get("hp").asInt());
    }

    @Test
    @DisplayName("GRAP-START, COND-UNCONSCIOUS: a creature that let go of its sword to grapple and then falls unconscious"
            + " drops nothing more: its javelin was never in hand")
    void GRAP_START_emptyHandDropsNothingFallingUnconscious() {
        // The goblin: d20 18 +2 Dex +2 prof = 22 against AC 18, d6 4 = 4: the hero, at 1, goes to -3.
        List<JsonNode> ev = play("\"hp\": 1,", "\"longsword\", \"javelin\"", "\"chain-mail\", \"shield\"",
                "15, 2, 18, 4", "grapple g1\nrelease\nend\nattack hero\n");
        assertEquals(List.of("hero lets go of its longsword at 2,1 to grapple with a free hand"), notes(ev));
        assertEquals(-3, ofType(ev, "damage").get(0).get("hp").asInt());
        assertTrue(ofType(ev, "condition").stream().anyMatch(c -> "unconscious".equals(c.get("condition").asText())),
                ev.toString());
    }
}
