package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MOVE-ENTER: two moves of one turn, a step out and the step back, are one line of the text log (the steps of a
 * walk are merged), which said where the walk began and ended, the same square, as if it went nowhere. The line
 * names the square it turned at; the event log, which keeps every step, is as it was.
 */
class OutAndBackLogTest {
    private static final Path DUEL = Path.of(System.getProperty("escarmouche.content", "../content"))
            .resolve("encounters/tutorial-duel.json");

    @TempDir
    Path tmp;

    /** The duel's log with the out-and-back commands: {@code text} its lines in {@code language}, else its events. */
    private List<String> run(String language, boolean text) throws IOException {
        Path commands = tmp.resolve("back.commands");
        Files.writeString(commands, "move 3,2\nmove 2,2\nend\n");
        List<String> args = new java.util.ArrayList<>(List.of("--lang", language, "run", DUEL.toString(), "--commands",
                commands.toString()));
        if (text) args.add("--text");
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().toList();
    }

    @Test
    @DisplayName("MOVE-ENTER: a step out and back is said by the square it turned at, in English and in French")
    void MOVE_ENTER_aStepOutAndBackNamesWhereItTurned() throws IOException {
        assertEquals("Aldric moves 2,2 → 3,2 → 2,2 (2 squares, 2 movement, 4 left)  [MOVE-ENTER]", run("en", true).get(2));
        assertEquals("Aldric se déplace 2,2 → 3,2 → 2,2 (2 cases, 2 de déplacement, reste 4)  [MOVE-ENTER]",
                run("fr", true).get(2));
    }

    @Test
    @DisplayName("MOVE-ENTER: the event log keeps both steps as they were, 2,2 to 3,2 and back")
    void MOVE_ENTER_theEventLogKeepsBothSteps() throws IOException {
        List<String> moves = run("en", false).stream().filter(l -> l.contains("\"type\":\"move\"") && l.contains("\"actor\":\"aldric\"")).toList();
        assertEquals(2, moves.size(), String.join("\n", moves));
        assertEquals(true, moves.get(0).contains("\"from\":[2,2],\"to\":[3,2]"), moves.get(0));
        assertEquals(true, moves.get(1).contains("\"from\":[3,2],\"to\":[2,2]"), moves.get(1));
    }
}
