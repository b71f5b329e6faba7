package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.Fights;
import escarmouche.save.RecordingFile;
import escarmouche.save.SavedFight;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A refused input of a recording with keyframes is named by its own line of the file, by check, run and replay. */
class RecordingLinesTest {
    @TempDir
    Path dir;

    /** The ford played by the AI for a few rounds (keyframes between its inputs), input {@code number} edited. */
    private Path edited(int number) throws Exception {
        Path file = dir.resolve("fight.jsonl");
        Fights.play(Fights.Shipped.load(Fights.CONTENT), Fights.FORD, 7, file, 40, n -> { });
        SavedFight saved = new RecordingFile().load(file);
        assertTrue(saved.keyframes().size() >= 3, "keyframes: " + saved.keyframes().size());
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int seen = 0;
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith("{\"input\":") && ++seen == number) {
                lines.set(i, "{\"input\":\"move 99,99\"}");
                assertEquals(i + 1, saved.lineOfInput(number), "the file line of input " + number);
            }
        }
        Files.write(file, lines);
        return file;
    }

    /** The file line of the edited input, found in the file itself. */
    private static int lineOf(Path file) throws Exception {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains("move 99,99")) return i + 1;
        throw new AssertionError("not edited");
    }

    @Test
    @DisplayName("check, run: an input after keyframes is named by its real file line")
    void realLine() throws Exception {
        SavedFight whole;
        Path file = edited(1);
        assertEquals(3, lineOf(file), "input 1 comes after the header and round 1's keyframe");
        Cli.Result first = Cli.run("check", file.toString());
        assertEquals(2, first.exit(), first.err());
        assertTrue(first.err().startsWith(file + ":3: input 1 (move 99,99) is refused"), first.err());

        whole = new RecordingFile().load(file);
        int late = whole.recording().inputs().size() - 1;
        Path later = edited(late);
        int line = lineOf(later);
        assertTrue(line > late + 2, "keyframes before it: line " + line);
        Cli.Result check = Cli.run("check", later.toString());
        assertEquals(2, check.exit(), check.err());
        assertTrue(check.err().startsWith(later + ":" + line + ": input " + late + " (move 99,99) is refused"), check.err());
        Cli.Result run = Cli.run("run", later.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith(later + ":" + line + ": input " + late + " (move 99,99) is refused"), run.err());
    }

    @Test
    @DisplayName("replay: once the screen is gone, a recording that stops fitting is said with its real line, exit 2 as check")
    void replayExitsTwo() throws Exception {
        Path file = edited(1);
        SavedFight saved = new RecordingFile().load(file);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = ReplayCommand.watched(err, ScreenMessages.of(Language.EN), file,
                "input 1 (move 99,99) is refused: 99,99 is off the map", saved::lineOfInput);
        assertEquals(2, code);
        assertTrue(bytes.toString(StandardCharsets.UTF_8).startsWith("note: " + file + ":3: input 1 (move 99,99) is refused"),
                bytes.toString(StandardCharsets.UTF_8));
        assertEquals(0, ReplayCommand.watched(err, ScreenMessages.of(Language.EN), file, null, saved::lineOfInput));
    }
}
