package escarmouche.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Runs;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The event log's format: every die rolled appears, as {@code {"die": 20, "value": 14}}, inside a {@code rolls}
 * list of the event that used it, including the ones some events also give apart (an initiative tie-break's
 * d20s, a spell's critical chain: TURN-INIT, CAST-CRIT).
 */
class EveryDieInARollsListTest {
    @Test
    @DisplayName("TURN-INIT, CAST-CRIT: the tie-break d20s and a spell's chain are in rolls lists, as every other die")
    void everyForcedDieIsInARollsList() {
        // Initiative 12 (cleric, Dex +0) and 10 (goblin, Dex +2): a tie, broken by 15 against 5. Sacred flame:
        // casting d20 15, chain 20 then 3 (x2), 1d8 4, the goblin's Dex save 5.
        List<Integer> forced = List.of(12, 10, 15, 5, 15, 20, 3, 4, 5);
        String json = """
                {"format": 1, "map": {"rows": ["#######", "#.....#", "#######"]},
                 "combatants": [
                   {"id": "mathis", "template": "cleric", "at": [1, 1]},
                   {"id": "g1", "template": "goblin", "at": [4, 1], "control": "player", "hp": 40}],
                 "dice": [12, 10, 15, 5, 15, 20, 3, 4, 5]}
                """;
        List<JsonNode> events = Runs.events(Scripts.scenario(json), 1, "cast sacred-flame g1\nend\n");
        List<Integer> inRolls = new ArrayList<>();
        for (JsonNode e : events) collect(e, inRolls);
        JsonNode initiative = Runs.ofType(events, "initiative").get(0);
        JsonNode cleric = initiative.get("rolls").get(0);
        assertEquals("[15]", values(cleric.get("tiebreak")), initiative.toString());
        assertEquals("[12,15]", values(cleric.get("rolls")), initiative.toString());
        JsonNode cast = Runs.ofType(events, "cast").get(0);
        assertEquals("[15,20,3]", values(cast.get("rolls")), cast.toString());
        assertEquals(2, cast.get("multiplier").asInt(), cast.toString());
        assertEquals(forced.stream().sorted().toList(), inRolls.stream().sorted().toList(), events.toString());
    }

    @Test
    @DisplayName("DMG-ROLL: sacred flame's damage dice, rolled before a save that avoids it whole, are in a note's rolls list")
    void DMG_ROLL_savedSpellDiceAreInARollsList() {
        // Cast 15, chain 3 (none), level 5's 2d8: 5 and 3, the goblin's Dex save 16: saved, no damage event.
        String json = """
                {"format":1,"name":"sf","rules":"house","map":{"rows":["############","#..........#","#..........#","############"]},
                 "combatants":[{"id":"a","template":"cleric","side":"party","at":[2,2],"level":5},
                   {"id":"t","template":"goblin","side":"monsters","at":[8,2],"hp":500,"maxHp":500,"control":"player","ac":5}],
                 "initiative":["a","t"],"dice":[15,3,5,3,16]}
                """;
        List<JsonNode> events = Runs.events(Scripts.scenario(json), 1, "cast sacred-flame t\nend\n");
        List<Integer> inRolls = new ArrayList<>();
        for (JsonNode e : events) collect(e, inRolls);
        assertEquals(List.of(3, 3, 5, 15, 16), inRolls.stream().sorted().toList(), events.toString());
        assertEquals(0, Runs.ofType(events, "damage").size(), events.toString());
        JsonNode note = Runs.ofType(events, "note").get(0);
        assertEquals("{\"seq\":5,\"round\":1,\"type\":\"note\",\"rule\":\"DMG-ROLL\",\"actor\":\"t\","
                + "\"text\":\"t's save avoids sacred-flame: 8 radiant damage (2d8 5+3) does not land\","
                + "\"rolls\":[{\"die\":8,\"value\":5},{\"die\":8,\"value\":3}],\"modifiers\":[]}", note.toString());
    }

    @Test
    @DisplayName("COND-RESTRAINED, DMG-ROLL: a cut's damage dice, dealt to a net and not to a creature, are in a note's rolls list, and no damage event is made")
    void COND_RESTRAINED_netCutDiceAreInANotesRollsList() {
        // The goblin's net at the fighter beside it: d20s 19 and 18 (disadvantage), 22 against AC 18, a hit (no damage
        // event: a net deals none). The fighter, restrained, cuts: d20s 12 and 11, 16 against AC 10, d8 1 +3 Str
        // = 4, 1 more to go; next round the same, and the net gives way.
        String json = """
                {"format": 1, "map": {"rows": ["######", "#....#", "######"]},
                 "combatants": [
                   {"id": "hero", "template": "fighter", "at": [1, 1]},
                   {"id": "gob", "template": "goblin", "at": [2, 1], "weapons": ["net", "scimitar"], "control": "player", "hp": 40}],
                 "initiative": ["gob", "hero"],
                 "dice": [19, 18, 12, 11, 1, 12, 11, 1]}
                """;
        List<JsonNode> events = Runs.events(Scripts.scenario(json), 1,
                "attack hero weapon=net\nend\ncut\nend\nend\ncut\nend\n");
        List<Integer> inRolls = new ArrayList<>();
        for (JsonNode e : events) collect(e, inRolls);
        assertEquals(List.of(1, 1, 11, 11, 12, 12, 18, 19), inRolls.stream().sorted().toList(), events.toString());
        // No damage event: the net's throw deals nothing, and a cut hurts only the net.
        assertEquals(List.of(), Runs.ofType(events, "damage"), events.toString());
        List<JsonNode> cuts = new ArrayList<>();
        for (JsonNode n : Runs.ofType(events, "note")) if (n.has("object")) cuts.add(n);
        assertEquals(2, cuts.size(), events.toString());
        assertEquals("{\"seq\":9,\"round\":1,\"type\":\"note\",\"rule\":[\"COND-RESTRAINED\",\"DMG-ROLL\"],"
                + "\"actor\":\"hero\",\"text\":\"the cut deals 4 slashing damage to the net holding hero: 1 more and it gives way\","
                + "\"rolls\":[{\"die\":8,\"value\":1}],\"modifiers\":[{\"source\":\"Str\",\"value\":3}],"
                + "\"object\":\"net\",\"target\":\"hero\",\"damageType\":\"slashing\",\"rolled\":4,\"multiplier\":1,"
                + "\"dealt\":4,\"left\":1}", cuts.get(0).toString());
        assertEquals("{\"seq\":14,\"round\":2,\"type\":\"note\",\"rule\":[\"COND-RESTRAINED\",\"DMG-ROLL\"],"
                + "\"actor\":\"hero\",\"text\":\"the cut deals 4 slashing damage to the net holding hero: it gives way\","
                + "\"rolls\":[{\"die\":8,\"value\":1}],\"modifiers\":[{\"source\":\"Str\",\"value\":3}],"
                + "\"object\":\"net\",\"target\":\"hero\",\"damageType\":\"slashing\",\"rolled\":4,\"multiplier\":1,"
                + "\"dealt\":4,\"left\":0}", cuts.get(1).toString());
    }

    /** The values of every die in every {@code rolls} list of this event, at any depth. */
    private static void collect(JsonNode node, List<Integer> out) {
        if (node.isObject()) {
            node.fields().forEachRemaining(f -> {
                if (f.getKey().equals("rolls") && f.getValue().isArray()) {
                    for (JsonNode r : f.getValue()) {
                        if (r.has("die")) out.add(r.get("value").asInt());
                        else collect(r, out);
                    }
                } else {
                    collect(f.getValue(), out);
                }
            });
        } else if (node.isArray()) {
            for (JsonNode n : node) collect(n, out);
        }
    }

    private static String values(JsonNode rolls) {
        List<Integer> v = new ArrayList<>();
        for (JsonNode r : rolls) v.add(r.get("value").asInt());
        return v.toString().replace(" ", "");
    }
}
