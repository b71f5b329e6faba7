package escarmouche.engine.movement;

import static escarmouche.testing.Logs.at;
import static escarmouche.testing.Logs.hasCondition;
import static escarmouche.testing.Logs.rules;
import static escarmouche.testing.Runs.events;
import static escarmouche.testing.Runs.ofType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.grid.WayDown;
import escarmouche.testing.RealContent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MOVE-STAIRS going down: a scenario's map says which way its stairs go down, and a failed rush falls. */
class StairsDownTest {
    /**
     * A cellar whose stairs (x 3..5 on row 1) go down to the east; plain stairs (=) on row 2. The goblin
     * waits walled in below, out of everyone's reach.
     */
    static final String CELLAR = """
            {"format": 1, "name": "Cellar steps",
             "map": {"rows": ["#########",
                              "#..>>>..#",
                              "#..===..#",
                              "#########",
                              "#.#######",
                              "#########"],
                     "legend": {">": "stairs-down-east"}},
             "combatants": [
               {"id": "hero", "template": "fighter", "at": [%d, 1], "hp": 20, "abilities": {"dex": 10}},
               {"id": "gob", "template": "goblin", "at": [1, 4], "control": "player"}],
             "initiative": ["hero", "gob"],
             "dice": [2, 4]}
            """;

    static Scenario cellar(int heroX) {
        Loaded<Scenario> loaded = new ScenarioLoader().parse(CELLAR.formatted(heroX), "cellar.json", RealContent.content());
        assertTrue(loaded.ok(), loaded.problems().toString());
        return loaded.value();
    }

    @Test
    @DisplayName("MOVE-STAIRS: a map legend's stairs-down-east marks the way down; plain stairs say nothing")
    void MOVE_STAIRS_mapSaysTheWayDown() {
        Grid grid = cellar(1).map();
        assertEquals(Terrain.STAIRS, grid.at(new Pos(3, 1)));
        assertEquals(WayDown.EAST, grid.wayDown(new Pos(3, 1)));
        assertNull(grid.wayDown(new Pos(3, 2)));
        assertTrue(grid.descends(new Pos(2, 1), new Pos(3, 1)), "stepping onto the top stair, eastwards");
        assertTrue(grid.descends(new Pos(5, 1), new Pos(6, 2)), "leaving the bottom stair, south-east");
        assertFalse(grid.descends(new Pos(4, 1), new Pos(3, 1)), "westwards is up");
        assertFalse(grid.descends(new Pos(3, 2), new Pos(4, 2)), "plain stairs");
    }

    @Test
    @DisplayName("MOVE-STAIRS: a failed rush down the stairs falls prone and takes 1d6 bludgeoning")
    void MOVE_STAIRS_fallGoingDown() {
        List<JsonNode> ev = events(cellar(1), 1, "move 2,1 3,1 4,1 5,1 6,1 risky=dex\nend\n");
        JsonNode check = ofType(ev, "check").get(0);
        assertEquals(List.of("MOVE-STAIRS"), rules(check));
        assertFalse(check.get("success").asBoolean());
        assertEquals("4,1", at(ev, "hero"));
        assertTrue(hasCondition(ev, "hero", "prone"));
        JsonNode damage = ofType(ev, "damage").get(0);
        assertEquals("hero", damage.get("target").asText());
        assertEquals("bludgeoning", damage.get("damageType").asText());
        assertEquals(4, damage.get("final").asInt());
        assertEquals("MOVE-STAIRS", rules(damage).get(0));
        assertEquals(16, damage.get("hp").asInt());
    }

    @Test
    @DisplayName("MOVE-STAIRS: a failed rush up the same stairs falls prone without damage")
    void MOVE_STAIRS_noFallDamageGoingUp() {
        List<JsonNode> ev = events(cellar(7), 1, "move 6,1 5,1 4,1 3,1 2,1 risky=dex\nend\n");
        assertFalse(ofType(ev, "check").get(0).get("success").asBoolean());
        assertTrue(hasCondition(ev, "hero", "prone"));
        assertTrue(ofType(ev, "damage").isEmpty());
    }
}
