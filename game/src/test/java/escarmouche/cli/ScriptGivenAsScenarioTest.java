package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command script named where a scenario is expected ({@code simulate content/encounters/*} takes the
 * {@code .commands} files beside the encounters) is said to be one, with the command that plays it, rather than
 * read as broken JSON ("found '#': JSON has no comments").
 */
class ScriptGivenAsScenarioTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path SCRIPT = ROOT.resolve("content/encounters/tutorial-duel.commands");
    private static final Path DUEL = ROOT.resolve("content/encounters/tutorial-duel.json");

    @Test
    @DisplayName("simulate of a command script says what it is and how run plays it with its scenario: exit 2")
    void simulateNamesTheScript() {
        Cli.Result r = Cli.run("simulate", SCRIPT.toString(), "--runs", "2");
        assertEquals(2, r.exit(), r.err());
        assertEquals(SCRIPT + " is a command script, not a scenario: ./play run " + DUEL + " --commands " + SCRIPT
                + " plays it; simulate fights a scenario (a .json file) many times\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    @DisplayName("simulate of an encounters glob fights the scenarios and names each script once for what it is")
    void aGlobFightsTheScenarios() {
        Cli.Result r = Cli.run("simulate", DUEL.toString(), SCRIPT.toString(), "--runs", "2");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().startsWith(SCRIPT + " is a command script, not a scenario"), r.err());
        assertTrue(!r.err().contains("JSON has no comments"), r.err());
        assertTrue(r.out().contains("Tutorial: a duel"), r.out());
    }

    @Test
    @DisplayName("run of a command script in place of its scenario says which scenario to give first: exit 2")
    void runNamesTheScenario() {
        Cli.Result r = Cli.run("run", SCRIPT.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(SCRIPT + " is a command script, not a scenario: ./play run " + DUEL + " --commands " + SCRIPT
                + " plays it\n", r.err());
    }

    @Test
    @DisplayName("replay of a command script, which watches recordings and scenarios, says the same: exit 2")
    void replayNamesTheScenario() {
        Cli.Result r = Cli.run("replay", SCRIPT.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(SCRIPT + " is a command script, not a scenario: ./play run " + DUEL + " --commands " + SCRIPT
                + " plays it\n", r.err());
    }

    @Test
    @DisplayName("without a scenario beside it, the command names SCENARIO; in French too")
    void withoutItsScenario(@TempDir Path dir) throws IOException {
        Path lone = Files.writeString(dir.resolve("lone.commands"), "# nothing yet\nA end\n");
        Cli.Result r = Cli.run("run", lone.toString(), "--lang", "fr");
        assertEquals(2, r.exit(), r.err());
        assertEquals(lone + " est un script de commandes, pas un scénario\u00a0: ./play run SCENARIO --commands " + lone
                + " le joue\n", r.err());
    }

    @Test
    @DisplayName("a scenario written in JSON under a .commands name is still read as the scenario it is")
    void jsonUnderThatNameIsAScenario(@TempDir Path dir) throws IOException {
        Path odd = Files.copy(DUEL, dir.resolve("duel.commands"));
        Cli.Result r = Cli.run("simulate", odd.toString(), "--runs", "2");
        assertEquals(0, r.exit(), r.err());
    }
}
