package escarmouche.engine;

import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.command.Command;
import escarmouche.events.ErrorEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DuelTest {
    private static TestScenario duel() {
        return TestScenario.map(
                        "#######",
                        "#.....#",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ATK-ROLL: a hit with exact totals: d20 14 +3 Str +2 prof = 19 vs AC 13, 1d8 6 +3 = 9")
    void ATK_ROLL_hitWithExactTotals() {
        List<JsonNode> ev = events(duel().dice(14, 6, 50).build(), 1, "move 2,1 3,1\nattack gob\n");
        JsonNode attack = ofType(ev, "attack").get(0);
        assertEquals(19, attack.get("total").asInt());
        assertEquals(13, attack.get("ac").asInt());
        assertTrue(attack.get("hit").asBoolean());
        assertEquals("Str", attack.get("modifiers").get(0).get("source").asText());
        assertEquals(3, attack.get("modifiers").get(0).get("value").asInt());
        JsonNode damage = ofType(ev, "damage").get(0);
        assertEquals(9, damage.get("final").asInt());
        assertEquals(-2, damage.get("hp").asInt());
        JsonNode shock = ofType(ev, "shock").get(0);
        assertEquals("HP-SHOCK", shock.get("rule").asText());
        assertEquals(52, shock.get("total").asInt());
        assertEquals("dies", shock.get("outcome").asText());
        JsonNode end = ofType(ev, "end").get(0);
        assertEquals("party", end.get("winner").asText());
        assertEquals("state", ev.get(ev.size() - 1).get("type").asText());
    }

    @Test
    @DisplayName("ATK-CRIT: a natural 20 then 20 then 7 multiplies the damage by 4")
    void ATK_CRIT_chainMultipliesByFour() {
        List<JsonNode> ev = events(duel().dice(20, 20, 7, 5, 100).build(), 1, "move 2,1 3,1\nattack gob\n");
        JsonNode attack = ofType(ev, "attack").get(0);
        assertTrue(attack.get("critical").asBoolean());
        assertEquals(4, attack.get("multiplier").asInt());
        assertEquals(3, attack.get("rolls").size());
        JsonNode damage = ofType(ev, "damage").get(0);
        assertEquals(8, damage.get("rolled").asInt());
        assertEquals(32, damage.get("final").asInt());
    }

    @Test
    @DisplayName("An illegal command is an error event and changes nothing")
    void illegalCommandChangesNothing() {
        List<JsonNode> ev = events(duel().dice(14).build(), 1, "attack gob\nmove 1,0\nmove 5,1\nbogus\n");
        List<JsonNode> errors = ofType(ev, "error");
        assertEquals(4, errors.size());
        assertTrue(errors.get(0).get("reason").asText().contains("out of reach"));
        assertTrue(errors.get(1).get("reason").asText().contains("wall at"));
        assertTrue(errors.get(2).get("reason").asText().contains("not next to"));
        assertTrue(errors.get(3).get("reason").asText().contains("unknown command"));
        assertTrue(ofType(ev, "move").isEmpty());
        JsonNode state = ev.get(ev.size() - 1);
        assertEquals("[1,1]", state.get("combatants").get(0).get("at").toString());
    }

    @Test
    @DisplayName("An error event shows a script line as typed, and a command made in code as its canonical text")
    void errorShowsTheTypedLine() {
        List<JsonNode> ev = events(duel().dice(14).build(), 1, "ATTACK   gob  weapon=scimitar   # too far\nend\n");
        assertEquals("ATTACK   gob  weapon=scimitar", ofType(ev, "error").get(0).get("command").asText());

        Fight fight = Fight.of(duel().dice(14)).start();
        fight.game().submit(Command.Attack.with("gob", "scimitar", null));
        assertEquals("attack gob weapon=scimitar", fight.all(ErrorEvent.class).get(0).command());
    }

    @Test
    @DisplayName("MOVE-ENTER: a diagonal step may not cut the corner of a wall")
    void MOVE_ENTER_noCornerCutting() {
        TestScenario s = TestScenario.map(
                        "#####",
                        "#..##",
                        "##..#",
                        "#####")
                .with("hero", "party", 2, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 3, 2, c -> c.hp(7).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "move 1,2\nmove 1,1\nend\n");
        assertTrue(ofType(ev, "error").get(0).get("reason").asText().contains("wall at"));
        JsonNode move = ofType(ev, "move").get(0);
        assertEquals("[1,1]", move.get("to").toString());
        assertEquals(5, move.get("left").asInt());
    }

    @Test
    @DisplayName("Same scenario, seed and commands give byte-identical logs")
    void determinism() {
        String a = Runs.log(duel().build(), 99, "move 2,1 3,1\nattack gob\nend\nattack gob\nend\nattack gob\nend\n");
        String b = Runs.log(duel().build(), 99, "move 2,1 3,1\nattack gob\nend\nattack gob\nend\nattack gob\nend\n");
        assertEquals(a, b);
        assertFalse(a.isEmpty());
    }
}
