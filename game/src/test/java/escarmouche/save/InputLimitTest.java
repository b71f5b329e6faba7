package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.command.Command;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight's recording holds at most as many inputs as its reader takes: the game then takes no more, so that the save
 * (and its backup) can always be opened again. A small limit stands for {@link RecordingFile#MAX_INPUTS} here.
 */
class InputLimitTest {
    private static final int MOST = 6;

    @TempDir
    Path dir;

    /** The ford played with the AI deciding for the party too, recorded with room for {@link #MOST} inputs. */
    private record Played(Recorder recorder, Game game, Path file) {}

    private Played playFord(Fights.Shipped shipped) throws IOException {
        String text = Files.readString(shipped.dir().resolve(Fights.FORD));
        Recording start = Replays.start(Fights.FORD, text, shipped.files(), 7);
        Scenario scenario = Replays.scenario(start, shipped.content(), shipped.hash()).value();
        Game game = Game.of(scenario, 7);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, new SavedFight(start, List.of()), MOST);
        recorder.attach(game);
        game.controlPlayers(new ScriptedAi(game.battle(), game.services()));
        game.start();
        game.advance();
        return new Played(recorder, game, file);
    }

    @Test
    @DisplayName("A fight whose save holds the most inputs takes no more: the game stops at the party's turn, nothing moves")
    void fullSaveTakesNoMoreInputs() throws Exception {
        Played p = playFord(Fights.Shipped.load(Fights.CONTENT));
        Game game = p.game();
        assertEquals(MOST, p.recorder().recording().inputs().size(), p.recorder().recording().inputs().toString());
        assertTrue(p.recorder().full());
        assertTrue(game.inputsShut());
        assertEquals(MOST, game.inputLimit());
        assertFalse(game.over(), "stopped by the limit, not by the end of the fight");
        assertTrue(game.battle().active().side.playerControlled, "waiting for the party: " + game.battle().active().id());

        int events = game.battle().log().size();
        int moment = game.moment();
        Outcome refused = game.submit(new Command.End());
        assertInstanceOf(Outcome.Refused.class, refused);
        assertEquals("the fight takes no more inputs", ((Outcome.Refused) refused).reason());
        assertEquals("the fight takes no more inputs", game.control(game.battle().active().id(), false));
        assertTrue(game.battle().active().side.playerControlled, "the switch to the AI was refused");
        assertFalse(game.step(), "the party's controller is not asked");
        assertEquals(events, game.battle().log().size(), "a refused input leaves no event: the log stays the replay's");
        assertEquals(moment, game.moment());
        assertEquals(MOST, p.recorder().recording().inputs().size());
    }

    @Test
    @DisplayName("A full save reads again, backup included, and continues to the same point, still taking no more inputs")
    void fullSaveReadsAndContinues() throws Exception {
        Fights.Shipped shipped = Fights.Shipped.load(Fights.CONTENT);
        Played p = playFord(shipped);
        SavedFight read = new RecordingFile().load(p.file());
        assertEquals(p.recorder().recording(), read.recording());
        assertEquals(MOST, read.recording().inputs().size());
        assertEquals(MOST - 1, new RecordingFile().loadBackup(p.file()).recording().inputs().size(),
                "the backup is the write before the last");

        Replays.Resumed resumed = Replays.load(p.file(), shipped.content(), shipped.hash(), Controller.SUBMITTED);
        // The same state at the same moment (the log differs by the intents the AI said when it played for the party).
        assertEquals(p.game().state(), resumed.game().state());
        assertEquals(p.game().moment(), resumed.game().moment());
        Recorder again = new Recorder(p.file(), resumed.saved(), MOST);
        again.attach(resumed.game());
        assertTrue(resumed.game().inputsShut(), "continued, it takes no more inputs either");
        int events = resumed.game().battle().log().size();
        assertInstanceOf(Outcome.Refused.class, resumed.game().submit(new Command.End()));
        resumed.game().answer(ReactionChoice.STRIKE);
        assertEquals(events, resumed.game().battle().log().size());
        assertEquals(read.recording(), new RecordingFile().read(p.file()), "continuing wrote the same recording");
    }

    @Test
    @DisplayName("The writer refuses a recording of more inputs than the reader takes, and the file stays as it was")
    void writerRefusesWhatTheReaderWould() throws Exception {
        Fights.Shipped shipped = Fights.Shipped.load(Fights.CONTENT);
        String text = Files.readString(shipped.dir().resolve(Fights.FORD));
        Recording start = Replays.start(Fights.FORD, text, shipped.files(), 7);
        Path file = dir.resolve("long.jsonl");
        RecordingFile files = new RecordingFile();
        Recording most = withInputs(start, RecordingFile.MAX_INPUTS);
        files.write(file, most);
        assertEquals(RecordingFile.MAX_INPUTS, files.read(file).inputs().size(), "as many as the reader takes: written and read");
        byte[] before = Files.readAllBytes(file);
        IOException e = assertThrows(IOException.class, () -> files.write(file, most.with("end")));
        assertEquals("it would hold 20001 inputs, more than a recording may (20000)", e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertThrows(IllegalArgumentException.class, () -> new Recorder(dir.resolve("x.jsonl"),
                new SavedFight(start, List.of()), RecordingFile.MAX_INPUTS + 1));
    }

    private static Recording withInputs(Recording r, int n) {
        List<String> inputs = new ArrayList<>(Collections.nCopies(n, "!refused undo"));
        return new Recording(r.format(), r.game(), r.contentHash(), r.scenarioPath(), r.scenario(), r.content(), r.seed(),
                inputs, null, r.table());
    }

    @Test
    @DisplayName("A recorder holds the reader's own limit unless told less")
    void recorderLimitIsTheReaders() throws Exception {
        Fights.Shipped shipped = Fights.Shipped.load(Fights.CONTENT);
        String text = Files.readString(shipped.dir().resolve(Fights.FORD));
        Recorder r = new Recorder(dir.resolve("f.jsonl"), Replays.start(Fights.FORD, text, shipped.files(), 7));
        assertEquals(RecordingFile.MAX_INPUTS, r.most());
        assertEquals(20_000, RecordingFile.MAX_INPUTS);
        assertNull(r.trouble().orElse(null));
    }
}
