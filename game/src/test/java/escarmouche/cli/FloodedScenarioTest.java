package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.json.JsonReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario made to flood the game (a list of millions of forced dice, of empty lists under an unknown key) is
 * refused at the value past the reader's limit, with its place, as any other problem: exit 2, nothing written.
 */
class FloodedScenarioTest {
    @TempDir
    Path tmp;

    /** A scenario valid but for its {@code dice}, a list of ones that takes the file past the reader's limit. */
    private Path flooded() throws IOException {
        Path file = tmp.resolve("flood.json");
        Files.writeString(file, "{\"format\": 1,\n \"dice\": [" + "1,".repeat(JsonReader.MAX_VALUES) + "1],\n"
                + " \"map\": {\"rows\": [\"...\"]},\n \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [0, 0]},"
                + " {\"id\": \"b\", \"template\": \"goblin\", \"at\": [2, 0]}]}\n");
        return file;
    }

    // The root, its format and its list come first: the value past the limit is the list's item 249,997, at column 11
    // of line 2 plus two characters for each item before it.
    private static String refusal(Path file) {
        return file + ":2:" + (11 + 2 * 249_997) + ": $.dice[249997]: more than 250000 values in one file (each number,"
                + " text, list and object counts): far more than any scenario or content file holds, so the file is not"
                + " read further\n";
    }

    @Test
    @DisplayName("check names the file, the line and column and the path of the value past the limit: exit 2")
    void checkRefusesIt() throws IOException {
        Path file = flooded();
        Cli.Result r = Cli.run("check", file.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(refusal(file) + "1 problem found.\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    @DisplayName("run --all-ai refuses it the same way, and leaves the event log it was given as it was")
    void runRefusesItAndWritesNothing() throws IOException {
        Path file = flooded();
        Path events = Files.writeString(tmp.resolve("events.jsonl"), "an earlier log\n");
        Cli.Result r = Cli.run("run", file.toString(), "--all-ai", "--events", events.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(refusal(file)), r.err());
        assertEquals("", r.out());
        assertEquals("an earlier log\n", Files.readString(events));
    }
}
