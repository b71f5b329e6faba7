package escarmouche.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.eventlog.EventJson;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * HP-DYING: a turn the game ends itself (a dropped by a blow as it moves) holds no {@code end} in a recording, which
 * plays it again to the same log: the game ends it again. A command script passes over the lines it wrote for the rest
 * of such a turn; a recording has none to pass over.
 */
class CutShortRecordingTest {
    private static Scenario dropped() {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "#..........#", "#..........#", "############"]},
                 "combatants": [
                   {"id": "a", "template": "fighter", "at": [1, 1], "hp": 2},
                   {"id": "b", "template": "fighter", "at": [1, 3]},
                   {"id": "g", "template": "goblin", "at": [2, 1], "control": "player", "hp": 20},
                   {"id": "k", "template": "goblin", "at": [9, 3], "control": "player", "hp": 20}
                 ],
                 "initiative": ["a", "b", "g", "k"], "dice": [15, 6]}
                """);
    }

    private static Game game(List<PlayerInput> heard, List<String> log) {
        Game g = Game.of(dropped(), 1);
        g.onInput(heard::add);
        EventJson json = new EventJson();
        g.battle().log().listen(e -> log.add(json.line(e)));
        return g;
    }

    @Test
    @DisplayName("HP-DYING: dropped by a blow mid-turn, a's turn is recorded with no end, and the recording replays it")
    void HP_DYING_aCutTurnRecordsNoEndAndReplays() {
        List<PlayerInput> heard = new ArrayList<>();
        List<String> log = new ArrayList<>();
        Game g = game(heard, log);
        g.controlPlayers(Controller.SUBMITTED);
        g.start();
        g.advance();
        g.submitLine("move 1,2");
        g.submitLine("move 1,1");
        g.advance();
        assertEquals("b", g.active().id(), "the game ended a's turn itself");
        g.submitLine("move 2,3");
        g.advance();
        assertEquals(new Pos(2, 3), g.battle().find("b").at());
        assertEquals(3, heard.stream().filter(i -> i instanceof PlayerInput.Order).count(), heard.toString());
        assertEquals(0, heard.stream().filter(i -> i instanceof PlayerInput.Order o && o.command() instanceof Command.End)
                .count(), heard.toString());
        List<String> replayed = new ArrayList<>();
        Game again = game(new ArrayList<>(), replayed);
        assertNull(again.replay(heard, Controller.SUBMITTED));
        assertEquals(log, replayed);
    }
}
