package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A script's line longer than any command (64 KiB) is no command script: run and check stop at it alike, with the
 * place in the shape docs/scenarios.md gives a script that cannot be read, {@code file:line:column: reason}.
 */
class LongScriptLineTest {
    @Test
    @DisplayName("A line over 64 KiB is placed long.commands:1:1: by run as by check")
    void runAndCheckPlaceItAlike(@TempDir Path tmp) throws Exception {
        Path scenario = Files.writeString(tmp.resolve("long.json"), """
                {"format":1,"map":{"rows":["#####","#...#","#####"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1]},{"id":"g","template":"goblin","at":[3,1]}]}""");
        Path commands = Files.writeString(tmp.resolve("long.commands"), "move " + "1,1 ".repeat(20_000) + "\n");
        String said = commands + ":1:1: a line of more than 65536 bytes: this does not look like a command script (one"
                + " short command a line)\n";
        Cli.Result run = Cli.run("run", scenario.toString(), "--commands", commands.toString());
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith(said), run.err());
        Cli.Result check = Cli.run("check", commands.toString());
        assertEquals(2, check.exit(), check.err());
        assertTrue(check.err().startsWith(said), check.err());
    }
}
