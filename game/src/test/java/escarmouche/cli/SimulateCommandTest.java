package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play simulate}: its options and what it says about the scenario it is given. */
class SimulateCommandTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path DUEL = ROOT.resolve("content/encounters/tutorial-duel.json");

    @Test
    @DisplayName("--threads below 1 is refused: exit 2")
    void threadsBelowOne() {
        for (String t : new String[] {"0", "-3"}) {
            Cli.Result r = Cli.run("simulate", DUEL.toString(), "--runs", "2", "--threads", t);
            assertEquals(2, r.exit(), t);
            assertTrue(r.err().contains("--threads must be between 1 and"), r.err());
        }
    }

    @Test
    @DisplayName("a scenario's forced dice: simulate says on standard error that it ignores them")
    void forcedDiceAreIgnoredAndSaidSo(@TempDir Path tmp) throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), Files.readString(DUEL).replace("\"seed\": 1", "\"seed\": 1, \"dice\": [20, 3]"));
        Cli.Result r = Cli.withInput(new byte[0], "simulate", s.toString(), "--runs", "3", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("simulate ignores the scenario's 2 forced dice"), r.err());
        assertTrue(r.out().contains("3 fights"), r.out());
    }

    @Test
    @DisplayName("a scenario without forced dice gets no such note")
    void noNoteWithoutDice() {
        Cli.Result r = Cli.withInput(new byte[0], "simulate", DUEL.toString(), "--runs", "2", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().isEmpty(), r.err());
    }
}
