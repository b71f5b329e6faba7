package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.events.NoteEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.simulate.Simulation;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TURN-OBJECT for scripted creatures: a closed door between them and their enemies is opened, not waited at. */
class DoorWayTest {
    private static final Pos DOOR = new Pos(4, 1);

    /** A goblin and an orc on either side of one closed door (locked when {@code dc} is above 0). */
    private static TestScenario halls(int dc) {
        TestScenario s = TestScenario.map(
                        "#########",
                        "#...+...#",
                        "#...#...#",
                        "#########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 7, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero");
        return dc > 0 ? s.locked(4, 1, dc) : s;
    }

    private static List<String> notes(Game game) {
        return game.battle().log().events().stream().filter(e -> e.event() instanceof NoteEvent)
                .map(e -> ((NoteEvent) e.event()).text()).toList();
    }

    @Test
    @DisplayName("TURN-OBJECT: a monster whose only way to its enemy is a closed door opens it and the fight ends")
    void TURN_OBJECT_aMonsterOpensAnUnlockedDoor() {
        Game game = Game.of(Simulation.allAi(halls(0).build(), false), 5);
        game.start();
        game.advance();
        assertTrue(notes(game).stream().anyMatch(n -> n.equals("gob opens the door at 4,1 (its free object interaction)")),
                notes(game).toString());
        assertNotEquals(null, game.battle().winner(), "somebody won");
        assertTrue(game.battle().round() < 20, "over in " + game.battle().round() + " rounds");
    }

    @Test
    @DisplayName("TURN-OBJECT: a locked door stays shut to the AI (picking a lock is the players' business)")
    void TURN_OBJECT_aLockedDoorIsNotOpened() {
        Game game = Game.of(Simulation.allAi(halls(15).build(), false), 5);
        game.start();
        for (int i = 0; i < 12; i++) game.step();
        assertEquals(Terrain.DOOR, game.battle().grid().at(DOOR));
        assertFalse(notes(game).stream().anyMatch(n -> n.contains("opens the door")), notes(game).toString());
    }
}
