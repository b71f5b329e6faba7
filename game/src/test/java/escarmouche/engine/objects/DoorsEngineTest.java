package escarmouche.engine.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TURN-OBJECT: doors, the free interaction, and lockpicking. */
class DoorsEngineTest {
    private static final Pos DOOR = new Pos(3, 1);

    private static TestScenario room() {
        return TestScenario.map("#######", "#..+..#", "#..#..#", "#######")
                .with("hero", "party", 2, 1, c -> c.pc("archer").abilities(10, 12).weapons(TestScenario.SHORTBOW).hp(20))
                .with("gob", "monsters", 4, 1, c -> c.control("player"))
                .initiative("hero", "gob");
    }

    private static List<String> errors(Fight f) {
        return f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
    }

    @Test
    @DisplayName("TURN-OBJECT: the first door of the turn is free, the second takes the action (ACT-USE)")
    void TURN_OBJECT_freeThenAction() {
        Fight f = Fight.of(room().dice(15, 3)).start().run("attack gob", "open 3,1", "close 3,1", "open 3,1");
        assertEquals(List.of("gob is behind total cover (ATK-COVER)", "hero has used its free object interaction, and a"
                + " second one takes the action, which it has already used this turn"),
                errors(f), "a closed door blocks the shot; the third interaction has no action left");
        List<ErrorEvent> refused = f.all(ErrorEvent.class);
        assertEquals(List.of("ATK-COVER"), refused.get(0).rule());
        assertEquals(List.of("TURN-OBJECT", "TURN-ECONOMY"), refused.get(1).rule());
        List<NoteEvent> notes = f.all(NoteEvent.class);
        assertEquals(List.of("TURN-OBJECT"), notes.get(0).rule());
        assertEquals(List.of("TURN-OBJECT", "ACT-USE"), notes.get(1).rule());
        assertEquals(Terrain.DOOR, f.game().battle().grid().at(DOOR));
        assertTrue(f.creature("hero").turn.actionUsed);
    }

    @Test
    @DisplayName("TURN-OBJECT: a typed walk into a closed door is refused, saying to open it first; opened, the walk goes on")
    void TURN_OBJECT_aWalkIntoAClosedDoor() {
        Fight f = Fight.of(room().dice(15, 3)).start().run("move 3,1", "open 3,1", "move 3,1");
        assertEquals(List.of("the closed door at 3,1 blocks the way: open it first"), errors(f));
        assertEquals(List.of("MOVE-ENTER"), f.first(ErrorEvent.class).rule());
        assertEquals(DOOR, f.creature("hero").at());
    }

    @Test
    @DisplayName("TURN-OBJECT: an open door lets shots and creatures through")
    void openDoorOpensTheWay() {
        Fight f = Fight.of(room().dice(15, 3)).start().run("open 3,1", "attack gob");
        assertEquals(Terrain.OPEN_DOOR, f.game().battle().grid().at(DOOR));
        assertTrue(errors(f).isEmpty(), errors(f).toString());
    }

    @Test
    @DisplayName("TURN-OBJECT / ACT-LOCKPICK: a locked door must be picked, a Dex check that takes the whole turn")
    void TURN_OBJECT_lockpicking() {
        Fight f = Fight.of(room().locked(3, 1, 15).dice(14)).start().run("open 3,1", "pick 3,1", "move 1,1", "open 3,1");
        CheckEvent pick = f.first(CheckEvent.class);
        assertEquals(15, pick.dc());
        assertEquals(15, pick.total());
        assertTrue(pick.rule().containsAll(List.of("TURN-OBJECT", "ACT-LOCKPICK")));
        List<String> errors = errors(f);
        assertEquals("the door at 3,1 is locked (DC 15): pick it first", errors.get(0));
        assertTrue(errors.get(1).startsWith("not enough movement") || errors.get(1).contains("movement"), errors.get(1));
        assertEquals(2, errors.size());
        assertEquals(Terrain.OPEN_DOOR, f.game().battle().grid().at(DOOR), "unlocked, then opened for free");
    }

    @Test
    @DisplayName("TURN-OBJECT: no lockpicking after moving or acting; a door command needs a door on its square")
    void TURN_OBJECT_lockpickingNeedsTheWholeTurn() {
        TestScenario s = room().locked(3, 1, 15);
        Fight moved = Fight.of(s).start().run("move 1,1", "move 2,1", "pick 3,1", "open 4,1", "close 3,1");
        assertEquals(List.of("picking a lock takes the whole turn, and it has already moved",
                "there is no closed door at 4,1", "there is no open door at 3,1"), errors(moved));
        assertFalse(moved.all(CheckEvent.class).stream().anyMatch(c -> c.rule().contains("ACT-LOCKPICK")));
    }

    @Test
    @DisplayName("TURN-OBJECT / ACT-LOCKPICK: a square with no door is said to have none, near or far, on the map or off it;"
            + " only a real door is out of reach")
    void TURN_OBJECT_noDoorBeforeOutOfReach() {
        // The hero at 5,2 is two squares from the locked door at 3,1.
        TestScenario s = TestScenario.map("#######", "#..+..#", "#..#..#", "#######")
                .with("hero", "party", 5, 2, c -> c.pc("archer").abilities(10, 12).weapons(TestScenario.SHORTBOW).hp(20))
                .with("gob", "monsters", 1, 1, c -> c.control("player"))
                .initiative("hero", "gob").locked(3, 1, 15);
        Fight f = Fight.of(s).start().run("open 0,0", "close 1,2", "pick 4,1", "open 50,50", "pick 50,50",
                "open 3,1", "pick 3,1", "close 3,1");
        assertEquals(List.of("there is no closed door at 0,0", "there is no open door at 1,2",
                "there is no locked door at 4,1", "there is no closed door at 50,50", "there is no locked door at 50,50",
                "the door at 3,1 is not next to hero", "the door at 3,1 is not next to hero",
                "there is no open door at 3,1"), errors(f));
        assertEquals(List.of(List.of(), List.of(), List.of(), List.of(), List.of(), List.of("TURN-OBJECT"),
                List.of("TURN-OBJECT"), List.of()), f.all(ErrorEvent.class).stream().map(ErrorEvent::rule).toList());
        assertEquals(Terrain.DOOR, f.game().battle().grid().at(DOOR));
        assertFalse(f.creature("hero").turn.actionUsed || f.creature("hero").turn.objectUsed, "nothing was spent");
    }
}
