package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-LEAVE in the move planner at 80x24: a step that leaves two goblins' reach lists both provoked attacks with their
 * odds. Under a small map the panel takes the rows the map does not need, rather than leaving them blank and cutting
 * off the second goblin's odds.
 */
class MovePlanOddsTest extends ScreenTest {
    /** Aldric between two goblins, in a room of 6 rows: a step west leaves both goblins' reach. */
    private static Scenario twoGoblins() {
        return Scripts.scenario("""
                {"format": 1, "name": "Two OA", "rules": "house",
                 "map": {"rows": ["##########", "#........#", "#...,,...#", "#...,,...#", "#........#", "##########"],
                         "legend": {"#": "wall", ".": "floor", ",": "difficult"}},
                 "combatants": [
                   {"id": "aldric", "name": "Aldric", "template": "fighter", "side": "party", "at": [5, 2]},
                   {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 1]},
                   {"id": "g2", "template": "goblin", "side": "monsters", "at": [6, 3]}
                 ],
                 "initiative": ["aldric", "g1", "g2"], "seed": 1}
                """);
    }

    private void planStepWest(boolean french) {
        TestCatalog catalog = new TestCatalog().add("two-oa", "Two OA", "Two goblins.", "easy", MovePlanOddsTest::twoGoblins);
        h = new Harness(catalog, data, 80, 24, true);
        if (french) h.keys("l");
        h.keys("n").enter().enter().press(KeyType.ArrowLeft);
    }

    @Test
    @DisplayName("OA-LEAVE: at 80x24 the move planner shows both goblins' strikes with their odds, the map's rows no more than it needs")
    void OA_LEAVE_bothProvokedAttacksOddsAt80x24() {
        planStepWest(false);
        String screen = h.screen();
        assertTrue(h.shows("! Goblin 1 strikes before step 1"), screen);
        assertTrue(h.shows("! Goblin 2 strikes before step 1"), screen);
        assertEquals(2, screen.lines().filter(l -> l.contains("scimitar: 35% to hit, 3.5 damage on a hit")).count(), screen);
    }

    @Test
    @DisplayName("OA-LEAVE in French: at 80x24 the move planner shows both goblins' strikes with their odds")
    void OA_LEAVE_bothProvokedAttacksOddsAt80x24InFrench() {
        planStepWest(true);
        String screen = h.screen();
        assertTrue(h.shows("Gobelin 1 frappe"), screen);
        assertTrue(h.shows("Gobelin 2 frappe"), screen);
        assertEquals(2, screen.lines().filter(l -> l.contains("cimeterre\u00a0: 35\u00a0%")).count(), screen);
    }
}
