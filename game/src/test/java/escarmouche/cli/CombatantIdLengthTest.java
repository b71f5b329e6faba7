package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A combatant id is one word a command types: 64 characters at most, refused by check and run with its JSON path. */
class CombatantIdLengthTest {
    @TempDir
    Path tmp;

    private Path scenario(String id) throws IOException {
        Path file = tmp.resolve("long-" + id.length() + ".json");
        Files.writeString(file, "{\"format\": 1, \"name\": \"Base\",\n"
                + " \"map\": {\"rows\": [\"#######\",\"#.....#\",\"#.....#\",\"#######\"]},\n"
                + " \"combatants\": [{\"id\": \"" + id + "\", \"template\": \"fighter\", \"at\": [1, 1]},\n"
                + "                {\"id\": \"gob\", \"template\": \"goblin\", \"at\": [5, 2]}],\n"
                + " \"seed\": 1}\n");
        return file;
    }

    @Test
    @DisplayName("an id of 65 characters is refused by check and run, with its length; one of 64 is a valid scenario")
    void sixtyFiveIsTooLong() throws IOException {
        Path longer = scenario("h".repeat(65));
        for (String[] command : new String[][] {{"check", longer.toString()}, {"run", longer.toString(), "--all-ai"}}) {
            Cli.Result r = Cli.run(command);
            assertEquals(2, r.exit(), command[0] + ": " + r.err());
            assertTrue(r.err().contains(longer + ":3:24: $.combatants[0].id: an id of 65 characters: an id has at most 64"
                    + " (commands name combatants by id)"), command[0] + ": " + r.err());
        }
        Cli.Result fr = Cli.run("check", longer.toString(), "--lang", "fr");
        assertTrue(fr.err().contains("un identifiant de 65 caractères\u00a0: un identifiant en a au plus 64"), fr.err());
        Cli.Result ok = Cli.run("check", scenario("h".repeat(64)).toString());
        assertEquals(0, ok.exit(), ok.err());
    }
}
