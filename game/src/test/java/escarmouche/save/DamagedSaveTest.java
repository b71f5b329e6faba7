package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.control.Controller;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of damage a save can suffer is refused with the file, the line and what is wrong. */
class DamagedSaveTest {
    private static final Path GOLDEN = GoldenSavesTest.SAVES.resolve("format-1-ford-seed7.jsonl");

    @TempDir
    Path dir;
    Path file;
    String text;

    @BeforeEach
    void copy() throws Exception {
        text = Files.readString(GOLDEN);
        file = dir.resolve("fight.jsonl");
    }

    private String refused(String damaged) throws Exception {
        Files.writeString(file, damaged);
        return refusedBytes(null);
    }

    private String refusedBytes(byte[] bytes) throws Exception {
        if (bytes != null) Files.write(file, bytes);
        RecordingFile.Unreadable e = assertThrows(RecordingFile.Unreadable.class,
                () -> Replays.load(file, null, "", Controller.SUBMITTED));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        return e.getMessage().substring(file.toString().length());
    }

    @Test
    @DisplayName("A save cut at any line break either loads (fewer inputs) or is refused, never crashes")
    void truncatedAtLines() throws Exception {
        String[] lines = text.split("\n");
        for (int n = 1; n < lines.length; n++) {
            Files.writeString(file, String.join("\n", java.util.Arrays.copyOf(lines, n)) + "\n");
            Replays.Resumed r = Replays.load(file, null, "", Controller.SUBMITTED);
            assertFalse(r.game().over() && r.saved().recording().result() == null && n < lines.length - 1,
                    "a cut save is not over before its last input");
        }
    }

    @Test
    @DisplayName("A save cut inside a line names the cut line")
    void truncatedInLine() throws Exception {
        int cut = text.indexOf("\n", text.length() / 2) - 5;
        int line = (int) text.substring(0, cut).chars().filter(c -> c == '\n').count() + 1;
        String said = refused(text.substring(0, cut));
        assertTrue(said.matches(":" + line + ":\\d+: not JSON: .*"), said);
    }

    @Test
    @DisplayName("A damaged line is said as the scenario files' JSON is, with its column; one with more after its object is refused")
    void damagedLinesInTheFilesTerms() throws Exception {
        String first = text.substring(0, text.indexOf('\n') + 1);
        assertEquals(":2:22: not JSON: the line ends before the object opened at column 1 is closed with '}'",
                refused(first + "{\"input\":\"moveto 6,3\"\n"));
        assertEquals(":2:14: not JSON: '}' where ']' must first close the list opened at line 2, column 10",
                refused(first + "{\"input\":[\"a\"}\n"));
        assertEquals(":2:23: not JSON: '}' closes nothing: everything opened before it is closed already (one '}' too many?)",
                refused(first + "{\"input\":\"moveto 6,3\"}}\n"));
        assertEquals(":2:24: not JSON: unexpected content after the end of the JSON value",
                refused(first + "{\"input\":\"moveto 6,3\"}{\"input\":\"end\"}\n"));
        assertEquals(":2:23: not JSON: a number may not start with 0: write 3, not 03",
                refused(first + "{\"keyframe\":{\"round\":03}}\n"));
    }

    @Test
    @DisplayName("A byte that is not UTF-8 is said with its line, its column and the byte, as a script's or a content file's is")
    void notUtf8ByteNamesItsLine() throws Exception {
        String[] lines = text.split("\n", -1);
        String four = String.join("\n", java.util.Arrays.copyOf(lines, 4)) + "\n";
        int start = four.getBytes(StandardCharsets.UTF_8).length;
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        // Line 5, after its first character: {\xFF"input"...
        bytes[start + 1] = (byte) 0xFF;
        assertEquals(":5:2: not UTF-8 text (byte 0xFF): damaged, or not a recording", refusedBytes(bytes));
        // A character of two bytes before it counts as one column, as an editor shows it.
        String e = four + "{\"input\":\"é";
        byte[] accented = e.getBytes(StandardCharsets.UTF_8);
        byte[] cut = java.util.Arrays.copyOf(accented, accented.length + 1);
        cut[accented.length] = (byte) 0xC3;
        assertEquals(":5:12: not UTF-8 text (byte 0xC3): damaged, or not a recording", refusedBytes(cut));
    }

    @Test
    @DisplayName("Binary, empty, huge and deeply nested files are refused without reading them as a fight")
    void hostileFiles() throws Exception {
        byte[] binary = new byte[4096];
        new Random(1).nextBytes(binary);
        assertTrue(refusedBytes(binary).matches(":1:\\d+: not UTF-8 text \\(byte 0x[0-9A-F]{2}\\): damaged, or not a recording"),
                refusedBytes(binary));
        assertEquals(": empty: not a recording", refused(""));
        assertTrue(refused("[".repeat(100_000)).startsWith(":1:"), refused("[".repeat(100_000)));
        assertTrue(refused("[".repeat(100_000)).contains(": not JSON: "));
        assertTrue(refused(text + "{\"input\":" + "[".repeat(5_000) + "\n").contains(": not JSON"));
        assertTrue(refused(text.replace("{\"result\":\"party\"}", "{\"input\":\"" + "x".repeat(2_000_000) + "\"}"))
                .contains("characters: too long"));
        String many = text.replace("{\"result\":\"party\"}\n", "{\"input\":\"end\"}\n".repeat(RecordingFile.MAX_INPUTS));
        // Its digits grouped, as the screens and the documents write the limit.
        assertTrue(refused(many).endsWith(": more than 20,000 inputs"), refused(many));
        byte[] huge = new byte[(int) RecordingFile.MAX_BYTES + 1];
        java.util.Arrays.fill(huge, (byte) ' ');
        // In the unit a person reads, not a count of bytes to work out.
        assertEquals(": larger than 16 MiB: not a recording", refusedBytes(huge));
        Files.createDirectories(dir.resolve("folder.jsonl"));
        RecordingFile.Unreadable folder = assertThrows(RecordingFile.Unreadable.class,
                () -> new RecordingFile().load(dir.resolve("folder.jsonl")));
        assertTrue(folder.getMessage().endsWith("folder.jsonl: not a regular file"));
        RecordingFile.Unreadable none = assertThrows(RecordingFile.Unreadable.class,
                () -> new RecordingFile().load(dir.resolve("none.jsonl")));
        assertTrue(none.getMessage().endsWith("none.jsonl: no such file"), none.getMessage());
    }

