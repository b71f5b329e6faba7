package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./play check}: the file's place keeps the compiler's ": " in every language (editors jump to it), but the
 * JSON path after it is part of the sentence, and French puts its no-break space before the colon that follows it.
 */
class CheckPathColonTest {
    private static final String SCENARIO = "{\"format\": 1, \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},\n"
            + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1]},"
            + " {\"id\": \"g\", \"template\": \"goblin\", \"at\": [3, 1], \"level\": 31}]}\n";

    @Test
    @DisplayName("check: English keeps 'path: message' after the file's place")
    void english(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("hp.json"), SCENARIO);
        Cli.Result en = Cli.run("check", scenario.toString());
        assertEquals(scenario + ":2:124: $.combatants[1].level: found 31, expected a whole number from 0 to 30",
                en.err().lines().findFirst().orElse(""));
    }

    @Test
    @DisplayName("check: French says 'chemin\u00a0: message' after the file's place, which keeps ': '")
    void french(@TempDir Path tmp) throws IOException {
        Path scenario = Files.writeString(tmp.resolve("hp.json"), SCENARIO);
        Cli.Result fr = Cli.run("--lang", "fr", "check", scenario.toString());
        assertEquals(scenario + ":2:124: $.combatants[1].level\u00a0: trouvé 31, attendu\u00a0: un nombre entier de 0 à 30",
                fr.err().lines().findFirst().orElse(""));
    }
}
