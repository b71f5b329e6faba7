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

    @Test
    @DisplayName("the report names fights to watch and the command that shows one; the path quoted when a shell needs it")
    void fightsToWatch(@TempDir Path tmp) throws IOException {
        Cli.Result r = Cli.withInput(new byte[0], "simulate", DUEL.toString(), "--runs", "4", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("  to watch      longest: seed "), r.out());
        assertTrue(r.out().endsWith("  (watch one: ./play replay " + DUEL + " --seed N)\n"), r.out());
        Path spaced = Files.copy(DUEL, tmp.resolve("my duel's.json"));
        Cli.Result quoted = Cli.withInput(new byte[0], "simulate", spaced.toString(), "--runs", "2", "--threads", "1");
        assertTrue(quoted.out().contains("./play replay '" + tmp + "/my duel'\\''s.json' --seed N"), quoted.out());
        Cli.Result piped = Cli.withInput(Files.readAllBytes(DUEL), "simulate", "-", "--runs", "2", "--threads", "1");
        assertTrue(piped.out().contains("to watch"), piped.out());
        assertTrue(!piped.out().contains("./play replay"), "no file to name: " + piped.out());
    }
}
