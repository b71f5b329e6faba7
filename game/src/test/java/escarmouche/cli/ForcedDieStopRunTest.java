package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.save.ContentSnapshot;
import escarmouche.save.Recorder;
import escarmouche.save.Recording;
import escarmouche.save.Replays;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.replay.ReplayViewer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording of a fight its scenario's forced dice stopped (a value that does not fit the die it came up for): run
 * gives its log up to the stop and says the forced die stopped it there, as it does for any fight left unfinished;
 * it is no damaged recording.
 */
class ForcedDieStopRunTest {
    /** The goblin strikes first and hits; its scimitar's d6 then meets the forced 8 ($.dice[4], line 4, column 25). */
    private static final String GOBLIN_STOPS = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1]},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [5, 15, 20, 3, 8, 2]}
            """;
    /** Aldric strikes first and hits; his longsword's d8 then meets the forced 9 ($.dice[3], line 4, column 22). */
    private static final String ALDRIC_STOPS = """
            {"format": 1, "name": "Forced blade", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1]},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [15, 5, 15, 9]}
            """;

    @TempDir
    Path dir;

    /**
     * Plays {@code text} as the game's screen does, aldric given {@code lines}, until its forced die stops it: the
     * recording then ends marked stopped, as the screen marks it.
     */
    private Path recorded(String text, List<String> lines) throws Exception {
        Path scenarioFile = Files.writeString(dir.resolve("forced.json"), text);
        Map<String, String> files = ContentSnapshot.read(RecordedFights.CONTENT);
        Recording start = Replays.start(scenarioFile.toString(), text, files, 1);
        Scenario scenario = Replays.scenario(start, new ContentLoader().load(RecordedFights.CONTENT).value(),
                ContentSnapshot.hash(files)).value();
        Game game = Game.of(scenario, 1);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, start);
        recorder.attach(game);
        game.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        try {
            game.start();
            game.advance();
            for (String line : lines) {
                game.submitLine(line);
                game.advance();
            }
            throw new AssertionError("the forced die was meant to stop the fight");
        } catch (ForcedDice.ForcedDieOutOfRange e) {
            recorder.stopped();
        }
        assertEquals("stopped", recorder.recording().result());
        return file;
    }

    @Test
    @DisplayName("run of a recording its forced die stopped on a monster's turn: the log up to the stop, its state, then"
            + " a note naming the die where the scenario holds it; exit 0 and no word of a damaged file")
    void aStopOnAMonstersTurnIsToldNotRefused() throws Exception {
        Path file = recorded(GOBLIN_STOPS, List.of());
        Cli.Result r = Cli.run("run", file.toString(), "--text");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Goblin"), r.out());
        assertEquals("note: " + file + ": the fight stops here, stopped by a forced die of its scenario: "
                + dir.resolve("forced.json") + ":4:25: $.dice[4]: the forced die 8 came up for a d6: expected a value"
                + " from 1 to 6\n", r.err());
        Cli.Result json = Cli.run("run", file.toString());
        assertEquals(0, json.exit(), json.err());
        assertTrue(json.out().strip().lines().reduce((a, b) -> b).orElseThrow().contains("\"type\":\"state\""), json.out());
    }

    @Test
    @DisplayName("run of a recording its forced die stopped on a player's own order: that order is kept, and run says"
            + " where the die stopped the fight, in French too")
    void aStopOnAPlayersOrderIsTold() throws Exception {
        Path file = recorded(ALDRIC_STOPS, List.of("attack g1"));
        Cli.Result r = Cli.run("run", file.toString(), "--text");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains(dir.resolve("forced.json") + ":4:22: $.dice[3]: the forced die 9 came up for a d8"),
                r.err());
        Cli.Result fr = Cli.run("run", file.toString(), "--text", "--lang", "fr");
        assertEquals(0, fr.exit(), fr.err());
        assertTrue(fr.err().startsWith("remarque\u00a0: " + file + "\u00a0: le combat s'arrête ici, arrêté par un dé forcé"
                + " de son scénario\u00a0: "), fr.err());
    }

    @Test
    @DisplayName("run of a recording marked stopped whose last order, the one the die stopped, an earlier version did not"
            + " keep: the log up to there, and a note that a forced die stopped the fight on the order that came next")
    void aStopWhoseOrderWasNotKeptIsToldToo() throws Exception {
        Path file = recorded(ALDRIC_STOPS, List.of("attack g1"));
        List<String> lines = Files.readAllLines(file);
        int last = lines.size() - 2;
        assertTrue(lines.get(last).contains("attack g1"), lines.get(last));
        lines.remove(last);
        Files.write(file, lines);
        Cli.Result r = Cli.run("run", file.toString(), "--text");
        assertEquals(0, r.exit(), r.err());
        assertEquals("note: " + file + ": the fight stops here, stopped by a forced die of its scenario on the order"
                + " given next, which the recording does not keep\n", r.err());
    }

    @Test
    @DisplayName("replay of such a recording: its last event says the forced die stopped the fight there, and leaving"
            + " says it as run does, exit 0, with no previous version offered as for a damaged file")
    void replayWatchesItToItsStop() throws Exception {
        Path file = recorded(GOBLIN_STOPS, List.of());
        ScreenMessages m = ScreenMessages.of(Language.EN);
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        RecordingInput in = RecordingInput.load(file, new PrintStream(said, true, StandardCharsets.UTF_8), m);
        ReplayViewer viewer = ReplayCommand.viewerOf(in, ReplayCommand.reference(m), false, m);
        assertEquals(null, viewer.problem());
        PrintStream err = new PrintStream(said, true, StandardCharsets.UTF_8);
        assertEquals(0, ReplayCommand.ended(err, m, file, viewer, in::lineOfInput));
        assertEquals("note: " + file + ": the fight stops here, stopped by a forced die of its scenario: "
                + dir.resolve("forced.json") + ":4:25: $.dice[4]: the forced die 8 came up for a d6: expected a value"
                + " from 1 to 6\n", said.toString(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("run of a recording whose result line says the party won but whose forced die stops it first is damaged")
    void aStopUnderAnotherResultLineDoesNotFit() throws Exception {
        Path file = recorded(GOBLIN_STOPS, List.of());
        List<String> lines = Files.readAllLines(file);
        lines.set(lines.size() - 1, lines.get(lines.size() - 1).replace("\"stopped\"", "\"party\""));
        Files.write(file, lines);
        Cli.Result r = Cli.run("run", file.toString(), "--text");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("\"party\""), r.err());
    }

    @Test
    @DisplayName("run --text of a scenario whose forced die does not fit: the log's last line says the forced dice"
            + " stopped the fight, not that a command was refused")
    void aScenarioStoppedByItsDieSaysSoInItsText() throws Exception {
        Path s = Files.writeString(dir.resolve("s.json"), GOBLIN_STOPS.replace("\"at\": [1, 1]}",
                "\"at\": [1, 1], \"control\": \"ai\"}"));
        Cli.Result r = Cli.run("run", s.toString(), "--text");
        assertEquals(2, r.exit(), r.err());
        assertFalse(r.out().contains("Cannot do that"), r.out());
        assertTrue(r.out().contains("The scenario's forced dice stop the fight here: the forced die 8 came up for a d6:"
                + " expected a value from 1 to 6 ($.dice[4])"), r.out());
        Cli.Result fr = Cli.run("run", s.toString(), "--text", "--lang", "fr");
        assertTrue(fr.out().contains("Les dés forcés du scénario arrêtent le combat ici\u00a0: le dé forcé 8 a servi pour"
                + " un d6, attendu\u00a0: une valeur de 1 à 6 ($.dice[4])"), fr.out());
    }
}
