package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Logs.squares;
import static escarmouche.testing.Logs.state;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.rules.core.Size;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * MOVE-SQUEEZE while a creature stands squeezed, mid-move or at rest after a move that ended squeezed:
 * attacks against it have advantage, its own attacks and its Dex saves disadvantage, and it moves on from
 * the squeezed footprint. Dice are forced: each test names the d20s and which one counts.
 */
class SqueezedStandingTest {
    /**
     * A 1-wide corridor (row 2, columns 4 to 9) between two rooms: a Large ogre at 1,1 fits only in the
     * rooms with its whole 2x2 footprint, and squeezes to 1x1 in the corridor.
     */
    private static TestScenario corridor() {
        return TestScenario.map(
                "#############",
                "#...######..#",
                "#...........#",
                "#...######..#",
                "#############")
                .with("ogre", "monsters", 1, 1, c -> c.size(Size.LARGE, 2, 2).speed(20).hp(100).control("player"));
    }

    private static TestScenario withHero(int x, int y, UnaryOperator<TestScenario.Creature> tweak) {
        return corridor().with("hero", "party", x, y, c -> tweak.apply(c.pc("fighter").hp(100)))
                .initiative("ogre", "hero");
    }

    private static int sum(JsonNode modifiers) {
        int s = 0;
        for (JsonNode m : modifiers) s += m.get("value").asInt();
        return s;
    }

