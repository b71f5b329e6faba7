package escarmouche.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.control.ReplayControl;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.eventlog.EventJson;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * OA-REACTION and the players' inputs: an opportunity attack a creature played by hand takes at once (the title
 * screen's setting, always strike; a recording played again) is an input as one answered on screen is, so the
 * recording and its replay agree; the AI's answers are no input.
 */
class AnswerAtOnceTest {
    /** Aldric beside a goblin that only runs: on its turn it dashes and walks away east, out of Aldric's reach. */
    private static Scenario runaway() {
        return Scripts.scenario("""
                {"format": 1, "map": {"rows": ["############", "#..........#", "############"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "at": [2, 1]},
                   {"id": "g1", "template": "goblin", "behavior": {"rules": [{"do": "flee", "provoke": true, "why": "run for it"}]}, "at": [3, 1]}
                 ],
                 "initiative": ["aldric", "g1"], "dice": [15, 1]}
                """);
    }

    private static final PlayerInput END = new PlayerInput.Order(new Command.End(), false);
    private static final PlayerInput STRIKE = new PlayerInput.Answer(ReactionChoice.STRIKE);

    /** A game of the runaway whose players' inputs go to {@code heard} and whose events to {@code log}. */
    private static Game game(List<PlayerInput> heard, List<String> log) {
        Game g = Game.of(runaway(), 1);
        g.onInput(heard::add);
        EventJson json = new EventJson();
        g.battle().log().listen(e -> log.add(json.line(e)));
        return g;
    }

    /** Aldric ends his turn: the goblin runs, and he is asked whether to strike (his controller answers at once). */
    private static Game played(List<PlayerInput> heard, List<String> log) {
        Game g = game(heard, log);
        g.controlPlayers(Controller.SUBMITTED);
        g.start();
        g.advance();
        g.submitLine("end");
        g.advance();
        return g;
    }

    @Test
    @DisplayName("OA-REACTION: a strike a hero's controller takes at once is heard as an input, after the command that led"
            + " to it, and counts one move")
    void OA_REACTION_answerAtOnceIsAnInput() {
        List<PlayerInput> heard = new ArrayList<>();
        Game g = played(heard, new ArrayList<>());
        assertEquals(List.of(END, STRIKE), heard);
        // Its start, the command, the strike, the goblin's dash and move, its end of turn.
        assertEquals(6, g.moment());
        assertEquals(3, g.battle().find("g1").hp());
        assertEquals(2, g.battle().round());
    }

    @Test
    @DisplayName("OA-REACTION: the inputs heard play the fight again to the same log, each answer heard again as it is read")
    void OA_REACTION_heardInputsReplay() {
        List<PlayerInput> heard = new ArrayList<>();
        List<String> log = new ArrayList<>();
        played(heard, log);
        List<PlayerInput> again = new ArrayList<>();
        List<String> replayed = new ArrayList<>();
        Game g = game(again, replayed);
        assertNull(g.replay(heard, Controller.SUBMITTED));
        assertEquals(log, replayed);
        assertEquals(List.of(END, STRIKE), again, "a keyframe counts the answers read as the game counted them live");
        assertEquals(6, g.moment());
    }

    @Test
    @DisplayName("OA-REACTION: a creature the AI plays answers at once with no input heard")
    void OA_REACTION_aiAnswerIsNoInput() {
        List<PlayerInput> heard = new ArrayList<>();
        List<String> log = new ArrayList<>();
        Game g = game(heard, log);
        g.controlPlayers(Controller.SUBMITTED);
        g.start();
        g.advance();
        g.submitLine("end");
        // Handed to its behaviour once its turn is over, before the goblin runs.
        assertNull(g.control("aldric", false));
        g.advance();
        assertEquals(List.of(END, new PlayerInput.Control("aldric", false, 2)), heard);
        // The AI plays Aldric on: it struck the goblin as it ran, then hunted it down.
        assertEquals(1, log.stream().filter(line -> line.contains("\"type\":\"opportunity\"")).count(), log.toString());
    }

    @Test
    @DisplayName("OA-REACTION: past the players' limit a strike taken at once could not be recorded: the question waits,"
            + " nothing is heard, and an answer is refused")
    void OA_REACTION_noAnswerPastTheLimit() {
        List<PlayerInput> heard = new ArrayList<>();
        Game g = game(heard, new ArrayList<>());
        g.controlPlayers(Controller.SUBMITTED);
        g.limitInputs(1, heard::size);
        g.start();
        g.advance();
        g.submitLine("end");
        g.advance();
        assertEquals(List.of(END), heard);
        assertEquals("aldric", g.question().reactor());
        assertEquals("g1", g.question().mover());
        g.answer(ReactionChoice.STRIKE);
        assertEquals(List.of(END), heard);
        assertEquals(7, g.battle().find("g1").hp());
        assertEquals(4, g.moment(), "its start, the command, the goblin's dash and the move that provoked: no strike");
    }

    @Test
    @DisplayName("OA-REACTION: a save of an older version, which left out the strikes taken at once, is read with them:"
            + " the same log, and the supplied strike heard as no input; a strict replay still finds it does not fit")
    void OA_REACTION_olderSaveWithoutTheStrike() {
        List<String> log = new ArrayList<>();
        Game live = played(new ArrayList<>(), log);
        live.submitLine("end");
        live.advance();
        List<String> more = new ArrayList<>(log);

        List<PlayerInput> again = new ArrayList<>();
        List<String> replayed = new ArrayList<>();
        Game g = game(again, replayed);
        assertNull(g.replay(List.of(END, END), Controller.SUBMITTED));
        assertEquals(more, replayed);
        assertEquals(List.of(END, END), again, "as many inputs as the file holds: its keyframes counted those");
        assertEquals(live.moment(), g.moment(), "the supplied strike is a move, as it was when played");

        Game strict = Game.of(runaway(), 1);
        ReplayControl control = new ReplayControl(List.of(END, END));
        strict.controlPlayers(control);
        strict.start();
        strict.advance();
        assertEquals("input 2 is a command, but aldric is asked whether to strike g1", control.problem());
    }
}
