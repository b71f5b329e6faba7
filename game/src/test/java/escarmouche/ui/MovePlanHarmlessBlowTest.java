package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.Scenario;
import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-REACTION in the move planner: the blow shown is the one the goblin will strike. Against a fighter immune to
 * slashing its scimitar is passed over for its fists (ATK-UNARMED); against one its fists cannot hurt either, the AI
 * goblin keeps its reaction, and the planner says it will not strike and why (DMG-RESIST-FLAT).
 */
class MovePlanHarmlessBlowTest extends ScreenTest {
    private static final String SLASHING = "{\"type\": \"slashing\", \"immune\": true}";
    private static final String BOTH = SLASHING + ", {\"type\": \"bludgeoning\", \"immune\": true}";

    private static Scenario scenario(String resistances) {
        return Scripts.scenario("""
                {"format": 1, "name": "Steel-proof", "rules": "house",
                 "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "aldric", "name": "Aldric", "template": "fighter", "side": "party", "at": [5, 1],
                    "resistances": [%s]},
                   {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 1], "weapons": ["scimitar"]}
                 ],
                 "initiative": ["aldric", "g1"], "seed": 1}
                """.formatted(resistances));
    }

    private void planStepWest(String resistances, boolean french) {
        TestCatalog catalog = new TestCatalog().add("steel", "Steel-proof", "A goblin.", "easy", () -> scenario(resistances));
        h = new Harness(catalog, data, 100, 30, true);
        if (french) h.keys("l");
        h.keys("n").enter().enter().press(KeyType.ArrowLeft).press(KeyType.ArrowLeft);
    }

    @Test
    @DisplayName("OA-REACTION: the planner shows the goblin's unarmed strike, the blow it makes at a fighter immune to"
            + " slashing, with its odds")
    void OA_REACTION_thePlannerShowsTheFists() {
        planStepWest(SLASHING, false);
        String screen = h.screen();
        assertTrue(h.shows("! Goblin strikes before step 1"), screen);
        assertTrue(h.shows("unarmed strike: 35% to hit, 1 damage on a hit"), screen);
        assertFalse(h.shows("scimitar"), screen);
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: the planner says an AI goblin nothing of which can hurt the fighter will not strike,"
            + " and why, in English and French")
    void DMG_RESIST_FLAT_thePlannerSaysTheGoblinWillNotStrike() {
        planStepWest(BOTH, false);
        String screen = h.screen();
        assertTrue(h.shows("! Goblin will not strike before step 1"), screen);
        assertTrue(h.shows("scimitar: cannot hurt Aldric [DMG-RESIST-FLAT]"), screen);
        assertFalse(h.shows("% to hit"), screen);
        planStepWest(BOTH, true);
        String fr = h.screen();
        assertTrue(h.shows("! Gobelin ne frappera pas avant le pas 1"), fr);
        assertTrue(h.shows("cimeterre\u00a0: ne peut pas blesser Aldric [DMG-RESIST-FLAT]"), fr);
    }
}