    private static List<Integer> d20s(JsonNode roll) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode r : roll.get("rolls")) if (r.get("die").asInt() == 20) out.add(r.get("value").asInt());
        return out;
    }

    private static List<String> sources(JsonNode roll) {
        List<String> out = new ArrayList<>();
        for (JsonNode s : roll.get("advantageSources")) out.add(s.asText());
        return out;
    }

    private static List<Integer> costs(List<JsonNode> moves) {
        return moves.stream().map(m -> m.get("cost").asInt()).toList();
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: an opportunity attack on a creature squeezed mid-move has advantage: two d20s, the higher counts")
    void MOVE_SQUEEZE_opportunityAttackWithAdvantage() {
        // At 2,2 the hero at 3,3 bars its whole footprint: it stands squeezed there when the hero strikes,
        // before the step on along the corridor (OA-WITHIN).
        List<JsonNode> ev = events(withHero(3, 3, c -> c).dice(4, 15, 3).build(), 1,
                "move 2,2 3,2 4,2 5,2 6,2 7,2 8,2 9,2 10,2\nend\n");
        JsonNode oa = of(ev, "attack", "attacker", "hero").get(0);
        assertEquals("ogre", oa.get("target").asText());
        assertTrue(rules(oa).contains("OA-REACTION"), oa.toString());
        assertTrue(rules(oa).contains("MOVE-SQUEEZE"), oa.toString());
        assertEquals("advantage", oa.get("advantage").asText());
        assertEquals(List.of("+target squeezed"), sources(oa));
        assertEquals(List.of(4, 15), d20s(oa));
        assertEquals(15 + sum(oa.get("modifiers")), oa.get("total").asInt(), "the higher d20 counts");
        // The ogre goes on and ends its move where its whole footprint fits: no longer squeezed.
        assertEquals("10,2", at(ev, "ogre"));
        assertNull(state(ev, "ogre").get("squeezed"));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a move may end squeezed; standing so, its attacks have disadvantage and attacks on it advantage")
    void MOVE_SQUEEZE_endsSqueezedAttacksAndIsAttacked() {
        // The ogre stops in the corridor at 4,2, next to the hero at 5,2 (AC 30: the ogre's blow misses and
        // rolls no damage); the hero strikes back on its turn while the ogre still stands squeezed.
        List<JsonNode> ev = events(withHero(5, 2, c -> c.ac(30)).dice(15, 4, 6, 12, 3).build(), 1,
                "move 2,2 3,2 4,2\nattack hero\nend\nattack ogre\nend\n");
        assertTrue(ofType(ev, "error").isEmpty(), ofType(ev, "error").toString());
        List<JsonNode> moves = of(ev, "move", "actor", "ogre");
        assertEquals(List.of("2,2", "3,2", "4,2"), squares(moves));
        // 2,2 is open for its whole footprint (1); at 3,2 and 4,2 the walls of the corridor squeeze it (2 each).
        assertEquals(List.of(1, 2, 2), costs(moves));
        assertEquals(List.of(false, true, true), moves.stream().map(m -> rules(m).contains("MOVE-SQUEEZE")).toList());

        JsonNode blow = of(ev, "attack", "attacker", "ogre").get(0);
        assertEquals("disadvantage", blow.get("advantage").asText());
        assertEquals(List.of("-attacker squeezed"), sources(blow));
        assertTrue(rules(blow).contains("MOVE-SQUEEZE"), blow.toString());
        assertEquals(List.of(15, 4), d20s(blow));
        assertEquals(4 + sum(blow.get("modifiers")), blow.get("total").asInt(), "the lower d20 counts");

        JsonNode back = of(ev, "attack", "attacker", "hero").get(0);
        assertEquals("advantage", back.get("advantage").asText());
        assertEquals(List.of("+target squeezed"), sources(back));
        assertEquals(List.of(6, 12), d20s(back));
        assertEquals(12 + sum(back.get("modifiers")), back.get("total").asInt(), "the higher d20 counts");

        // The state (and so every keyframe) says where it stands, and that it stands squeezed.
        assertEquals("4,2", at(ev, "ogre"));
        assertTrue(state(ev, "ogre").get("squeezed").asBoolean());
        assertNull(state(ev, "hero").get("squeezed"));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a creature standing squeezed makes its Dex saves with disadvantage")
    void MOVE_SQUEEZE_dexSaveWithDisadvantage() {
        TestScenario s = corridor()
                .with("priest", "party", 11, 2, c -> c.caster("cleric", "sacred-flame").scores(10, 10, 12, 10, 16, 10)
                        .slots(2).hp(20))
                .initiative("ogre", "priest")
                // The casting roll and its chain die (CAST-ROLL), the d8 of damage, then the save's two d20s.
                .dice(16, 5, 6, 14, 4);
        List<JsonNode> ev = events(s.build(), 1, "move 2,2 3,2 4,2\nend\ncast sacred-flame ogre\nend\n");
        assertTrue(ofType(ev, "error").isEmpty(), ofType(ev, "error").toString());
        JsonNode save = of(ev, "check", "actor", "ogre").get(0);
        assertEquals("dex", save.get("ability").asText());
        assertEquals("disadvantage", save.get("advantage").asText());
        assertTrue(rules(save).contains("MOVE-SQUEEZE"), save.toString());
        assertEquals(List.of(14, 4), d20s(save));
        assertEquals(4 + sum(save.get("modifiers")), save.get("total").asInt(), "the lower d20 counts");
        assertFalse(save.get("success").asBoolean());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a turn may end squeezed; the next turn's move starts squeezed and leaves the corridor,"
            + " the whole path costing what one command costs")
    void MOVE_SQUEEZE_turnEndsSqueezedNextMoveLeaves() {
        TestScenario s = withHero(11, 1, c -> c);
        String path = "2,2 3,2 4,2 5,2 6,2 7,2 8,2 9,2 10,2";
        List<JsonNode> once = events(s.build(), 1, "move " + path + "\nend\n");
        List<JsonNode> moved = of(once, "move", "actor", "ogre");
        // Whole at 2,2 and at 10,2 (1 each), squeezed from 3,2 to 9,2 in the corridor (2 each).
        assertEquals(List.of(1, 2, 2, 2, 2, 2, 2, 2, 1), costs(moved));

        // The same path in two commands, cut at 5,2 in the corridor: the first ends squeezed there.
        List<JsonNode> split = events(s.build(), 1,
                "move 2,2 3,2 4,2 5,2\nmove 6,2 7,2 8,2 9,2 10,2\nend\n");
        assertTrue(ofType(split, "error").isEmpty(), ofType(split, "error").toString());
        assertEquals(costs(moved), costs(of(split, "move", "actor", "ogre")));
        assertEquals(at(once, "ogre"), at(split, "ogre"));

        // Over two turns: it ends its first squeezed at 5,2 (7 of 20 spent), and its next move starts from
        // the squeezed footprint, squeezing on to 9,2 and leaving the corridor.
        String twoTurns = "move 2,2 3,2 4,2 5,2\nend\nend\nmove 6,2 7,2 8,2 9,2 10,2\nend\n";
        List<JsonNode> turns = events(s.build(), 1, twoTurns);
        assertTrue(ofType(turns, "error").isEmpty(), ofType(turns, "error").toString());
        List<JsonNode> walked = of(turns, "move", "actor", "ogre");
        assertEquals(costs(moved), costs(walked));
        assertEquals(2, walked.get(4).get("round").asInt());
        assertEquals("5,2", walked.get(4).get("from").get(0).asInt() + "," + walked.get(4).get("from").get(1).asInt());
        assertTrue(rules(walked.get(4)).contains("MOVE-SQUEEZE"));
        assertFalse(rules(walked.get(8)).contains("MOVE-SQUEEZE"));
        assertEquals(20 - (2 + 2 + 2 + 2 + 1), walked.get(8).get("left").asInt());
        assertEquals("10,2", at(turns, "ogre"));
        assertNull(state(turns, "ogre").get("squeezed"));
        // Played again from the same inputs, the fight is the same, event for event.
        assertEquals(turns, events(s.build(), 1, twoTurns));
    }
}
