package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.Scripts;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A rule that closes in on the nearest foe, when every square beside that foe is taken by the creature's
 * friends: it goes for the next nearest foe it can get at, as it does when walls keep it from the nearest,
 * rather than stand idle while a friend fights alone. In the 30 against 60 fight of the benchmarks, heroes
 * waited whole turns behind friends who filled the sides of the nearest goblin, a free goblin a few squares off.
 */
class CrowdedNearestFoeAiTest {
    /**
     * A corridor one square wide: g1 at its dead end, the fighter "wall" beside it filling its one open side,
     * the infiltrator (AI) two squares behind, g2 five squares the other way.
     */
    private static AiCase corridor() {
        return AiCase.of(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "shade", "template": "infiltrator", "at": [4, 1], "control": "ai", "weapons": ["shortsword"]},
                   {"id": "wall", "template": "fighter", "at": [2, 1], "control": "ai"},
                   {"id": "g1", "template": "goblin", "at": [1, 1]},
                   {"id": "g2", "template": "goblin", "at": [9, 1]}
                 ],
                 "initiative": ["shade", "wall", "g1", "g2"]}
                """));
    }

    @Test
    @DisplayName("AI: the nearest foe's one side taken by a friend, the hero closes in on the next nearest foe")
    void crowdedNearestFoeSendsItToTheNext() {
        AiCase ai = corridor();
        String next = ai.next();
        assertEquals("g2", ai.game().battle().active().side.intent.target(), next);
        assertEquals("move 5,1 6,1 7,1 8,1", next);
    }
}