    @Test
    @DisplayName("The header is bound by the longest line too: a field of megabytes in it is refused before it is parsed,"
            + " and a recording whose header would be longer is not written")
    void longHeader() throws Exception {
        String huge = "x".repeat(RecordingFile.MAX_LINE);
        String message = refused(text.replaceFirst("\\{\"type\":", "{\"padding\":\"" + huge + "\",\"type\":"));
        assertEquals(":1: a line of " + (text.indexOf('\n') + huge.length() + 13) + " characters: too long", message);

        Recording r = new RecordingFile().read(GOLDEN);
        Recording big = new Recording(r.format(), r.game(), r.contentHash(), r.scenarioPath(), r.scenario(),
                java.util.Map.of("padding.json", huge), r.seed(), r.inputs(), r.result());
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> new RecordingFile().write(file, big));
        assertTrue(e.getMessage().contains("more than a recording's line may"), e.getMessage());
    }

    @Test
    @DisplayName("Edited saves are refused: content that escapes its folder, an edited content copy, a bad input, lines after the result, a duplicated field")
    void editedFiles() throws Exception {
        assertTrue(refused(text.replace("\"weapons.json\"", "\"../../etc/passwd\"")).startsWith(":1: content file name \"../../etc/passwd\" is not a plain relative path"));
        assertTrue(refused(text.replace("\"weapons.json\"", "\"/etc/passwd\"")).contains("is not a plain relative path"));
        assertEquals(":1: the content copy does not match its hash: the file was edited or damaged",
                refused(text.replaceFirst("\"hp\\\\\":", "\"hp\\\\\": 1")));
        String[] lines = text.split("\n");
        assertTrue(refused(text.replace("{\"input\":\"end\"}", "{\"input\":\"fly away\"}")).matches(":\\d+: not a command.*"));
        assertTrue(refused(text + "{\"input\":\"end\"}\n").startsWith(":" + (lines.length + 1) + ": a line after the result"));
        assertTrue(refused(text.replaceFirst("\\{\"input\":\"end\"}", "{\"input\":\"end\",\"input\":\"end\"}")).contains("duplicate key \"input\": a key is written once in an object"));
        assertTrue(refused(text.replaceFirst("\\{\"input\":\"end\"}", "{\"inputs\":\"end\"}")).contains("expected {\"input\""));
        assertTrue(refused(text.replaceFirst("\"seed\":7", "\"seed\":\"7\"")).startsWith(":1: the header's \"seed\" is missing"));
    }

    @Test
    @DisplayName("Inputs edited so that they no longer fit the fight are refused with what stopped the replay")
    void misfitInputs() throws Exception {
        String message = refused(text.replaceFirst("\\{\"input\":\"end\"}\n", "{\"input\":\"end\"}\n{\"input\":\"end\"}\n"));
        assertTrue(message.contains("keyframe of round") || message.contains("the inputs do not fit"), message);
    }

    @Test
    @DisplayName("A keyframe moved to the wrong place, or that the replay never reaches, is refused")
    void misplacedKeyframes() throws Exception {
        String[] lines = text.split("\n");
        int last = lines.length - 2;
        String extra = "{\"keyframe\":{\"round\":99,\"inputs\":" + (lines.length - 1) + ",\"state\":[]}}";
        SavedFight saved = new RecordingFile().parseSave(text, "x");
        String withExtra = text.replace("{\"result\":\"party\"}\n", "");
        int inputs = saved.recording().inputs().size();
        String message = refused(withExtra + extra.replace("\"inputs\":" + (lines.length - 1), "\"inputs\":" + inputs) + "\n");
        assertTrue(message.endsWith("keyframe of round 99 was never reached by the replay"), message);
        assertTrue(refused(withExtra + extra + "\n").contains("inputs came before it, the file has " + inputs));
        assertTrue(last > 0);
    }

    @Test
    @DisplayName("A damaged save whose backup is sound: the backup is offered and loads")
    void backup() throws Exception {
        RecordingFile files = new RecordingFile();
        SavedFight saved = files.parseSave(text, "golden");
        files.write(file, saved);
        assertFalse(RecordingFile.hasBackup(file));
        files.write(file, saved);
        assertFalse(RecordingFile.hasBackup(file), "the same fight again: nothing changed, no previous version");
        files.write(file, new SavedFight(saved.recording().with("end"), saved.keyframes()));
        assertTrue(RecordingFile.hasBackup(file));
        Files.writeString(file, text.substring(0, 100), StandardCharsets.UTF_8);
        assertThrows(RecordingFile.Unreadable.class, () -> files.load(file));
        assertEquals(saved, files.loadBackup(file));
        assertEquals(RecordingFile.backupOf(file), dir.resolve("fight.jsonl.bak"));
    }
}
