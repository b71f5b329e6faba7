package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A full disk on standard output is an error, for every command that prints there (a pipe its reader closed is not: ClosedPipeTest). */
class StandardOutputTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final String DUEL = ROOT.resolve("content/encounters/tutorial-duel.json").toString();

    @Test
    @DisplayName("run: an event log that cannot be written to standard output is reported, exit 2")
    void run() {
        Cli.Result r = Cli.withBrokenOutput("run", DUEL, "--commands",
                ROOT.resolve("content/encounters/tutorial-duel.commands").toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("cannot write the event log to standard output"), r.err());
    }

    @Test
    @DisplayName("simulate: a report that cannot be written is reported, exit 2")
    void simulate() {
        Cli.Result r = Cli.withBrokenOutput("simulate", DUEL, "--runs", "2", "--threads", "1");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("cannot write to standard output"), r.err());
    }

    @Test
    @DisplayName("check: an 'ok' that cannot be written is reported, exit 2")
    void check() {
        Cli.Result r = Cli.withBrokenOutput("check", DUEL);
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("cannot write to standard output"), r.err());
    }
}
