package escarmouche.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-ROLL: a damage event's dice and modifiers add up to what it says was rolled, the bonus written in a
 * dice expression included (magic missile's 1d4+1, a weapon's 1d6+2), so the breakdown a player reads is whole.
 */
class DamageBreakdownTest {
    // Casting d20 15 (and the wizard's second d20, 3); the three darts' d4s 2, 4, 1; the club's d20 18, d6 4.
    private static final String SCENARIO = """
            {"format": 1, "map": {"rows": ["#########", "#.......#", "#########"]},
             "combatants": [
               {"id": "ysolde", "template": "wizard", "at": [1, 1]},
               {"id": "g1", "template": "goblin", "at": [2, 1], "control": "player", "hp": 40,
                "weapons": [{"id": "club", "damage": "1d6+2"}]}],
             "initiative": ["ysolde", "g1"],
             "dice": [15, 3, 2, 4, 1, 18, 4]}
            """;

    @Test
    @DisplayName("DMG-ROLL: each magic missile dart says its +1 beside its d4, and a 1d6+2 club its +2")
    void DMG_ROLL_theExpressionsBonusIsAModifier() {
        List<JsonNode> damage = Runs.ofType(Runs.events(Scripts.scenario(SCENARIO), 1,
                "cast magic-missile g1\nend\nattack ysolde\n"), "damage");
        assertEquals(4, damage.size(), damage.toString());
        int[] dice = {2, 4, 1, 4};
        int[] bonus = {1, 1, 1, 2};
        for (int i = 0; i < 4; i++) {
            JsonNode d = damage.get(i);
            assertEquals(dice[i], d.get("rolls").get(0).get("value").asInt(), d.toString());
            assertEquals("[{\"source\":\"flat\",\"value\":" + bonus[i] + "}]", d.get("modifiers").toString());
            assertEquals(dice[i] + bonus[i], d.get("rolled").asInt(), d.toString());
            assertEquals(dice[i] + bonus[i], d.get("final").asInt(), d.toString());
        }
        assertEquals(40 - 3 - 5 - 2, damage.get(2).get("hp").asInt());
    }

    @Test
    @DisplayName("DMG-ROLL: a blow's damage, a number alone with nothing added, is still listed as the modifier 'unarmed',"
            + " so that the event's terms add up to the 1 rolled")
    void DMG_ROLL_aNumberAloneIsListed() {
        String blow = SCENARIO.replace("{\"id\": \"club\", \"damage\": \"1d6+2\"}", "\"unarmed\"")
                .replace("[15, 3, 2, 4, 1, 18, 4]", "[15, 3, 2, 4, 1, 18]");
        List<JsonNode> damage = Runs.ofType(Runs.events(Scripts.scenario(blow), 1,
                "cast magic-missile g1\nend\nattack ysolde\n"), "damage");
        JsonNode hit = damage.get(3);
        assertEquals("[]", hit.get("rolls").toString(), hit.toString());
        // The goblin strikes with its Dex (+2), which it does not add to damage (ATK-DEXDMG): the 1 stands alone.
        assertEquals("[{\"source\":\"unarmed\",\"value\":1}]", hit.get("modifiers").toString(), hit.toString());
        assertEquals(1, hit.get("rolled").asInt(), hit.toString());
    }

    @Test
    @DisplayName("DMG-ROLL, ATK-UNARMED: a blow with Str +3 lists its 1 as the modifier 'unarmed': 1 + 3 = 4 rolled")
    void DMG_ROLL_ATK_UNARMED_aBlowsOneBesideStrIsAModifier() {
        String blow = SCENARIO.replace("\"hp\": 40,", "\"hp\": 40, \"abilities\": {\"str\": 16},")
                .replace("{\"id\": \"club\", \"damage\": \"1d6+2\"}", "\"unarmed\"")
                .replace("[15, 3, 2, 4, 1, 18, 4]", "[15, 3, 2, 4, 1, 18]");
        List<JsonNode> damage = Runs.ofType(Runs.events(Scripts.scenario(blow), 1,
                "cast magic-missile g1\nend\nattack ysolde\n"), "damage");
        JsonNode hit = damage.get(3);
        assertEquals("[]", hit.get("rolls").toString(), hit.toString());
        assertEquals("[{\"source\":\"unarmed\",\"value\":1},{\"source\":\"Str\",\"value\":3}]",
                hit.get("modifiers").toString(), hit.toString());
        assertEquals(4, hit.get("rolled").asInt(), hit.toString());
    }
}
