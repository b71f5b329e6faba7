package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.EnglishWords;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The French log of {@code ./play run --text --lang fr} has no English left in it. The shipped encounters'
 * fights are swept on the AI ({@code FrenchLogSweepTest}); these are the scripted fights of the reach
 * scenarios, which between them name every rule of the catalogue, with the commands a player types and the
 * refusals they meet (a grapple let go of, a search that finds, a path longer than the movement left).
 */
class FrenchReachLogTest {
    @TempDir
    Path tmp;

    private static Path reach() {
        try {
            return Path.of(FrenchReachLogTest.class.getResource("/reach").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The fight's French log, its lines in order. */
    private static List<String> french(Path scenario, Path commands) {
        Cli.Result r = Cli.run("--lang", "fr", "run", scenario.toString(), "--commands", commands.toString(), "--text");
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().toList();
    }

    @Test
    @DisplayName("GRAP-RELEASE, ACT-SEARCH: the reach scenarios played in French hold no English word, the grappler"
            + " that lets go and the searcher that finds said in French")
    void GRAP_RELEASE_reachScenariosInFrench() throws IOException {
        List<String> english = new ArrayList<>();
        List<String> all = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.list(reach())) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        for (Path json : files) {
            String name = json.getFileName().toString();
            for (String line : french(json, json.resolveSibling(name.replace(".json", ".commands")))) {
                all.add(line);
                Matcher m = EnglishWords.ANY.matcher(line);
                if (m.find()) english.add(name + ": \"" + m.group() + "\" in " + line);
            }
        }
        assertTrue(all.size() > 200, "the fights were played: " + all.size() + " lines");
        assertEquals(List.of(), english);
        assertTrue(all.contains("Gobelin n'est plus agrippé (Bruno lâche Gobelin)  [GRAP-RELEASE]"), all.toString());
        assertTrue(all.contains("Gobelin 2 n'est plus caché (trouvé par Kenji)  [ACT-SEARCH]"), all.toString());
    }

    @Test
    @DisplayName("MOVE-ENTER: a path of several steps refused for the movement it lacks is said in French, the step"
            + " it stops at included")
    void MOVE_ENTER_pathTooLongInFrench() throws IOException {
        Path scenario = Files.writeString(tmp.resolve("walk.json"), "{\"format\": 1, \"map\": {\"rows\": [\"############\","
                + " \"#..........#\", \"#..........#\", \"############\"]}, \"combatants\": ["
                + "{\"id\": \"f\", \"template\": \"fighter\", \"at\": [1, 1]},"
                + " {\"id\": \"g\", \"template\": \"goblin\", \"at\": [10, 2], \"control\": \"player\"}],"
                + " \"initiative\": [\"f\", \"g\"], \"seed\": 1}\n");
        Path commands = Files.writeString(tmp.resolve("walk.commands"), "move 2,1 3,1 4,1 5,1 6,1 7,1 8,1\nend\n");
        List<String> log = french(scenario, commands);
        assertEquals("Impossible d'aller là\u00a0: entrer en 8,1 coûte 1 de déplacement\u00a0; il en reste 0 (pas 7 sur 7).  [MOVE-ENTER]",
                log.get(2));
    }
}
