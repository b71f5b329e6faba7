package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.ErrorEvent;
import escarmouche.events.MoveEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.Runs;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code undo}: the last move of the turn taken back while nothing but its steps happened since. */
class TakeBackTest {
    private static TestScenario room() {
        return TestScenario.map(
                        "########",
                        "#......#",
                        "#..,...#",
                        "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("gob", "monsters", 6, 2, c -> c.hp(7).control("player"))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("TURN-ECONOMY: undo puts the mover back with the movement it had, in one move event")
    void undoTakesTheLastMoveBack() {
        Fight f = Fight.of(room()).start().run("move 2,1", "move 3,1 4,1", "undo");
        Creature hero = f.creature("hero");
        assertEquals(new Pos(2, 1), hero.at(), "only the last move is taken back");
        assertEquals(5, hero.turn.movementLeft);
        assertTrue(hero.turn.moved);
        MoveEvent back = f.all(MoveEvent.class).get(f.all(MoveEvent.class).size() - 1);
        assertEquals(new MoveEvent("hero", new Pos(4, 1), new Pos(2, 1), 0, 5, "undo", List.of()), back);
        f.run("undo");
        assertEquals(List.of("there is no move of hero to take back"),
                f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList(), "one move, one undo");
        f.run("move 3,1 4,1 5,1 6,1 5,2");
        assertEquals(new Pos(5, 2), hero.at(), "the movement given back can be walked again");
    }

    @Test
    @DisplayName("TURN-ECONOMY: a move that rolled a die (a risky rush) cannot be taken back")
    void aRolledMoveStands() {
        Fight f = Fight.of(room().dice(15)).start().run("move 2,2 3,2 risky=dex", "undo");
        assertEquals(new Pos(3, 2), f.creature("hero").at());
        ErrorEvent no = f.first(ErrorEvent.class);
        assertEquals(List.of("TURN-ECONOMY"), no.rule());
        assertEquals("there is no move of hero to take back", no.reason());
    }

    @Test
    @DisplayName("TURN-ECONOMY: after another command (a dodge) the move stands")
    void anotherCommandSinceKeepsTheMove() {
        Fight f = Fight.of(room()).start().run("move 2,1", "dodge", "undo");
        assertEquals(new Pos(2, 1), f.creature("hero").at());
        assertTrue(f.first(ErrorEvent.class).reason().equals("a die was rolled or something happened since hero moved"));
    }

    @Test
    @DisplayName("determinism: a script with undo gives the same log every time, and the undo is in it")
    void undoIsReplayed() {
        String log = Runs.log(room().build(), 3, "move 2,1 3,1\nundo\nmove 2,2\nend\n");
        assertEquals(log, Runs.log(room().build(), 3, "move 2,1 3,1\nundo\nmove 2,2\nend\n"));
        assertTrue(log.contains("\"mode\":\"undo\""), log);
        assertFalse(log.contains("\"type\":\"error\""), log);
    }
}
