package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.control.Controller;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight whose end is in its inputs but not in its file (a game stopped between the last input and the result
 * line, or every creature handed to the AI, which played it out) ends while Continue plays it again: the recorder
 * then writes its result, so the file says the fight is over.
 */
class EndedInReplayTest {
    private static Fights.Shipped shipped;

    @TempDir
    Path dir;

    @BeforeAll
    static void content() throws Exception {
        shipped = Fights.Shipped.load(Fights.CONTENT);
    }

    /** Continues {@code file} as the game does: loaded, played again, then recorded on by a new recorder. */
    private static Replays.Resumed resume(Path file) throws Exception {
        Replays.Resumed resumed = Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
        assertTrue(resumed.game().over(), "the replay ends the fight");
        assertNull(resumed.saved().recording().result(), "the file has no result line");
        new Recorder(file, resumed.saved()).attach(resumed.game());
        return resumed;
    }

    @Test
    @DisplayName("A finished fight whose result line is lost gets it back when continued: the file is the one played straight through")
    void resultLineWritten() throws Exception {
        Path straight = dir.resolve("straight.jsonl");
        Fights.Played played = Fights.play(shipped, Fights.FORD, 7, straight, 10_000, n -> { });
        assertTrue(played.game().over());
        Path file = dir.resolve("fight.jsonl");
        List<String> lines = Files.readAllLines(straight);
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"result\":"), lines.get(lines.size() - 1));
        Files.write(file, lines.subList(0, lines.size() - 1));

        resume(file);
        assertEquals(Files.readString(straight), Files.readString(file));
        assertEquals(played.game().battle().winner(), new RecordingFile().read(file).result());
        assertTrue(RecordingFile.endsWithResult(file), "the title screen passes it over as a fight that is over");
        Replays.load(file, null, "", Controller.SUBMITTED);
    }

    @Test
    @DisplayName("A fight ended in its replay that lacks the keyframes of its last rounds gets them and its result, as first played")
    void keyframesAndResultAfterTheLastInput() throws Exception {
        Path straight = dir.resolve("straight.jsonl");
        Fights.play(shipped, Fights.FORD, 7, straight, 10_000, n -> { });
        SavedFight whole = new RecordingFile().load(straight);
        int inputs = whole.recording().inputs().size();
        // The keyframes of the last rounds go with the result: any the AI opened after the last input, and the one
        // before it (a file continued from its backup may lack it).
        List<Keyframe> kept = new ArrayList<>();
        for (Keyframe k : whole.keyframes()) if (k.inputs() < inputs) kept.add(k);
        kept = kept.subList(0, kept.size() - 1);
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, new RecordingFile().text(new SavedFight(whole.recording().finished(null), kept)));

        resume(file);
        assertEquals(Files.readString(straight), Files.readString(file));
    }
}
