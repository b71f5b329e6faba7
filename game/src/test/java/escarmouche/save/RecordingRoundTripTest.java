package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.engine.control.Controller;
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

class RecordingRoundTripTest {
    private static final Path CONTENT = Path.of("..", "content");
    private static final String FORD = "encounters/goblins-at-the-ford.json";

    @TempDir
    Path dir;

    /** A game of the ford whose event log is kept as JSON Lines. */
    private static Game game(Scenario s, long seed, List<String> log) {
        Game g = Game.of(s, seed);
        EventJson json = new EventJson();
        g.battle().log().listen(e -> log.add(json.line(e)));
        return g;
    }

    /** A fight of the ford being recorded into its file as it is played, started and waiting for the first command. */
    private record Recorded(Game game, Recorder recorder, Path file) {}

    private Recorded recordedFord(List<String> log) throws Exception {
        Content content = new ContentLoader().load(CONTENT).value();
        Map<String, String> files = ContentSnapshot.read(CONTENT);
        String text = Files.readString(CONTENT.resolve(FORD));
        Scenario scenario = Replays.scenario(Replays.start(FORD, text, files, 42), content,
                ContentSnapshot.hash(files)).value();
        Game live = game(scenario, 42, log);
        Path file = dir.resolve("fight.jsonl");
        Recorder recorder = new Recorder(file, Replays.start(FORD, text, files, 42));
        recorder.attach(live);
        live.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        live.start();
        live.advance();
        return new Recorded(live, recorder, file);
    }

    @Test
    @DisplayName("A fight recorded as it is played replays from its file to the same event log and state")
    void recordReadReplay() throws Exception {
        List<String> played = new ArrayList<>();
        Recorded fight = recordedFord(played);
        Game live = fight.game();
        Recorder recorder = fight.recorder();
        Path file = fight.file();
        for (String line : List.of("move 7,4", "end", "end", "attack g1", "end", "end")) {
            if (live.question() != null) live.answer(ReactionChoice.STRIKE);
            live.submitLine(line);
            live.advance();
        }
        assertTrue(recorder.recording().inputs().size() >= 3, recorder.recording().inputs().toString());

        Recording read = new RecordingFile().read(file);
        assertEquals(recorder.recording(), read);
        List<String> again = new ArrayList<>();
        Game replayed = game(Replays.scenario(read, null, "").value(), read.seed(), again);
        assertNull(replayed.replay(Replays.inputs(read), Controller.SUBMITTED));
        assertEquals(played, again, "the replay from the file's own content copy logs the same events");
        assertEquals(new EventJson().line(new escarmouche.engine.battle.LoggedEvent(0, 0, live.state())),
                new EventJson().line(new escarmouche.engine.battle.LoggedEvent(0, 0, replayed.state())));
    }

    @Test
    @DisplayName("A write that fails mid-fight stops nothing: the fight plays on, the recorder says why its file lags,"
            + " and the next input that can be written writes every input since")
    void aFailingDiskStopsNothing() throws Exception {
        Recorded fight = recordedFord(new ArrayList<>());
        Game live = fight.game();
        Recorder recorder = fight.recorder();
        Path file = fight.file();
        assertTrue(recorder.trouble().isEmpty());

        // A folder with something in it where the file was: every write of it fails, as on a full disk.
        Files.delete(file);
        Files.createDirectories(file.resolve("in-the-way"));
        live.submitLine("move 7,4");
        live.advance();
        live.submitLine("end");
        live.advance();
        assertTrue(recorder.trouble().isPresent(), "the failed write is told");
        int inputs = recorder.recording().inputs().size();
        assertTrue(inputs >= 2, recorder.recording().inputs().toString());

        Files.delete(file.resolve("in-the-way"));
        Files.delete(file);
        while (live.question() != null) live.answer(ReactionChoice.STRIKE);
        live.submitLine("end");
        live.advance();
        assertTrue(recorder.trouble().isEmpty(), "the next write catches up");
        Recording read = new RecordingFile().read(file);
        assertEquals(recorder.recording(), read);
        assertTrue(read.inputs().size() > inputs, read.inputs().toString());
    }

