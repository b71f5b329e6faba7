package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.hasCondition;
import static escarmouche.testing.Logs.of;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Logs.squares;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.testing.Played;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Movement through the engine: commands in, events out, with forced dice and exact squares. */
class EngineMovementTest {
    /** A row of 13 difficult squares (x 2..14) on row 2; the hero starts at 1,2, a far goblin waits. */
    static TestScenario difficultRow(UnaryOperator<TestScenario.Creature> hero) {
        return TestScenario.map(
                        "#################",
                        "#...............#",
                        "#.,,,,,,,,,,,,,.#",
                        "#...............#",
                        "#################")
                .with("hero", "party", 1, 2, c -> hero.apply(c.pc("fighter")))
                .with("gob", "monsters", 15, 3, c -> c.control("player"))
                .initiative("hero", "gob");
    }

    static String path(int fromX, int toX, int y) {
        StringBuilder b = new StringBuilder();
        for (int x = fromX; x <= toX; x++) b.append(' ').append(x).append(',').append(y);
        return b.toString();
    }

    @Test
    @DisplayName("COND-FRIGHTENED and MOVE-DIFFICULT: a frightened creature's risky check names both, at disadvantage")
    void COND_FRIGHTENED_riskyCheckNamesTheFear() {
        Played p = Played.of(TestScenario.map(
                        "###########",
                        "#,,,,.....#",
                        "###########")
                .with("hero", "party", 5, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 9, 1, c -> c.control("player"))
                .initiative("hero", "gob").dice(17, 6).build());
        p.creature("hero").conditions.gain(escarmouche.rules.core.Condition.FRIGHTENED);
        p.creature("hero").conditions.setSource(escarmouche.rules.core.Condition.FRIGHTENED, "gob");
        // The hero rushes away from the goblin it fears, through the difficult ground to the west.
        List<JsonNode> ev = p.start().then("move 4,1 3,1 risky=str", "end").events();
        JsonNode check = ofType(ev, "check").get(0);
        assertTrue(ofType(ev, "error").isEmpty(), ofType(ev, "error").toString());
        assertEquals("disadvantage", check.get("advantage").asText());
        assertEquals(List.of(17, 6), List.of(check.get("rolls").get(0).get("value").asInt(),
                check.get("rolls").get(1).get("value").asInt()));
        assertEquals(List.of("MOVE-DIFFICULT", "COND-FRIGHTENED"), rules(check));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT seed example: speed 6 careful covers 3 difficult squares at 2 each")
    void MOVE_DIFFICULT_carefulThree() {
        List<JsonNode> ev = events(difficultRow(c -> c).build(), 1, "move" + path(2, 5, 2) + "\nmove" + path(2, 4, 2) + "\nend\n");
        JsonNode error = ofType(ev, "error").get(0);
        assertEquals("MOVE-ENTER", rules(error).get(0));
        assertTrue(error.get("reason").asText().contains("costs 2 movement; 0 left"), error.toString());
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals(List.of("2,2", "3,2", "4,2"), squares(moves));
        for (JsonNode m : moves) {
            assertEquals(2, m.get("cost").asInt());
            assertEquals("careful", m.get("mode").asText());
            assertTrue(rules(m).contains("MOVE-DIFFICULT"));
        }
        assertEquals(0, moves.get(2).get("left").asInt());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT seed example: speed 6 risky success covers 6 difficult squares at 1 each")
    void MOVE_DIFFICULT_riskySix() {
        List<JsonNode> ev = events(difficultRow(c -> c).dice(10).build(), 1, "move" + path(2, 7, 2) + " risky=dex\nend\n");
        JsonNode check = ofType(ev, "check").get(0);
        assertEquals("hero", check.get("actor").asText());
        assertEquals("dex", check.get("ability").asText());
        assertEquals(10, check.get("dc").asInt());
        assertEquals(10, check.get("total").asInt());
        assertTrue(check.get("success").asBoolean());
        assertEquals(List.of("MOVE-DIFFICULT"), rules(check));
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals(6, moves.size());
        for (JsonNode m : moves) {
            assertEquals(1, m.get("cost").asInt());
            assertEquals("risky", m.get("mode").asText());
        }
        assertEquals("7,2", at(ev, "hero"));
        assertFalse(hasCondition(ev, "hero", "prone"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT and COND-PRONE seed example: speed 6 risky failure stops after 3 squares, prone, movement gone")
    void MOVE_DIFFICULT_riskyFailure() {
        List<JsonNode> ev = events(difficultRow(c -> c).dice(9).build(), 1,
                "move" + path(2, 7, 2) + " risky=dex\nmove 4,1\nend\n");
        assertFalse(ofType(ev, "check").get(0).get("success").asBoolean());
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals(List.of("2,2", "3,2", "4,2"), squares(moves));
        for (JsonNode m : moves) assertEquals("fallback", m.get("mode").asText());
        assertEquals(0, moves.get(2).get("left").asInt());
        JsonNode prone = of(ev, "condition", "target", "hero").get(0);
        assertEquals("prone", prone.get("condition").asText());
        assertTrue(prone.get("added").asBoolean());
        assertEquals("MOVE-DIFFICULT", rules(prone).get(0));
        assertTrue(hasCondition(ev, "hero", "prone"));
        assertEquals(1, ofType(ev, "error").size(), "the failure ends its movement for the turn");
    }

    @Test
    @DisplayName("MOVE-DASH and ACT-DASH with MOVE-DIFFICULT seed example: careful 6, risky 12, failure 6 and prone")
    void MOVE_DASH_seedExampleWithDash() {
        List<JsonNode> careful = events(difficultRow(c -> c).build(), 1, "dash\nmove" + path(2, 7, 2) + "\nend\n");
        JsonNode note = ofType(careful, "note").get(0);
        assertEquals(List.of("ACT-DASH", "MOVE-DASH"), rules(note));
        assertEquals(6, of(careful, "move", "actor", "hero").size());
        assertEquals(0, of(careful, "move", "actor", "hero").get(5).get("left").asInt());

        List<JsonNode> risky = events(difficultRow(c -> c).dice(10).build(), 1, "dash\nmove" + path(2, 13, 2) + " risky=str\nend\n");
        assertEquals(12, of(risky, "move", "actor", "hero").size());
        assertEquals("13,2", at(risky, "hero"));

        List<JsonNode> failed = events(difficultRow(c -> c).dice(2).build(), 1, "dash\nmove" + path(2, 13, 2) + " risky=str\nend\n");
        assertEquals(6, of(failed, "move", "actor", "hero").size());
        assertEquals("7,2", at(failed, "hero"));
        assertTrue(hasCondition(failed, "hero", "prone"));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT interpretation: with 3 movement left, careful gives 1 difficult square, not 2")
    void MOVE_DIFFICULT_roundedDown() {
        List<JsonNode> ev = events(difficultRow(c -> c).build(), 1, "move 2,1 3,1 4,1\nmove 5,2 6,2\nmove 5,2\nend\n");
        JsonNode error = ofType(ev, "error").get(0);
        assertTrue(error.get("reason").asText().contains("costs 2 movement; 1 left"), error.toString());
        assertEquals(List.of("2,1", "3,1", "4,1", "5,2"), squares(of(ev, "move", "actor", "hero")));
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a creature that has not moved may always enter one square, using all its movement")
    void MOVE_DIFFICULT_oneSquareAtLeast() {
        TestScenario s = TestScenario.map(
                        "#####",
                        "#.;.#",
                        "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").speed(1))
                .with("gob", "monsters", 3, 1, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1\nend\n");
        JsonNode move = of(ev, "move", "actor", "hero").get(0);
        assertEquals(1, move.get("cost").asInt());
        assertEquals(0, move.get("left").asInt());
        assertTrue(rules(move).contains("MOVE-DIFFICULT"));
    }

    @Test
    @DisplayName("MOVE-ENTER: a square dearer than the movement left is refused and nothing changes")
    void MOVE_ENTER_needsItsCost() {
        List<JsonNode> ev = events(difficultRow(c -> c.speed(3)).build(), 1, "move 2,1 3,1\nmove 4,2\nend\n");
        JsonNode error = ofType(ev, "error").get(0);
        assertEquals("move 4,2", error.get("command").asText());
        assertEquals(List.of("MOVE-ENTER"), rules(error));
        assertEquals("3,1", at(ev, "hero"));
    }

    /** Stairs on row 1 from x 2 to 5. */
    static TestScenario stairs() {
        return TestScenario.map(
                        "########",
                        "#.====.#",
                        "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 6, 1, c -> c.control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("MOVE-STAIRS: careful on stairs costs 2 a square and needs no check")
    void MOVE_STAIRS_carefulHalfSpeed() {
        List<JsonNode> ev = events(stairs().build(), 1, "move 2,1 3,1 4,1\nend\n");
        assertTrue(ofType(ev, "check").isEmpty());
        for (JsonNode m : of(ev, "move", "actor", "hero")) {
            assertEquals(2, m.get("cost").asInt());
            assertTrue(rules(m).contains("MOVE-STAIRS"));
        }
    }

    @Test
    @DisplayName("MOVE-STAIRS: faster than half speed needs the DC 10 check; a failure falls prone, no damage on level maps")
    void MOVE_STAIRS_riskyFailureOnLevelMap() {
        List<JsonNode> ev = events(stairs().dice(4).build(), 1, "move 2,1 3,1 4,1 5,1 risky=dex\nend\n");
        JsonNode check = ofType(ev, "check").get(0);
        assertEquals(10, check.get("dc").asInt());
        assertEquals(List.of("MOVE-STAIRS"), rules(check));
        assertFalse(check.get("success").asBoolean());
        assertEquals("4,1", at(ev, "hero"));
        assertTrue(hasCondition(ev, "hero", "prone"));
        assertTrue(ofType(ev, "damage").isEmpty());
    }

    @Test
    @DisplayName("MOVE-STAIRS: going down, a failed check also deals 1d6 bludgeoning falling damage")
    void MOVE_STAIRS_fallGoingDown() {
        Played p = Played.of(stairs().dice(4, 5).build());
        p.game().services().movement.useSlopes((grid, start, path) -> true);
        List<JsonNode> ev = p.start().then("move 2,1 3,1 4,1 5,1 risky=dex", "end").events();
        assertTrue(hasCondition(ev, "hero", "prone"));
        JsonNode damage = ofType(ev, "damage").get(0);
        assertEquals("hero", damage.get("target").asText());
        assertEquals("bludgeoning", damage.get("damageType").asText());
        assertEquals(5, damage.get("final").asInt());
        assertEquals(List.of("MOVE-STAIRS"), rules(damage).subList(0, 1));
        assertEquals(15, damage.get("hp").asInt());
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: through an ally at cost 2, never to stop there, never through an enemy")
    void MOVE_OCCUPIED_alliesAndEnemies() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#.....#",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("ally", "party", 2, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 2, 2, c -> c.control("player"))
                .initiative("hero", "ally", "gob");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1\nmove 2,2 3,2\nmove 2,1 3,1\nend\n");
        List<JsonNode> errors = ofType(ev, "error");
        assertEquals(List.of("MOVE-OCCUPIED"), rules(errors.get(0)));
        assertTrue(errors.get(0).get("reason").asText().contains("occupied"));
        assertEquals(List.of("MOVE-OCCUPIED"), rules(errors.get(1)));
        assertTrue(errors.get(1).get("reason").asText().contains("gob"));
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals(2, moves.get(0).get("cost").asInt());
        assertTrue(rules(moves.get(0)).contains("MOVE-OCCUPIED"));
        assertEquals(1, moves.get(1).get("cost").asInt());
        assertEquals("3,1", at(ev, "hero"));
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: a tiny creature slips through a medium enemy's square, two sizes apart")
    void MOVE_OCCUPIED_twoSizesApart() {
        TestScenario s = TestScenario.map(
                        "######",
                        "#....#",
                        "######")
                .with("rat", "party", 1, 1, c -> c.pc("fighter").size(escarmouche.rules.core.Size.TINY, 1, 1))
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .initiative("rat", "gob");
        List<JsonNode> ev = events(s.dice(1, 1).build(), 1, "move 2,1 3,1\nend\n");
        assertEquals("3,1", at(ev, "rat"));
        assertEquals(2, of(ev, "move", "actor", "rat").get(0).get("cost").asInt());
    }

    @Test
    @DisplayName("MOVE-PRONE: prone creatures crawl at 2 a square, stand up for half their speed, drop prone for free")
    void MOVE_PRONE_crawlStandDrop() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").conditions(escarmouche.rules.core.Condition.PRONE))
                .with("gob", "monsters", 5, 1, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1\ncrawl 2,1\nstand\nprone\nstand\nend\n");
        List<JsonNode> errors = ofType(ev, "error");
        assertEquals(List.of("MOVE-PRONE"), rules(errors.get(0)));
        JsonNode crawl = of(ev, "move", "actor", "hero").get(0);
        assertEquals("crawl", crawl.get("mode").asText());
        assertEquals(2, crawl.get("cost").asInt());
        assertTrue(rules(crawl).contains("MOVE-PRONE"));
        List<JsonNode> conditions = of(ev, "condition", "target", "hero");
        assertFalse(conditions.get(0).get("added").asBoolean());
        assertEquals("MOVE-PRONE", rules(conditions.get(0)).get(0));
        assertTrue(conditions.get(1).get("added").asBoolean());
        assertEquals(List.of("MOVE-PRONE"), rules(errors.get(1)));
        assertTrue(errors.get(1).get("reason").asText().contains("standing up costs 3 movement; 1 left"));
        assertTrue(hasCondition(ev, "hero", "prone"));
    }

    @Test
    @DisplayName("MOVE-PRONE: crawling into difficult terrain costs 4 and needs the check with advantage")
    void MOVE_PRONE_crawlCheckWithAdvantage() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#..,..#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").conditions(escarmouche.rules.core.Condition.PRONE))
                .with("gob", "monsters", 5, 1, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ok = events(s.dice(3, 12).build(), 1, "crawl 2,1 3,1\nend\n");
        JsonNode check = ofType(ok, "check").get(0);
        assertEquals(2, check.get("rolls").size());
        assertEquals("advantage", check.get("advantage").asText());
        assertTrue(check.get("success").asBoolean());
        assertTrue(rules(check).contains("MOVE-PRONE"));
        List<JsonNode> moves = of(ok, "move", "actor", "hero");
        assertEquals(List.of(2, 4), List.of(moves.get(0).get("cost").asInt(), moves.get(1).get("cost").asInt()));

        List<JsonNode> failed = events(s.dice(3, 4).build(), 1, "crawl 2,1 3,1\nend\n");
        assertFalse(ofType(failed, "check").get(0).get("success").asBoolean());
        assertEquals(List.of("2,1"), squares(of(failed, "move", "actor", "hero")));
    }

    @Test
    @DisplayName("MOVE-SIZE: a large creature moves its whole 2x2 footprint; a wall under any square of the one it takes stops it")
    void MOVE_SIZE_footprintMoves() {
        TestScenario s = TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "#....#.#",
                        "########")
                .with("ogre", "monsters", 1, 1, c -> c.size(escarmouche.rules.core.Size.LARGE, 2, 2).control("player"))
                .with("hero", "party", 6, 1, c -> c.pc("fighter"))
                .initiative("ogre", "hero");
        // At 4,2 the wall at 5,3 leaves room only for its squeezed footprint (MOVE-SQUEEZE); 5,3 is the wall itself.
        List<JsonNode> ev = events(s.build(), 1, "move 2,1 3,1\nmove 4,2 5,3\nend\n");
        List<JsonNode> moves = of(ev, "move", "actor", "ogre");
        assertEquals(2, moves.size());
        assertTrue(rules(moves.get(0)).contains("MOVE-SIZE"));
        JsonNode error = ofType(ev, "error").get(0);
        assertTrue(error.get("reason").asText().contains("wall at 5,3"), error.toString());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a large creature squeezes through a gap, in two commands as in one; only the steps that end squeezed cost 1 extra")
    void MOVE_SQUEEZE_throughAGap() {
        TestScenario s = TestScenario.map(
                        "#######",
                        "#..#..#",
                        "#.....#",
                        "#..#..#",
                        "#######")
                .with("ogre", "monsters", 1, 1, c -> c.size(escarmouche.rules.core.Size.LARGE, 2, 2).speed(10).control("player"))
                .with("hero", "party", 5, 3, c -> c.pc("fighter"))
                .initiative("ogre", "hero");
        // The first command ends squeezed at 3,2: it stands there squeezed, and the second goes on from it.
        List<JsonNode> ev = events(s.build(), 1, "move 2,2 3,2\nmove 4,2 4,1\nend\n");
        assertTrue(ofType(ev, "error").isEmpty(), ofType(ev, "error").toString());
        assertEquals(of(events(s.build(), 1, "move 2,2 3,2 4,2 4,1\nend\n"), "move", "actor", "ogre").toString()
                .replaceAll("\"seq\":\\d+,", ""), of(ev, "move", "actor", "ogre").toString().replaceAll("\"seq\":\\d+,", ""),
                "the same steps at the same prices, in one command or two");
        List<JsonNode> moves = of(ev, "move", "actor", "ogre");
        assertEquals(List.of("2,2", "3,2", "4,2", "4,1"), squares(moves));
        // At 2,2 and 3,2 the wall at 3,3 leaves no room for 2x2; at 4,2 the hero at 5,3 does not; at 4,1 it fits.
        assertEquals(List.of(2, 2, 2, 1), moves.stream().map(m -> m.get("cost").asInt()).toList());
        assertEquals(List.of(true, true, true, false),
                moves.stream().map(m -> rules(m).contains("MOVE-SQUEEZE")).toList());
        assertEquals(3, moves.get(3).get("left").asInt());
        assertEquals("4,1", at(ev, "ogre"));
    }

    @Test
    @DisplayName("MOVE-WOUNDED: a monster at 0 HP still fighting moves at half speed")
    void MOVE_WOUNDED_halfSpeed() {
        TestScenario s = TestScenario.map(
                        "#########",
                        "#.......#",
                        "#########")
                .with("gob", "monsters", 1, 1, c -> c.hp(0).control("player"))
                .with("hero", "party", 7, 1, c -> c.pc("fighter"))
                .initiative("gob", "hero");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1 3,1 4,1 5,1\nmove 2,1 3,1 4,1\nend\n");
        assertEquals(3, ofType(ev, "turn").get(0).get("movement").asInt());
        assertEquals(List.of("MOVE-ENTER"), rules(ofType(ev, "error").get(0)));
        List<JsonNode> moves = of(ev, "move", "actor", "gob");
        assertEquals(3, moves.size());
        assertTrue(rules(moves.get(0)).contains("MOVE-WOUNDED"));
    }

    @Test
    @DisplayName("MOVE-SPLIT and TURN-ECONOMY: move, attack, then move on with what is left")
    void MOVE_SPLIT_aroundTheAction() {
        TestScenario s = TestScenario.map(
                        "#########",
                        "#.......#",
                        "#########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").ac(30))
                .with("gob", "monsters", 4, 1, c -> c.hp(30).control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.dice(2, 2).build(), 1, "move 2,1 3,1\nattack gob\nmove 2,1\nattack gob\nend\n");
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals(3, moves.size());
        assertEquals(3, moves.get(2).get("left").asInt());
        assertTrue(ofType(ev, "error").get(0).get("reason").asText().contains("already used its action"));
    }

    @Test
    @DisplayName("COND-RESTRAINED and COND-GRAPPLED: speed 0, the move is refused with the condition's rule")
    void COND_RESTRAINED_speedZero() {
        TestScenario s = TestScenario.map(
                        "######",
                        "#....#",
                        "######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").conditions(escarmouche.rules.core.Condition.RESTRAINED))
                .with("gob", "monsters", 4, 1, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "move 2,1\nend\n");
        assertEquals(0, ofType(ev, "turn").get(0).get("movement").asInt());
        assertEquals(List.of("COND-RESTRAINED"), rules(ofType(ev, "error").get(0)));
    }

    @Test
    @DisplayName("MOVE-ENTER: moveto takes the cheapest careful path and refuses one the movement left cannot pay")
    void MOVE_ENTER_movetoCheapest() {
        TestScenario s = TestScenario.map(
                        "###########",
                        "#...,.....#",
                        "#.........#",
                        "###########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 9, 2, c -> c.control("player"))
                .initiative("hero", "gob");
        List<JsonNode> ev = events(s.build(), 1, "moveto 9,1\nmoveto 5,1\nend\n");
        JsonNode error = ofType(ev, "error").get(0);
        assertEquals("9,1 needs 8 movement; 6 left", error.get("reason").asText());
        assertEquals(List.of("MOVE-ENTER"), rules(error));
        List<JsonNode> moves = of(ev, "move", "actor", "hero");
        assertEquals("5,1", at(ev, "hero"));
        int spent = 0;
        for (JsonNode m : moves) spent += m.get("cost").asInt();
        assertEquals(4, spent, "around the difficult square, not through it");
    }

    @Test
    @DisplayName("MOVE-ENTER: refused movement, grapple, shove and Disengage commands leave the state and the dice untouched")
    void MOVE_ENTER_refusalsChangeNothing() {
        Played p = Played.of(TestScenario.map(
                        "#######",
                        "#.,#..#",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter"))
                .with("gob", "monsters", 5, 2, c -> c.control("player"))
                .with("ogre", "monsters", 4, 1, c -> c.size(escarmouche.rules.core.Size.HUGE, 1, 1).control("player"))
                .initiative("hero", "gob", "ogre").dice(20, 20, 20).build()).start();
        String[] refused = {"move 2,1 3,1 risky=dex", "move 2,1 2,2 2,1 1,1 2,1 2,2 2,1 risky=str", "crawl 2,2",
            "stand", "escape", "release", "grapple gob", "shove ogre push", "moveto 3,1", "move 1,1", "move 2,2 3,3"};
        for (String line : refused) {
            escarmouche.events.StateEvent before = p.game().state();
            int used = ((escarmouche.rules.dice.ForcedDice) p.game().dice()).used();
            int logged = p.game().battle().log().size();
            p.then(line);
            assertEquals(logged + 1, p.game().battle().log().size(), line);
            assertEquals("error", p.game().battle().log().events().get(logged).event().type(), line);
            assertEquals(before, p.game().state(), line);
            assertEquals(used, ((escarmouche.rules.dice.ForcedDice) p.game().dice()).used(), line);
            assertEquals(6, p.creature("hero").turn.movementLeft, line);
            assertFalse(p.creature("hero").turn.actionUsed, line);
        }
    }
}
