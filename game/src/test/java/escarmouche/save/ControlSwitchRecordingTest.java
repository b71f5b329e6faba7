package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.eventlog.EventJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ControlSwitchRecordingTest {
    private static final Path CONTENT = Path.of("..", "content");
    private static final String FORD = "encounters/goblins-at-the-ford.json";

    @TempDir
    Path dir;

    private static Game game(Scenario s, long seed, List<String> log) {
        Game g = Game.of(s, seed);
        EventJson json = new EventJson();
        g.battle().log().listen(e -> log.add(json.line(e)));
        return g;
    }

    @Test
    @DisplayName("Creatures handed between hand and AI before and during the fight (mid-turn, both ways) replay"
            + " from the recording to the same event log")
    void switchesReplayExactly() throws Exception {
        var content = new ContentLoader().load(CONTENT).value();
        Map<String, String> files = ContentSnapshot.read(CONTENT);
        String text = Files.readString(CONTENT.resolve(FORD));
        Scenario scenario = Replays.scenario(Replays.start(FORD, text, files, 7), content,
                ContentSnapshot.hash(files)).value();

        List<String> played = new ArrayList<>();
        Game live = game(scenario, 7, played);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, Replays.start(FORD, text, files, 7));
        recorder.attach(live);
        live.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        assertNull(live.control("g1", true), "a monster is taken by hand before the fight");
        live.start();
        for (int i = 1; i < 300 && !live.over(); i++) {
            if (live.question() != null) {
                live.answer(i % 2 == 0 ? ReactionChoice.STRIKE : ReactionChoice.LET_GO);
            } else if (live.awaitingPlayer()) {
                Creature a = live.active();
                if (i % 3 == 0) assertNull(live.control(a.id(), false), "handed to the AI in the middle of its turn");
                else live.submitLine(i % 2 == 0 ? "end" : "dodge");
            } else if (i % 4 == 0) {
                assertNull(live.control(live.active().id(), true), "taken by hand while the AI plays its turn");
            } else {
                live.step();
            }
        }
        // The loop may stop in the middle of an AI turn: let the AI play on to where a player is needed.
        live.advance();
        List<String> inputs = recorder.recording().inputs();
        assertTrue(inputs.contains("!control g1 hand @0"), inputs.toString());
        assertTrue(inputs.stream().anyMatch(s -> s.matches("!control \\S+ ai @[1-9][0-9]*")), inputs.toString());
        assertTrue(inputs.stream().filter(s -> s.matches("!control \\S+ hand @[1-9][0-9]*")).count() > 0, inputs.toString());

        Recording read = new RecordingFile().read(file);
        assertEquals(recorder.recording(), read);
        List<String> again = new ArrayList<>();
        Game replayed = game(Replays.scenario(read, null, "").value(), read.seed(), again);
        assertNull(replayed.replay(Replays.inputs(read), Controller.SUBMITTED));
        for (int i = 0; i < Math.min(played.size(), again.size()); i++) {
            assertEquals(played.get(i), again.get(i), "event " + (i + 1) + " of the replay; inputs " + inputs);
        }
        assertEquals(played.size(), again.size(), "the replay logs as many events");
        for (Creature c : live.battle().creatures()) {
            assertEquals(live.byHand(c), replayed.byHand(replayed.battle().find(c.id())), c.id());
        }
    }

    @Test
    @DisplayName("A fight whose heroes were all handed to the AI loads: each keyframe counts the switches among the inputs"
            + " before it, as the replay does")
    void keyframesCountTheSwitches() throws Exception {
        var content = new ContentLoader().load(CONTENT).value();
        Map<String, String> files = ContentSnapshot.read(CONTENT);
        String text = Files.readString(CONTENT.resolve(FORD));
        Recording start = Replays.start(FORD, text, files, 7);
        Scenario scenario = Replays.scenario(start, content, ContentSnapshot.hash(files)).value();
        Game live = Game.of(scenario, 7);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, start);
        recorder.attach(live);
        live.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        live.start();
        live.advance();
        live.submitLine("end");
        // As H does on each hero in turn: the AI then plays the whole fight out, round after round.
        for (Creature c : live.battle().creatures()) {
            if (live.byHand(c)) assertNull(live.control(c.id(), false));
        }
        live.advance();
        assertTrue(live.over(), "the AI played it out");
        SavedFight saved = new RecordingFile().load(file);
        assertTrue(saved.keyframes().size() >= 2, "rounds after the switches: " + saved.keyframes());
        Replays.Resumed loaded = Replays.load(file, null, "", Controller.SUBMITTED);
        assertEquals(live.battle().winner(), loaded.saved().recording().result());
    }

    @Test
    @DisplayName("A switch of control is one recording line that reads back as the same input; a malformed one says what is expected")
    void lineRoundTrip() {
        PlayerInput.Control c = new PlayerInput.Control("g1", true, 12);
        assertEquals("!control g1 hand @12", Inputs.text(c));
        assertEquals(c, Inputs.parse(Inputs.text(c)));
        assertEquals(new PlayerInput.Control("hero", false, 0), Inputs.parse("!control hero ai @0"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Inputs.parse("!control g1 maybe @3"));
        assertTrue(e.getMessage().contains("ID hand|ai @MOMENT"), e.getMessage());
    }

    @Test
    @DisplayName("A switch recorded at a moment the replay has already passed makes the recording not fit, and says where")
    void lateSwitchIsAMisfit() throws Exception {
        var content = new ContentLoader().load(CONTENT).value();
        Map<String, String> files = ContentSnapshot.read(CONTENT);
        String text = Files.readString(CONTENT.resolve(FORD));
        Scenario scenario = Replays.scenario(Replays.start(FORD, text, files, 7), content,
                ContentSnapshot.hash(files)).value();
        Game g = Game.of(scenario, 7);
        String problem = g.replay(List.of(new PlayerInput.Order(new escarmouche.command.Command.End(), false),
                new PlayerInput.Control("g1", true, 0)), Controller.SUBMITTED);
        assertNotNull(problem);
        assertTrue(problem.contains("input 2 hands g1 over at moment 0"), problem);
    }
}
