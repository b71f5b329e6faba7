package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.events.NoteEvent;
import escarmouche.simulate.Simulation;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TURN-OBJECT for scripted creatures: a closed door between them and their enemies is opened (a locked one picked first), not waited at. */
class DoorWayTest {

    /** A goblin and an orc on either side of one closed door (locked when {@code dc} is above 0). */
    private static TestScenario halls(int dc) {
        return halls(dc, null);
    }

    /** {@link #halls(int)} with the goblin of the given creature type. */
    private static TestScenario halls(int dc, String type) {
        TestScenario s = TestScenario.map(
                        "#########",
                        "#...+...#",
                        "#...#...#",
                        "#########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 7, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR).type(type))
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
    @DisplayName("TURN-OBJECT, ACT-LOCKPICK: a monster whose only way is a locked door walks up to it, picks it at the start of a turn, then opens it")
    void TURN_OBJECT_aLockedDoorIsPickedThenOpened() {
        Game game = Game.of(Simulation.allAi(halls(8).build(), false), 5);
        game.start();
        game.advance();
        List<String> notes = notes(game);
        int unlocked = notes.indexOf("the door at 4,1 is unlocked");
        assertTrue(unlocked >= 0, notes.toString());
        assertTrue(notes.subList(unlocked, notes.size()).stream().anyMatch(n -> n.endsWith("opens the door at 4,1 (its free object interaction)")),
                notes.toString());
        assertTrue(game.battle().log().events().stream().anyMatch(e -> e.event() instanceof escarmouche.events.CheckEvent c
                && c.purpose().equals("pick the lock at 4,1")), "a pick's check");
        assertNotEquals(null, game.battle().winner(), "somebody won");
    }

    @Test
    @DisplayName("ACT-LOCKPICK: a beast does not pick a lock; the hero on the other side, whose type is unsaid, does")
    void ACT_LOCKPICK_aBeastWaitsBehindALockedDoor() {
        Game game = Game.of(Simulation.allAi(halls(8, "beast").build(), false), 5);
        game.start();
        game.advance();
        List<String> pickers = game.battle().log().events().stream()
                .filter(e -> e.event() instanceof escarmouche.events.CheckEvent c && c.purpose().equals("pick the lock at 4,1"))
                .map(e -> ((escarmouche.events.CheckEvent) e.event()).actor()).distinct().toList();
        assertEquals(List.of("hero"), pickers, "only the hero tries the lock");
    }

    @Test
    @DisplayName("TURN-OBJECT, ACT-LOCKPICK: a beast that waits behind a locked door says which door stands in its way")
    void ACT_LOCKPICK_aBeastSaysWhichLockedDoorItWaitsAt() {
        Game game = Game.of(Simulation.allAi(halls(8, "beast").build(), false), 5);
        game.start();
        game.advance();
        List<String> waits = game.battle().log().events().stream()
                .filter(e -> e.event() instanceof NoteEvent n && n.actor().equals("gob") && n.intent() != null
                        && n.intent().action().equals("wait"))
                .map(e -> ((NoteEvent) e.event()).text()).distinct().toList();
        assertEquals(List.of("default: no foe in reach or in sight, a locked door at 4,1 stands in the way -> wait"), waits);
    }
}
