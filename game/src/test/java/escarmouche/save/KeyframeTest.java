package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.control.Controller;
import escarmouche.eventlog.EventJson;
import escarmouche.engine.battle.LoggedEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyframeTest {
    private static Fights.Shipped shipped;

    @TempDir
    Path dir;

    @BeforeAll
    static void content() throws Exception {
        shipped = Fights.Shipped.load(Fights.CONTENT);
    }

    @Test
    @DisplayName("The recorder keeps a keyframe at the start of every round, and loading checks them all")
    void keyframesWrittenAndChecked() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Fights.Played played = Fights.play(shipped, Fights.FORD, 7, file, 10_000, n -> { });
        Recorder recorder = played.recorder();
        SavedFight saved = new RecordingFile().load(file);
        assertEquals(recorder.saved(), saved);
        assertTrue(saved.keyframes().size() >= 2, "rounds kept: " + saved.keyframes().size());
        for (int i = 0; i < saved.keyframes().size(); i++) assertEquals(i + 1, saved.keyframes().get(i).round());
        assertEquals(0, saved.keyframes().get(0).inputs(), "round 1 opens before any input");

        Replays.Resumed resumed = Replays.load(file, null, "", Controller.SUBMITTED);
        assertEquals(new EventJson().line(new LoggedEvent(0, 0, played.game().state())), new EventJson().line(new LoggedEvent(0, 0, resumed.game().state())));
        assertTrue(resumed.game().over());
    }

    @Test
    @DisplayName("A keyframe edited to disagree with the replay makes the save unreadable, saying what differs")
    void editedKeyframe() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Fights.play(shipped, Fights.FORD, 7, file, 10_000, n -> { });
        SavedFight saved = new RecordingFile().load(file);
        Keyframe third = saved.keyframes().get(2);
        String edited = third.state().replaceFirst("\"hp\":(\\d+)", "\"hp\":99");
        String first = edited.replaceFirst("^\\[\\{\"id\":\"([^\"]+)\".*", "$1");
        String text = Files.readString(file);
        String[] lines = text.split("\n");
        int line = saved.lineOf(2);
        assertTrue(lines[line - 1].contains("\"round\":3"), lines[line - 1]);
        lines[line - 1] = lines[line - 1].replaceFirst("\"hp\":(\\d+)", "\"hp\":99");
        Files.writeString(file, String.join("\n", lines) + "\n");

        RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class,
                () -> Replays.load(file, null, "", Controller.SUBMITTED));
        String hp = third.state().replaceFirst("^\\[\\{[^}]*?\"hp\":(\\d+).*", "$1");
        assertEquals(file + ":" + line + ": keyframe of round 3 disagrees with the replay: " + first + " hp: 99 in the file, " + hp
                        + " in the replay",
                e.getMessage());
    }

    @Test
    @DisplayName("A fight loaded mid-way and played on by a new recorder ends with the same file as one played straight through")
    void resumeAndContinue() throws Exception {
        Path straight = dir.resolve("straight.jsonl");
        Fights.play(shipped, Fights.FORD, 7, straight, 10_000, n -> { });
        Path cut = dir.resolve("cut.jsonl");
        Fights.play(shipped, Fights.FORD, 7, cut, 30, n -> { });

        Replays.Resumed resumed = Replays.load(cut, shipped.content(), shipped.hash(), Controller.SUBMITTED);
        Recorder recorder = new Recorder(cut, resumed.saved());
        recorder.attach(resumed.game());
        resumed.game().controlPlayers(new escarmouche.engine.ai.ScriptedAi(resumed.game().battle(), resumed.game().services()));
        resumed.game().advance();

        assertTrue(resumed.game().over());
        assertEquals(Files.readString(straight), Files.readString(cut));
        Replays.load(cut, null, "", Controller.SUBMITTED);
    }

    /** Plays the ford with every creature on AI, recorded in {@code file}, until round {@code round} opens. */
    private static Fights.Played untilRound(Path file, int round) throws Exception {
        String text = Files.readString(shipped.dir().resolve(Fights.FORD));
        Recording start = Replays.start(Fights.FORD, text, shipped.files(), 7);
        escarmouche.content.model.Scenario scenario = Replays.scenario(start, shipped.content(), shipped.hash()).value();
        escarmouche.engine.Game game = escarmouche.engine.Game.of(scenario, 7);
        Recorder recorder = new Recorder(file, start);
        recorder.attach(game);
        game.controlPlayers(new escarmouche.engine.ai.ScriptedAi(game.battle(), game.services()));
        game.start();
        while (game.battle().round() < round && game.step()) {
            // monsters' turns and the party's, until the round opens
        }
        assertEquals(round, game.battle().round());
        return new Fights.Played(recorder, game);
    }

    @Test
    @DisplayName("A game left (or killed) as a round opens has that round's keyframe on disk already: Past fights says the round")
    void roundOpenedIsOnDisk() throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Fights.Played played = untilRound(file, 2);
        SavedFight saved = new RecordingFile().load(file);
        assertEquals(2, saved.keyframes().get(saved.keyframes().size() - 1).round(), "the keyframe of round 2 is written");
        assertEquals(played.recorder().saved(), saved);
        assertEquals(2, new SaveFolder(dir).read(file).round());
        Replays.load(file, null, "", Controller.SUBMITTED);
    }

    @Test
    @DisplayName("Continuing a file that lacks the keyframe of the round it resumes in (an older file, a .bak) writes it,"
            + " as it was when the round opened, and loading checks it")
    void continueWritesTheMissingKeyframe() throws Exception {
        Path straight = dir.resolve("straight.jsonl");
        untilRound(straight, 3);
        Path file = dir.resolve("fight.jsonl");
        Files.copy(straight, file);
        // Without its keyframes of rounds 2 and 3, as a game that left as they opened used to write it.
        SavedFight whole = new RecordingFile().load(straight);
        SavedFight cut = new SavedFight(whole.recording(), whole.keyframes().subList(0, 1));
        Files.writeString(file, new RecordingFile().text(cut));
        assertEquals(1, new SaveFolder(dir).read(file).round());

        Replays.Resumed resumed = Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
        assertEquals(3, resumed.game().battle().round());
        new Recorder(file, resumed.saved()).attach(resumed.game());
        assertEquals(whole.keyframes(), new RecordingFile().load(file).keyframes(), "the keyframes of rounds 2 and 3, as first written");
        assertEquals(Files.readString(straight), Files.readString(file));
        assertEquals(3, new SaveFolder(dir).read(file).round());
        Replays.load(file, null, "", Controller.SUBMITTED);
    }
}
