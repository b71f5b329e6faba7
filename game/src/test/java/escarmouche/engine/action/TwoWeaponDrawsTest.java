package escarmouche.engine.action;

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
 * TURN-OBJECT with two weapons (ATK-TWF): the off-hand weapon is drawn as the main one is, unless that hand
 * holds it already; one draw takes the turn's free object interaction, two would take the action too, which
 * the attack needs. After the pair, both weapons are in hand.
 * The infiltrator (Dex 3, prof 2) holds its shortsword; a pair of short and very short is at -2: d20 15 makes 18
 * against the goblin's AC 15, d6 or d4 3 + Dex 3 = 6 damage.
 */
class TwoWeaponDrawsTest {
    /** The infiltrator at 2,2 beside a door at 3,1, a goblin of 50 hit points at 3,2. */
    private static List<JsonNode> play(String commands) {
        String json = """
                {"format": 1, "map": {"rows": ["##########", "#..+.....#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "rog", "template": "infiltrator", "at": [2, 2],
                    "weapons": ["shortsword", {"id": "dagger", "count": 2}, "unarmed"]},
                   {"id": "gob", "template": "goblin", "at": [3, 2], "control": "player", "hp": 50}],
                 "initiative": ["rog", "gob"],
                 "dice": [15, 3, 15, 3, 15, 3, 15, 3, 15, 3, 15, 3]}
                """;
        return Runs.events(Scripts.scenario(json), 1, commands);
    }

    private static List<String> errors(List<JsonNode> ev) {
        return ofType(ev, "error").stream().map(e -> e.get("reason").asText()).toList();
    }

    private static List<String> strikes(List<JsonNode> ev) {
        return ofType(ev, "attack").stream().map(a -> a.get("weapon").asText() + " " + a.get("total").asInt()).toList();
    }

    @Test
    @DisplayName("TURN-OBJECT: after a door, a pair whose dagger is not in hand is refused as the dagger alone is")
    void TURN_OBJECT_aDoorThenAPair() {
        List<JsonNode> ev = play("open 3,1\nattack gob weapon=shortsword offhand=dagger\nattack gob weapon=shortsword\n");
        assertEquals(List.of("rog has used its free object interaction: drawing the dagger would take the action,"
                + " which the attack needs (TURN-OBJECT)"), errors(ev));
        assertEquals(List.of("TURN-OBJECT"), Logs.rules(ofType(ev, "error").get(0)));
        assertEquals(List.of("shortsword 20"), strikes(ev), "the sword in hand strikes alone: 15 + Dex 3 + prof 2");
    }

    @Test
    @DisplayName("TURN-OBJECT: a pair that draws its dagger spends the free interaction: the door after it takes the action")
    void TURN_OBJECT_aPairThenADoor() {
        List<JsonNode> ev = play("attack gob weapon=shortsword offhand=dagger\nopen 3,1\n");
        assertEquals(List.of("shortsword 18", "dagger 18"), strikes(ev));
        assertEquals(List.of("rog has used its free object interaction, and a second one takes the action, which it"
                + " has already used this turn"), errors(ev));
        assertEquals(38, Logs.state(ev, "gob").get("hp").asInt(), "50 - 6 - 6");
    }

    @Test
    @DisplayName("TURN-OBJECT: two daggers with the shortsword in hand are two draws: refused, nothing rolled")
    void TURN_OBJECT_aPairOfDaggersDrawsTwo() {
        List<JsonNode> ev = play("attack gob weapon=dagger offhand=dagger\nopen 3,1\n");
        assertEquals(List.of("rog would draw both the dagger and the dagger: a second object interaction would take"
                + " the action, which the attack needs (TURN-OBJECT)"), errors(ev));
        assertTrue(strikes(ev).isEmpty());
        assertEquals(50, Logs.state(ev, "gob").get("hp").asInt());
        assertTrue(ofType(ev, "note").stream().anyMatch(n -> n.get("text").asText().contains("(its free object interaction)")),
                "the refused pair drew nothing: the door is still free");
    }

    @Test
    @DisplayName("TURN-OBJECT: after the pair, both weapons are in hand: the next turn, a door then the pair again draws nothing")
    void TURN_OBJECT_thePairStaysInHand() {
        List<JsonNode> ev = play("attack gob weapon=shortsword offhand=dagger\nend\nend\n"
                + "open 3,1\nattack gob weapon=shortsword offhand=dagger\nend\n");
        assertTrue(errors(ev).isEmpty(), errors(ev).toString());
        assertEquals(List.of("shortsword 18", "dagger 18", "shortsword 18", "dagger 18"), strikes(ev));
        assertEquals(26, Logs.state(ev, "gob").get("hp").asInt(), "50 - 4 x 6");
    }

    @Test
    @DisplayName("TURN-OBJECT: with the dagger in the off hand, a pair of daggers draws one, after a door refused")
    void TURN_OBJECT_theOffHandDaggerIsHeld() {
        List<JsonNode> ev = play("attack gob weapon=shortsword offhand=dagger\nend\nend\n"
                + "open 3,1\nattack gob weapon=dagger offhand=dagger\nattack gob weapon=dagger\nend\n");
        assertEquals(List.of("rog has used its free object interaction: drawing the dagger would take the action,"
                + " which the attack needs (TURN-OBJECT)"), errors(ev));
        assertEquals(List.of("shortsword 18", "dagger 18", "dagger 20"), strikes(ev),
                "the dagger of the off hand strikes alone: held, it draws nothing");
    }

    @Test
    @DisplayName("GRAP-START: with a weapon in each hand after the pair, the grappler lets go of the off-hand dagger and keeps its sword")
    void GRAP_START_aWeaponInEachHand() {
        List<JsonNode> ev = play("attack gob weapon=shortsword offhand=dagger\nend\nend\ngrapple gob\n");
        List<String> notes = ofType(ev, "note").stream().map(n -> n.get("text").asText()).toList();
        assertTrue(notes.contains("rog lets go of its dagger at 2,2 to grapple with a free hand"), notes.toString());
        assertTrue(notes.stream().noneMatch(n -> n.contains("shortsword")), notes.toString());
        assertEquals(1, ofType(ev, "contest").size(), ev.toString());
    }
}
