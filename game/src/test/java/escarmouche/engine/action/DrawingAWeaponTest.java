package escarmouche.engine.action;

import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * TURN-OBJECT: drawing a weapon is the turn's free object interaction, as opening a door is; a second
 * interaction takes the action, which an attack needs. The weapon in hand, a natural weapon and a thrown
 * weapon thrown (drawn as part of the attack) cost nothing.
 */
class DrawingAWeaponTest {
    /** The fighter (longsword in hand, javelins, a blow) at 3,1 beside a door at 4,1, a goblin below it. */
    private static List<JsonNode> play(String commands) {
        String json = """
                {"format": 1, "map": {"rows": ["############", "#...+......#", "#...#......#", "#..........#",
                 "############"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [3, 1]},
                   {"id": "g", "template": "goblin", "at": [3, 2], "control": "player", "hp": 50},
                   {"id": "far", "template": "goblin", "at": [1, 3], "control": "player", "hp": 50}],
                 "initiative": ["hero", "g", "far"],
                 "dice": [15, 3, 15, 3, 15, 3, 15, 3, 15, 3, 15, 3]}
                """;
        return Runs.events(Scripts.scenario(json), 1, commands);
    }

    private static List<String> errors(List<JsonNode> ev) {
        return ofType(ev, "error").stream().map(e -> e.get("reason").asText()).toList();
    }

    @Test
    @DisplayName("TURN-OBJECT: after a door, drawing another weapon would be a second interaction: the attack is refused")
    void TURN_OBJECT_aDoorThenADraw() {
        List<JsonNode> ev = play("open 4,1\nattack g weapon=javelin\nattack g weapon=longsword\n");
        assertEquals(List.of("hero has used its free object interaction: drawing the javelin would take the action,"
                + " which the attack needs (TURN-OBJECT)"), errors(ev));
        assertEquals("longsword", ofType(ev, "attack").get(0).get("weapon").asText(), "the sword in hand strikes");
    }

    @Test
    @DisplayName("TURN-OBJECT: a draw spends the free interaction, so the door after it takes the action")
    void TURN_OBJECT_aDrawThenADoor() {
        List<JsonNode> ev = play("attack g weapon=javelin\nopen 4,1\n");
        assertEquals(List.of("hero has used its free object interaction, and a second one takes the action, which it"
                + " has already used this turn"), errors(ev));
    }

    @Test
    @DisplayName("TURN-OBJECT: a javelin thrown is drawn as part of the throw: the door stays free")
    void TURN_OBJECT_aThrowDrawsFree() {
        List<JsonNode> ev = play("attack far weapon=javelin\nopen 4,1\n");
        assertTrue(errors(ev).isEmpty(), ev.toString());
        assertTrue(ofType(ev, "note").stream().anyMatch(n -> n.get("text").asText().contains("(its free object interaction)")),
                ev.toString());
    }
}
