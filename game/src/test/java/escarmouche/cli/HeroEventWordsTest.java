package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hero (a character built from a class) is "they" in English, as docs/scenarios.md says: the event log's own
 * English sentences say so where the text log and the error stream do, so that one run never words one thing two
 * ways. A monster stays "it".
 */
class HeroEventWordsTest {
    @TempDir
    Path tmp;

    private Path scenario(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text);
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: the note of a hero dropping its weapon says \"their\" in the event log as in the text"
            + " log; a monster's says \"its\"; French says it as before")
    void COND_UNCONSCIOUS_heroDropsTheirWeapon() throws IOException {
        Path s = scenario("dr.json", """
                {"format":1,"name":"dr","map":{"rows":["#########","#...#...#","#...#...#","#########"]},
                 "combatants":[{"id":"a","template":"fighter","at":[1,1],"hp":-1},
                  {"id":"b","template":"fighter","at":[1,2]},
                  {"id":"g","template":"goblin","at":[7,2],"conditions":["unconscious"]}],
                 "initiative":["a","b","g"],"seed":2}""");
        Cli.Result json = Cli.run("run", s.toString(), "--all-ai");
        assertEquals(0, json.exit(), json.err());
        assertEquals(List.of("\"text\":\"a drops their longsword at 1,1\"", "\"text\":\"g drops its scimitar at 7,2\""),
                json.out().lines().filter(l -> l.contains(" drops ")).map(l -> l.replaceFirst(".*(\"text\":\"[^\"]*\").*", "$1"))
                        .toList());
        Cli.Result text = Cli.run("run", s.toString(), "--all-ai", "--text");
        assertEquals(List.of("A drops their longsword at 1,1  [COND-UNCONSCIOUS]", "Goblin drops its scimitar at 7,2"
                + "  [COND-UNCONSCIOUS]"), text.out().lines().filter(l -> l.contains(" drops ")).toList());
        Cli.Result fr = Cli.run("run", s.toString(), "--all-ai", "--text", "--lang", "fr");
        assertEquals(List.of("A lâche son arme (épée longue) en 1,1  [COND-UNCONSCIOUS]",
                "Gobelin lâche son arme (cimeterre) en 7,2  [COND-UNCONSCIOUS]"),
                fr.out().lines().filter(l -> l.contains(" lâche ")).toList());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a frightened hero's refused attack reads the same in the error event and on standard"
            + " error: \"they may only defend themselves\"")
    void COND_FRIGHTENED_refusalWordedOnce() throws IOException {
        Path s = scenario("fr1.json", """
                {"format":1,"name":"fr1","map":{"rows":["######","#....#","######"]},
                 "combatants":[{"id":"f","template":"fighter","at":[1,1],"frightenedBy":"g"},
                  {"id":"g","template":"goblin","at":[2,1],"frightenedBy":"f"}],
                 "initiative":["f","g"],"seed":2}""");
        Path c = Files.writeString(tmp.resolve("fr1.cmd"), "attack g\nend\n");
        Cli.Result r = Cli.run("run", s.toString(), "--commands", c.toString());
        assertEquals(0, r.exit(), r.err());
        String refusal = "f is frightened: they may only defend themselves (COND-FRIGHTENED)";
        assertTrue(r.out().contains("\"type\":\"error\",\"rule\":\"COND-FRIGHTENED\",\"command\":\"attack g\",\"reason\":\""
                + refusal + "\"}"), r.out());
        assertTrue(r.err().contains(c + ":1: attack g: " + refusal + "\n"), r.err());
        Cli.Result fr = Cli.run("run", s.toString(), "--commands", c.toString(), "--lang", "fr");
        assertTrue(fr.err().contains(c + ":1: attack g\u00a0: f est effrayé\u00a0: il ne peut que se défendre (COND-FRIGHTENED)\n"),
                fr.err());
    }
}