    @Test
    @DisplayName("A table's recording names its game master in the header and keeps it through inputs, the end and a"
            + " read; a fight alone writes none; a header's table that is no player name is refused at line 1, a null too")
    void tableOfTheGameMaster() throws Exception {
        Map<String, String> files = Map.of("weapons.json", "[]");
        RecordingFile f = new RecordingFile();
        Recording table = Replays.start("x.json", "{}", files, 1, "anne").with("end").finished("party");
        String text = f.text(table);
        assertTrue(text.lines().findFirst().orElseThrow().contains("\"table\":\"anne\""), text);
        Recording read = f.parse(text, "fight.jsonl");
        assertEquals("anne", read.table());
        assertEquals(table, read);
        String alone = f.text(Replays.start("x.json", "{}", files, 1));
        assertFalse(alone.contains("\"table\""), alone);
        assertEquals(null, f.parse(alone, "fight.jsonl").table());
        for (String bad : new String[] {"\"Anne Smith\"", "\"\"", "42", "\"" + "a".repeat(33) + "\"", "\"\\u001b[2J\"", "null"}) {
            String forged = text.replace("\"table\":\"anne\"", "\"table\":" + bad);
            RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class, () -> f.parse(forged, "fight.jsonl"),
                    bad);
            assertTrue(e.getMessage().startsWith("fight.jsonl:1: \"table\" is not a player name"), e.getMessage());
        }
    }

    @Test
    @DisplayName("A fight's end told from the monsters' side or the referee's is kept in the header (playedAs) through a"
            + " read, and an old recording without it reads from the party's side; the party's is not written, and a"
            + " playedAs that names no side is refused at line 1, in English and in French")
    void playedAsInTheHeader() throws Exception {
        Map<String, String> files = Map.of("weapons.json", "[]");
        RecordingFile f = new RecordingFile();
        Recording start = Replays.start("x.json", "{}", files, 1, "anne").with("end");
        Recording monsters = start.finished("party", Standpoint.MONSTERS);
        String text = f.text(monsters);
        assertTrue(text.lines().findFirst().orElseThrow().contains("\"table\":\"anne\",\"playedAs\":\"monsters\",\"content\""),
                text.lines().findFirst().orElseThrow());
        assertEquals("{\"result\":\"party\"}", text.lines().reduce((a, b) -> b).orElseThrow(),
                "the result line as every version writes it");
        assertEquals(Standpoint.MONSTERS, f.parse(text, "fight.jsonl").playedAs());
        assertEquals(monsters, f.parse(text, "fight.jsonl"));
        Recording referee = start.finished("monsters", Standpoint.REFEREE);
        assertEquals(Standpoint.REFEREE, f.parse(f.text(referee), "fight.jsonl").playedAs());
        // The party's side is what every recording before this said by saying nothing: it is written the same way.
        String party = f.text(start.finished("party", Standpoint.PARTY));
        assertFalse(party.contains("playedAs"), party);
        assertEquals(f.text(start.finished("party")), party);
        assertNull(f.parse(party, "fight.jsonl").playedAs());
        // A copy of a referee's recording told from its player's side, the party's, loses the word.
        assertNull(referee.toldFrom(Standpoint.PARTY).playedAs());
        assertEquals(Standpoint.MONSTERS, referee.toldFrom(Standpoint.MONSTERS).playedAs());
        assertEquals("anne", referee.toldFrom(Standpoint.MONSTERS).table());
        for (String bad : new String[] {"\"goblins\"", "\"\"", "42", "\"Monsters\"", "null"}) {
            String forged = text.replace("\"playedAs\":\"monsters\"", "\"playedAs\":" + bad);
            RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class, () -> f.parse(forged, "fight.jsonl"),
                    bad);
            assertEquals("fight.jsonl:1: \"playedAs\" is not party, monsters or referee", e.getMessage());
            assertEquals("fight.jsonl:1\u00a0: \"playedAs\" n'est ni party, ni monsters, ni referee",
                    escarmouche.ui.page.SaveWords.of(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR),
                            e.getMessage()));
        }
    }

    @Test
    @DisplayName("A damaged recording is refused with the file, the line and what is wrong")
    void damaged() throws Exception {
        Map<String, String> files = Map.of("weapons.json", "[]");
        Recording r = Replays.start("x.json", "{}", files, 1).with("move 1,2").with("!strike");
        String text = new RecordingFile().text(r);
        RecordingFile f = new RecordingFile();
        assertEquals(r, f.parse(text, "fight.jsonl"));
        String broken = text.replace("move 1,2", "fly 1,2");
        RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class, () -> f.parse(broken, "fight.jsonl"));
        assertTrue(e.getMessage().startsWith("fight.jsonl:2: not a command"), e.getMessage());
        RecordingFile.Unreadable cut = assertThrows(RecordingFile.Unreadable.class,
                () -> f.parse(text.substring(0, text.length() - 8), "fight.jsonl"));
        assertEquals("fight.jsonl:3:13: not JSON: the line ends inside a text: its closing double quote is missing",
                cut.getMessage());
        RecordingFile.Unreadable escape = assertThrows(RecordingFile.Unreadable.class, () -> f.parse(
                text.replace("\"weapons.json\"", "\"../../etc/x.json\""), "fight.jsonl"));
        assertTrue(escape.getMessage().contains("not a plain relative path"), escape.getMessage());
    }
}
